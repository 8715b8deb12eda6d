/** spec 1 §4 "Paying versions" (version codes). */
export const PAID_VERSION_CODES: ReadonlySet<string> = new Set([
  'basic',
  'pro',
  'ultimate',
  'unified_city',
  'unified_county',
  'union',
  'group',
  'joint_exam',
  'personal_cjgl',
  'personal_plus_cjgl',
  'import_joint_exam',
  'yjj_pro',
  'yjj_basic',
])

/** Whether a version code is one of the paying versions of spec 1 §4 (a trial account never is). */
export function isPaidVersion(versionCode: string, isTrial = false): boolean {
  return !isTrial && PAID_VERSION_CODES.has(versionCode.trim())
}
