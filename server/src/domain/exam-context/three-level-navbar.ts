import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { SchoolMapEntry } from '@report/contracts/upstream/exam'
import { demoSchoolName } from '../shell/demo-anonymise.ts'
import { examHref, type BaseQuery, type ExamRoute } from './exam-routes.ts'

export type AnalyzeType = 'all' | 'county' | 'school'
export type CompareType = 'all' | 'county' | 'school'
type AccountType = 'city' | 'county' | 'school'

/**
 * spec 1 §2 Breadcrumb: "When qxschool is present the navbar is set to analyzeType county with that
 * district; else when lkschool is present it is set to analyzeType school." County accounts cannot
 * choose the single-county view (§6), so for them a qxschool means their whole area.
 */
export function analyzeTypeOf(qxschool: string | undefined, lkschool: string | undefined, accountType: AccountType): AnalyzeType {
  if (qxschool && accountType !== 'county') return 'county'
  if (lkschool) return 'school'
  return 'all'
}

/** The account and mode part of the rule below: whether the navbar can show at all, before the exam is asked about. */
export function accountMayUseThreeLevelNavbar(accountType: AccountType, exportMode: boolean): boolean {
  return (accountType === 'city' || accountType === 'county') && !exportMode
}

/** spec 1 §2 three-level navbar: "Shown only for three-level exams, for city or county accounts, and not in PDF mode." */
export function showsThreeLevelNavbar(isThreeLevel: boolean, accountType: AccountType, exportMode: boolean): boolean {
  return isThreeLevel && accountMayUseThreeLevelNavbar(accountType, exportMode)
}

/** spec 1 §2: "City accounts also get a dimension selector … on the total, knowledge and subject report routes." */
export const DIMENSION_ROUTES: ReadonlySet<string> = new Set(['total-report', 'knowledge-report', 'subject-report'])

const TAB_LABELS: Record<AnalyzeType, string> = { all: '整体对比', county: '单区县分析', school: '单校分析' }
const DIMENSION_LABELS: Record<CompareType, string> = { all: '总体', county: '区县对比', school: '学校对比' }

export interface NavbarFacts {
  isThreeLevel: boolean
  accountType: AccountType
  exportMode: boolean
  route: ExamRoute
  base: BaseQuery
  schoolMap: readonly SchoolMapEntry[]
  qxschool: string | undefined
  lkschool: string | undefined
  compareType: CompareType
  /** Demo accounts: school names anonymised (spec 1 §6). */
  anonymise: boolean
}

/**
 * spec 1 §2 three-level navbar: tabs (overall, single county — not for county accounts — and single
 * school); changing the tab clears qxschool and lkschool and selects the first county or school;
 * choosing a county or school writes qxschool or lkschool and drops the other.
 */
export function threeLevelNavbar(facts: NavbarFacts): ExamContext['navbar'] {
  if (!showsThreeLevelNavbar(facts.isThreeLevel, facts.accountType, facts.exportMode)) return null
  const path = facts.route.path
  const counties = facts.schoolMap.map((c) => ({ id: c.key, name: c.name }))
  const schools = facts.schoolMap.flatMap((c) => c.schools).map((s, i) => ({ id: s.key, name: facts.anonymise ? demoSchoolName(i) : s.name }))
  const analyzeType = analyzeTypeOf(facts.qxschool, facts.lkschool, facts.accountType)
  const countyHref = (id: string) => examHref(path, facts.base, [['qxschool', id]])
  const schoolHref = (id: string) => examHref(path, facts.base, [['lkschool', id]])
  const tabKeys: AnalyzeType[] = facts.accountType === 'county' ? ['all', 'school'] : ['all', 'county', 'school']
  const tabs = tabKeys.map((key) => ({
    key,
    label: TAB_LABELS[key],
    href: key === 'county' && counties[0] ? countyHref(counties[0].id) : key === 'school' && schools[0] ? schoolHref(schools[0].id) : examHref(path, facts.base),
  }))
  const pick = <T extends { id: string }>(list: T[], id: string | undefined, active: boolean) => {
    const chosen = active ? (list.find((x) => x.id === id) ?? list[0]) : undefined
    return (x: T) => x === chosen
  }
  const countySelected = pick(counties, facts.qxschool, analyzeType === 'county')
  const schoolSelected = pick(schools, facts.lkschool, analyzeType === 'school')
  const dimensions =
    facts.accountType === 'city' && DIMENSION_ROUTES.has(facts.route.name)
      ? (['all', 'county', 'school'] as const).map((key) => ({
          key,
          label: DIMENSION_LABELS[key],
          href: examHref(path, facts.base, [['qxschool', facts.qxschool], ['lkschool', facts.qxschool ? undefined : facts.lkschool], ['compareType', key === 'all' ? undefined : key]]),
          selected: key === facts.compareType,
        }))
      : null
  return {
    analyzeType,
    tabs: tabs.filter((t) => t.key === 'all' || (t.key === 'county' ? counties.length > 0 : schools.length > 0)),
    counties: counties.map((c) => ({ ...c, href: countyHref(c.id), selected: countySelected(c) })),
    schools: schools.map((s) => ({ ...s, href: schoolHref(s.id), selected: schoolSelected(s) })),
    dimensions,
  }
}
