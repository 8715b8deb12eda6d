import type { ExamContext } from '@report/contracts/bff/exam-context'
import { hostnameOf } from '../shell/frame.ts'

export const COMPARISON_UPGRADE = '历史对比属于分析系统高级功能，请升级版本后使用，请联系客户经理'

/** Gray and dev hosts: a label gray…/dev…, or one ending in -gray / -dev. */
export function isGrayOrDevHost(host: string): boolean {
  return hostnameOf(host)
    .split('.')
    .some((label) => /^(gray|dev)(\d+|-.*)?$/.test(label) || /-(gray|dev)\d*$/.test(label))
}

/** The flagship experience version (旗舰体验版). */
export function isFlagshipExperience(versionCode: string, versionName: string): boolean {
  return versionCode === 'ultimate_experience' || versionName.trim() === '旗舰体验版'
}

export interface ComparisonFacts {
  schoolTypeNum: number
  versionCode: string
  versionName: string
  /** How many history comparisons the school has; null when unknown. */
  contrastCount: number | null
  host: string
  isStudent: boolean
  /** The support line for the prompt ('' when unknown). */
  phone: string
}

/** Whether the comparison rule needs the number of comparisons (the basic edition of an ordinary school). */
export function needsContrastCount(schoolTypeNum: number, versionCode: string): boolean {
  return schoolTypeNum !== 1 && versionCode.trim() === 'basic'
}

/**
 * spec 1 §4 paid tiers, comparison permissions by school-type number: 1 needs a version name and code
 * to create, show and edit, else an upgrade prompt with contact number; 0 with basic code: create
 * allowed, show only if the count is under 4, edit only if over 3; pro or ultimate: all; no version:
 * none. A flagship-experience version on gray/dev hosts grants all. §6: students have no comparison.
 * Other school types follow type 0; an unknown count grants neither show nor edit.
 */
export function comparisonPermissions(facts: ComparisonFacts): ExamContext['comparison'] {
  const all = { canCreate: true, canShow: true, canEdit: true, upgradePrompt: null }
  const prompt = facts.phone ? `${COMPARISON_UPGRADE}，客服电话：${facts.phone}` : COMPARISON_UPGRADE
  const none = { canCreate: false, canShow: false, canEdit: false, upgradePrompt: prompt }
  if (facts.isStudent) return { ...none, upgradePrompt: null }
  const code = facts.versionCode.trim()
  const name = facts.versionName.trim()
  if (isFlagshipExperience(code, name) && isGrayOrDevHost(facts.host)) return all
  if (facts.schoolTypeNum === 1) return code && name ? all : none
  if (code === 'basic') {
    const count = facts.contrastCount
    return { canCreate: true, canShow: count !== null && count < 4, canEdit: count !== null && count > 3, upgradePrompt: null }
  }
  if (code === 'pro' || code === 'ultimate') return all
  return none
}
