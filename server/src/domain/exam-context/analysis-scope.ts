import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { AnalyzeType, CompareType } from './three-level-navbar.ts'

/** spec 1 §4 analysis scope: 0 all, 1 school, 3 county, 4 area. */
export const SCOPE_LEVEL = { all: 0, school: 1, county: 3, area: 4 } as const
/** spec 1 §4 / §9 area level codes: 21 counties, 22 itself, 10 school. */
export const AREA_LEVEL = { counties: 21, itself: 22, school: 10 } as const

/**
 * spec 1 §4 "Analysis level depends on analyzeType and compareType (all, county, school) and yields
 * scope 0 all, 1 school, 3 county, 4 area. Area level codes: 21 counties, 22 itself, 10 school,
 * otherwise none." The spec does not give the table; ours: a single school is 1; a single county is 3
 * (its area level: 10 when its schools are compared, else 22 itself); the whole exam compared by
 * county or by school is the area, 4 (21 or 10); the whole exam without comparison is 0 (none).
 */
export function analysisScope(analyzeType: AnalyzeType, compareType: CompareType): Pick<ExamContext['scope'], 'level' | 'areaLevel'> {
  if (analyzeType === 'school') return { level: SCOPE_LEVEL.school, areaLevel: null }
  if (analyzeType === 'county') return { level: SCOPE_LEVEL.county, areaLevel: compareType === 'school' ? AREA_LEVEL.school : AREA_LEVEL.itself }
  if (compareType === 'county') return { level: SCOPE_LEVEL.area, areaLevel: AREA_LEVEL.counties }
  if (compareType === 'school') return { level: SCOPE_LEVEL.area, areaLevel: AREA_LEVEL.school }
  return { level: SCOPE_LEVEL.all, areaLevel: null }
}

/** spec 1 §4: "Zouban (layered-class) flag is true when exam source is 25." */
export const ZOUBAN_SOURCE = 25

/**
 * The upstream's exam has no numeric source field; source 25 is the layered-class source, which the
 * exam carries as the tag code Z (spec 1 §3 tag groups), classify zb or isZb. A numeric source, when an
 * upstream sends one, decides alone.
 */
export function isZouban(exam: { source?: number | undefined; from: string; classify: string; isZb: boolean }): boolean {
  if (exam.source !== undefined) return exam.source === ZOUBAN_SOURCE
  return exam.isZb || exam.classify === 'zb' || exam.classify === 'xgkzb' || exam.from === String(ZOUBAN_SOURCE) || exam.from.includes('Z')
}
