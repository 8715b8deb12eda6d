import { bffPost } from '../../../lib/bff-client.ts'

/** POST /report/bff/logout: the transcript header's 退出; resolves to where to go. */
export async function logoutFromTranscripts(): Promise<string> {
  return (await bffPost<{ redirectUrl: string }>('/logout', {})).redirectUrl
}
