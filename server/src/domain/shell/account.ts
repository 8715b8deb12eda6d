import type { UpstreamUser } from '@report/contracts/upstream/user'

/** A virtual-school account (spec 1 §3 isVSchool, auth.isVSchool / isMVSchool). */
export function isVirtualSchool(user: Pick<UpstreamUser, 'isVSchool' | 'auth'>): boolean {
  return user.isVSchool || user.auth.isVSchool || user.auth.isMVSchool
}
