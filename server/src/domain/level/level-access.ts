import type { LevelAccess } from '@report/contracts/bff/level-score'
import type { ModulePermissions, UpstreamUser } from '@report/contracts/upstream/user'

// spec 2 §6: students have no access to grade scoring; the basic and pro editions lack it (version
// tip); the module permission level_points 'hide' removes it. One rule for the level-score,
// value-added and score-transformation pages, and for their writes; each page's notice names the
// feature the user opened (等值转换 on score/transformation, 增值评价 on level/fogang), not 等级赋分.

/** The grade-scoring tools of spec 2 §2, by the name their page carries. */
export type LevelFeature = '等级赋分' | '等值转换' | '增值评价'

export function levelNotices(feature: LevelFeature) {
  return {
    student: `学生账号无法使用${feature}`,
    edition: `当前版本暂不支持${feature}，升级至旗舰版即可使用，请联系客户经理或拨打客服电话升级`,
    module: `您没有${feature}功能的权限，请联系学校管理员开通`,
  } as const
}

export const LEVEL_NOTICES = levelNotices('等级赋分')

/** Editions without grade scoring (spec 2 §6 edition matrix), by version code. */
const EDITIONS_WITHOUT_LEVEL: ReadonlySet<string> = new Set(['basic', 'pro'])

/** levelAccess(u, m, f) = the first of: student → no access; basic or pro → version tip; level_points hide → hidden; else allowed; notices name f. */
export function levelAccess(user: Pick<UpstreamUser, 'versionCode' | 'auth'>, modules: Pick<ModulePermissions, 'level_points'>, feature: LevelFeature = '等级赋分'): LevelAccess {
  const notices = levelNotices(feature)
  if (user.auth.isStudent) return { allowed: false, reason: 'student', notice: notices.student }
  if (EDITIONS_WITHOUT_LEVEL.has(user.versionCode)) return { allowed: false, reason: 'edition', notice: notices.edition }
  if (modules.level_points === 'hide') return { allowed: false, reason: 'module', notice: notices.module }
  return { allowed: true, reason: 'ok', notice: null }
}
