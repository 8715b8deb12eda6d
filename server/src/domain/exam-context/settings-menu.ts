import { TOP_ROLE } from '@report/contracts/constants'
import { hasRoleBit, ROLE_BIT } from '@report/contracts/upstream/role-bits'

/**
 * fxtype values of exams configured in the analysis tool (spec 1 §3: 2, 4, 5 simulated subject
 * selection, 6 value-added evaluation). fxtype 1 is the ordinary exam of the reference upstream.
 */
export const FX_CONFIG_FXTYPES: ReadonlySet<number> = new Set([2, 4, 5, 6])

export function isFxConfigExam(fxtype: number): boolean {
  return FX_CONFIG_FXTYPES.has(fxtype)
}

export interface SettingsMenuFacts {
  fxtype: number
  isZb: boolean
  classify: string
  /** Union (joint or unified) exam. */
  isLiankao: boolean
  /** lkschool of the address. */
  lkschool: string | undefined
  topRole: number
  roleNum: number
  /**
   * "all groups counted": the account's view covers the whole exam — every examinee is in a school of
   * the account's area (sum of its school_map students equals the exam's student count).
   */
  allGroupsCounted: boolean
}

/** Subject manager (bits 3, 6 in a virtual school) or subject director (bit 6): spec 1 §6 role bits. */
export function isSubjectManagerOrDirector(roleNum: number): boolean {
  return hasRoleBit(roleNum, ROLE_BIT.vSchoolSubjectManager) || hasRoleBit(roleNum, ROLE_BIT.subjectDirector)
}

/**
 * spec 1 §4 "Settings menu visibility": shown only if the exam is not an FX-config exam, not zb, the
 * user is not subject manager or director, and topRole is 7 or 8, or topRole is 1 or 2 with a union
 * exam without lkschool (for 2 also all groups counted).
 */
export function settingsMenuVisible(facts: SettingsMenuFacts): boolean {
  if (isFxConfigExam(facts.fxtype)) return false
  if (facts.isZb || facts.classify === 'zb') return false
  if (isSubjectManagerOrDirector(facts.roleNum)) return false
  if (facts.topRole === TOP_ROLE.schoolAdmin || facts.topRole === TOP_ROLE.gradeAdmin) return true
  if (facts.topRole === TOP_ROLE.cityBureau) return facts.isLiankao && !facts.lkschool
  if (facts.topRole === TOP_ROLE.countyBureau) return facts.isLiankao && !facts.lkschool && facts.allGroupsCounted
  return false
}
