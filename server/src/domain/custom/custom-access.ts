import type { CustomAccess } from '@report/contracts/bff/custom-access'
import type { CustomPermission } from '@report/contracts/upstream/custom-task'
import type { ModulePermissions, UpstreamUser } from '@report/contracts/upstream/user'

// Who may use custom analysis and custom tables (issue 18 "Rules"):
// - spec 1 §6 / spec 2 §6: students have no access to custom analysis; simple accounts get no nav item
//   for it (spec 1 §2 top navigation), so no page either;
// - spec 1 §6 edition matrix: basic lacks custom tables and offline import (the import of a school's own
//   scores) → the version tip, like every feature a plan lacks (spec 2 §6);
// - spec 2 §6 module keys: custom_table 'hide' removes custom tables;
// - custom analysis: the platform's own word, /mod/v1/custom/permission (spec 2 §7; issue 32), after
//   the rules above (it may refuse, e.g. when the school's paid imports are used up, never widen them).

export type CustomFeature = 'import' | 'tables'

const FEATURE_NAME: Record<CustomFeature, string> = { import: '线下成绩导入', tables: '自定义表格' }
/** The product area a student meets the refusal in: the import is part of 自定义分析, tables are their own. */
const AREA_NAME: Record<CustomFeature, string> = { import: '自定义分析', tables: '自定义表格' }

/** Editions without the feature, by version code (spec 1 §6 edition matrix). */
const EDITIONS_WITHOUT: Record<CustomFeature, ReadonlySet<string>> = {
  import: new Set(['basic', 'yjj_basic']),
  tables: new Set(['basic', 'yjj_basic']),
}

export function customNotices(feature: CustomFeature) {
  const name = FEATURE_NAME[feature]
  return {
    student: `学生账号无法使用${AREA_NAME[feature]}`,
    simple: `当前账号无法使用${name}`,
    edition: `当前版本暂不支持${name}，升级至专业版或旗舰版即可使用，请联系客户经理或拨打客服电话升级`,
    module: `您没有${name}功能的权限，请联系学校管理员开通`,
    platform: `暂时无法使用${name}，请联系客户经理`,
  } as const
}

/**
 * customAccess(u, m, f, p) = the first of: student → none; simple account → none; an edition without f →
 * version tip; f is tables and custom_table is hide → hidden; the platform's permission p says no → its
 * message; else allowed.
 */
export function customAccess(
  user: Pick<UpstreamUser, 'versionCode' | 'isSimple' | 'auth'>,
  modules: Pick<ModulePermissions, 'custom_table'>,
  feature: CustomFeature,
  platform: CustomPermission | null = null,
): CustomAccess {
  const notices = customNotices(feature)
  if (user.auth.isStudent) return { allowed: false, reason: 'student', notice: notices.student }
  if (user.isSimple) return { allowed: false, reason: 'simple', notice: notices.simple }
  if (EDITIONS_WITHOUT[feature].has(user.versionCode.trim())) return { allowed: false, reason: 'edition', notice: notices.edition }
  if (feature === 'tables' && modules.custom_table === 'hide') return { allowed: false, reason: 'module', notice: notices.module }
  if (platform && !platform.allowed) return { allowed: false, reason: 'platform', notice: platform.msg.trim() || notices.platform }
  return { allowed: true, reason: 'ok', notice: null }
}
