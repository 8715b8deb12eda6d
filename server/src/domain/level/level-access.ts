import type { LevelAccess } from '@report/contracts/bff/level-score'
import type { ModulePermissions, UpstreamUser } from '@report/contracts/upstream/user'

// spec 2 §6: students have no access to grade scoring; the basic and pro editions lack it (version
// tip); the module permission level_points 'hide' removes it. One rule for the level-score,
// value-added and score-transformation pages, and for their writes.

export const LEVEL_NOTICES = {
  student: '学生账号无法使用等级赋分',
  edition: '当前版本暂不支持等级赋分，升级至旗舰版即可使用，请联系客户经理或拨打客服电话升级',
  module: '您没有等级赋分功能的权限，请联系学校管理员开通',
} as const

/** Editions without grade scoring (spec 2 §6 edition matrix), by version code. */
const EDITIONS_WITHOUT_LEVEL: ReadonlySet<string> = new Set(['basic', 'pro'])

/** levelAccess(u, m) = the first of: student → no access; basic or pro → version tip; level_points hide → hidden; else allowed. */
export function levelAccess(user: Pick<UpstreamUser, 'versionCode' | 'auth'>, modules: Pick<ModulePermissions, 'level_points'>): LevelAccess {
  if (user.auth.isStudent) return { allowed: false, reason: 'student', notice: LEVEL_NOTICES.student }
  if (EDITIONS_WITHOUT_LEVEL.has(user.versionCode)) return { allowed: false, reason: 'edition', notice: LEVEL_NOTICES.edition }
  if (modules.level_points === 'hide') return { allowed: false, reason: 'module', notice: LEVEL_NOTICES.module }
  return { allowed: true, reason: 'ok', notice: null }
}
