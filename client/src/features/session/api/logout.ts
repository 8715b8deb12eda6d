import { bffPost } from '../../../lib/bff-client.ts'

/** POST /report/bff/logout. TODO(contracts): a LogoutView schema in contracts/src/bff/session.ts. */
export interface LogoutResult {
  redirectUrl: string
}

export const logout = (): Promise<LogoutResult> => bffPost<LogoutResult>('/logout', {})
