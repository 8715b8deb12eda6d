import type { ModulePermissions, UpstreamUser } from '@report/contracts/upstream/user'

// Who may see and who may change the indicator parameter settings. Spec 1 §6 / spec 2 §6: students
// have no access to settings; spec 1 §2: the entry is hidden for simple accounts and when the module
// permission common_configs is hide. Changing the lines every report of a school uses is for those
// who run the school's (or bureau's) analysis: school admin (7), grade admin (8), the city and county
// bureaus (1, 2), as the settings-menu rule of spec 1 §4 names them; other staff read them.

export const SETTINGS_NOTICES = {
  student: '学生账号无法使用指标参数设置',
  simple: '成绩管理个人版暂不支持指标参数设置',
  module: '您没有指标参数设置的权限，请联系学校管理员开通',
  readOnly: '当前角色只能查看指标参数设置，修改请联系学校管理员',
} as const

const EDITOR_ROLES: ReadonlySet<number> = new Set([1, 2, 7, 8])

export interface SettingsAccess {
  allowed: boolean
  canEdit: boolean
  notice: string | null
}

/** settingsAccess(u, m) = the first of: student, simple account, common_configs hide → no access; else read, and edit for roles 1, 2, 7, 8. */
export function settingsAccess(user: Pick<UpstreamUser, 'isSimple' | 'auth'>, modules: Pick<ModulePermissions, 'common_configs'>): SettingsAccess {
  if (user.auth.isStudent) return { allowed: false, canEdit: false, notice: SETTINGS_NOTICES.student }
  if (user.isSimple) return { allowed: false, canEdit: false, notice: SETTINGS_NOTICES.simple }
  if (modules.common_configs === 'hide') return { allowed: false, canEdit: false, notice: SETTINGS_NOTICES.module }
  const canEdit = EDITOR_ROLES.has(user.auth.topRole)
  return { allowed: true, canEdit, notice: canEdit ? null : SETTINGS_NOTICES.readOnly }
}
