import type { ModulePermissions, UpstreamUser } from '@report/contracts/upstream/user'
import { isSchoolWideWriter } from '../school-wide/school-writer.ts'

// Who may see and who may change the indicator parameter settings. Spec 1 §6 / spec 2 §6: students
// have no access to settings; spec 1 §2: the entry is hidden for simple accounts and when the module
// permission common_configs is hide. Changing the lines every report of a school uses is a school-wide
// write: the school's manager and up (isSchoolWideWriter); other staff read them.

export const SETTINGS_NOTICES = {
  student: '学生账号无法使用指标参数设置',
  simple: '成绩管理个人版暂不支持指标参数设置',
  module: '您没有指标参数设置的权限，请联系学校管理员开通',
  readOnly: '当前角色只能查看指标参数设置，修改请联系学校管理员',
} as const

export interface SettingsAccess {
  allowed: boolean
  canEdit: boolean
  notice: string | null
}

/** settingsAccess(u, m) = the first of: student, simple account, common_configs hide → no access; else read, and edit for a school-wide writer. */
export function settingsAccess(user: Pick<UpstreamUser, 'isSimple'> & { auth: Pick<UpstreamUser['auth'], 'topRole' | 'roleNum' | 'isStudent' | 'isSchoolManager'> }, modules: Pick<ModulePermissions, 'common_configs'>): SettingsAccess {
  if (user.auth.isStudent) return { allowed: false, canEdit: false, notice: SETTINGS_NOTICES.student }
  if (user.isSimple) return { allowed: false, canEdit: false, notice: SETTINGS_NOTICES.simple }
  if (modules.common_configs === 'hide') return { allowed: false, canEdit: false, notice: SETTINGS_NOTICES.module }
  const canEdit = isSchoolWideWriter(user)
  return { allowed: true, canEdit, notice: canEdit ? null : SETTINGS_NOTICES.readOnly }
}
