import type { ExamTrial } from '@report/contracts/upstream/exam'
import type { ViewUpstream } from './upstream-calls.ts'

type Permission = { permission: number[] }

/** An exam as the access calls name it (org −1: none given). */
export interface ExamAccessRef {
  examid: string
  org: number
}

/**
 * The user's permission codes on the exam (spec 1 §7 /exam/v1/exam/permission); where the platform does
 * not answer it, the user's own (getPermission), whose failure is the caller's. The exam frame and every
 * report page ask it here, with the same body, so it is one session fact and they agree.
 */
export async function examPermission(u: ViewUpstream, ref: ExamAccessRef): Promise<number[]> {
  const own = await u.soft('exam permission', () => u.json<Permission>('POST', '/exam/v1/exam/permission', ref))
  return (own ?? (await u.json<Permission>('GET', '/obt/v1/user/permission'))).permission
}

/** The exam's own trial flag (spec 1 §7 is_trial); null when the platform does not answer it (info/all's then stands). */
export async function examTrialFlag(u: ViewUpstream, ref: ExamAccessRef): Promise<boolean | null> {
  const query = new URLSearchParams({ examid: ref.examid, org: String(ref.org) })
  const answer = await u.soft('exam trial flag', () => u.json<ExamTrial>('GET', `/obt/v1/exam/is_trial?${query.toString()}`))
  return answer?.isTrial ?? null
}
