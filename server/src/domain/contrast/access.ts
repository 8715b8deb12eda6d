import type { ContrastAccess } from '@report/contracts/bff/contrast'
import type { ModulePermissions } from '@report/contracts/upstream/user'
import { comparisonPermissions, needsContrastCount } from '../exam-context/comparison-permissions.ts'

export const CONTRAST_NOTICES = {
  student: '学生账号无法使用历史对比',
  module: '您没有历史对比功能的权限，请联系学校管理员开通',
  showLimit: '当前版本可查看的历史对比数量已达上限，升级版本后可查看全部历史对比',
} as const

export interface ContrastAccessFacts {
  isStudent: boolean
  schoolTypeNum: number
  versionCode: string
  versionName: string
  modules: Pick<ModulePermissions, 'history_compare'>
  /** How many comparisons the user has; null when unknown. */
  count: number | null
  host: string
  phone: string
}

export { needsContrastCount }

/**
 * contrastAccess(f) = the first of: a student → nothing (spec 2 §6); an edition without comparison
 * by school-type number and edition (spec 1 §4, spec 2 §6; domain/exam-context/comparison-permissions)
 * → nothing, with the version tip (trial plans too, issue 16); module history_compare hide → nothing
 * (spec 1 §2: the entry and its routes are hidden); else those permissions, basic with a count of 4 or
 * more → no show. Download needs show and
 * history_compare able (spec 2 §6, spec 3 §4).
 */
export function contrastAccess(f: ContrastAccessFacts): ContrastAccess {
  const nothing = { canCreate: false, canShow: false, canEdit: false, canDownload: false }
  if (f.isStudent) return { ...nothing, notice: CONTRAST_NOTICES.student, reason: 'student' }
  const p = comparisonPermissions({ schoolTypeNum: f.schoolTypeNum, versionCode: f.versionCode, versionName: f.versionName, contrastCount: f.count, host: f.host, isStudent: false, phone: f.phone })
  if (!p.canCreate && !p.canShow && !p.canEdit) return { ...nothing, notice: p.upgradePrompt, reason: 'edition' }
  if (f.modules.history_compare !== 'able') return { ...nothing, notice: CONTRAST_NOTICES.module, reason: 'module' }
  const base = { canCreate: p.canCreate, canShow: p.canShow, canEdit: p.canEdit, canDownload: p.canShow }
  return p.canShow ? { ...base, notice: null, reason: 'ok' } : { ...base, notice: CONTRAST_NOTICES.showLimit, reason: 'limit' }
}
