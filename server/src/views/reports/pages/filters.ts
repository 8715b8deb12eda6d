import type { ReportFilter } from '@report/contracts/bff/report-page'
import type { PaperRef, UnitLevel } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { ReportContext } from '../report-context.ts'

const UNIT_LABELS: Record<UnitLevel, string> = { county: '区县', school: '学校', class: '班级', tclass: '教学班' }

export function unitLabel(level: UnitLevel): string {
  return UNIT_LABELS[level]
}

/** The unit levels this view can compare: counties and schools when it spans several, classes always. */
export function unitLevelsOf(exam: Pick<ReportExamInfo, 'groups'>): UnitLevel[] {
  const levels: UnitLevel[] = []
  if (exam.groups.county.length > 1) levels.push('county')
  if (exam.groups.school.length > 1) levels.push('school')
  levels.push('class')
  return levels
}

/** The chosen unit level, else the widest one the view spans (schools of a joint exam, classes of one school). */
export async function unitLevel(ctx: ReportContext, options: { widest?: boolean } = {}): Promise<UnitLevel> {
  const levels = unitLevelsOf(await ctx.exam())
  const chosen = ctx.query.unit
  if (chosen && levels.includes(chosen)) return chosen
  // The three-level navbar's dimension (spec 1 §2: overall, county or school comparison) picks the units.
  const dimension = ctx.query.compareType
  if ((dimension === 'county' || dimension === 'school') && levels.includes(dimension)) return dimension
  if (options.widest) return levels[0]!
  return levels.includes('school') ? 'school' : 'class'
}

export function paperFilter(papers: readonly PaperRef[], value: number, label = '科目'): ReportFilter {
  return { key: 'pindex', label, value: String(value), options: papers.map((p) => ({ value: String(p.pindex), label: p.subject })) }
}

export function unitFilter(levels: readonly UnitLevel[], value: UnitLevel): ReportFilter {
  return { key: 'unit', label: '统计单位', value, options: levels.map((level) => ({ value: level, label: UNIT_LABELS[level] })) }
}

/** Filters that only make sense with more than one option are left out. */
export function usefulFilters(filters: ReadonlyArray<ReportFilter | null>): ReportFilter[] {
  return filters.filter((f): f is ReportFilter => f !== null && f.options.length > 1)
}
