const ROLE_NAMES: Record<number, string> = {
  1: '市教育局',
  2: '区县教育局',
  3: '市年级教研',
  4: '区县年级教研',
  5: '市学科教研',
  6: '区县学科教研',
  7: '学校管理员',
  8: '年级主任',
  9: '学科组长',
  10: '班主任',
  11: '任课教师',
}

/** The Chinese name of a top role (spec 1 §6); students and unknown roles get their own words. */
export function roleName(topRole: number, isStudent: boolean): string {
  if (isStudent) return '学生'
  return ROLE_NAMES[topRole] ?? '用户'
}

/**
 * The role the header names (spec 1 §7 role/origin): the platform's own name for the role the account
 * acts as, where the platform gives one for the role the rules here read (user info's topRole); our name
 * of that role otherwise, so the words never name a role other than the one the user's views follow.
 */
export function actingRoleName(user: { auth: { topRole: number; isStudent: boolean } }, origin: { topRole: number; roleName: string } | null): string {
  const platformName = origin && origin.topRole === user.auth.topRole ? origin.roleName.trim() : ''
  return platformName || roleName(user.auth.topRole, user.auth.isStudent)
}
