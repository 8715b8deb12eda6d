import type { TableView } from '@report/contracts/bff/table'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { OverviewData } from '@report/contracts/upstream/reports/overview'
import type { RateKind, RatesData } from '@report/contracts/upstream/reports/rates'
import type { ReportPathKey } from '@report/contracts/upstream/reports/paths'
import { RATE_TITLES } from '../../../domain/reports/e-paper-tables.ts'
import type { ReportContext } from '../report-context.ts'

// What the total, school, class and 新高考 reports share: one upstream answer per request for calls
// several blocks read, the view's total row, and which rows may drill.

const answers = new WeakMap<ReportContext, Map<string, Promise<unknown>>>()

/** A report call made once per request (blocks and their tables read the same answer). */
export function callOnce<T>(ctx: ReportContext, key: ReportPathKey, body: object): Promise<T> {
  let memo = answers.get(ctx)
  if (!memo) answers.set(ctx, (memo = new Map()))
  const id = `${key}|${JSON.stringify(body)}`
  let answer = memo.get(id)
  if (!answer) memo.set(id, (answer = ctx.call<T>(key, body)))
  return answer as Promise<T>
}

/** Classes of one school never come near this; the school and class reports read them in one call. */
export const CLASSES_LIMIT = 500

/** 总分 and every paper: one school's totals (all, qxall, sall) and its classes in view. */
export const schoolOverview = (ctx: ReportContext, schoolId: string) => callOnce<OverviewData>(ctx, 'overview', { lkschool: schoolId, level: 'class', limit: CLASSES_LIMIT })
export const schoolRates = (ctx: ReportContext, schoolId: string) => callOnce<RatesData>(ctx, 'rates', { lkschool: schoolId, level: 'class', limit: CLASSES_LIMIT })

const NARROWEST: ReadonlyArray<GroupRef['type']> = ['sall', 'qxall', 'lkall', 'all']

/** The total row standing for the view: the focused school's, else its county's, the joint exam's, the exam's. */
export function narrowestTotal<R extends { group: GroupRef }>(totals: readonly R[]): R | undefined {
  for (const type of NARROWEST) {
    const row = totals.find((r) => r.group.type === type)
    if (row) return row
  }
  return totals[0]
}

export function totalOfType<R extends { group: GroupRef }>(totals: readonly R[], type: GroupRef['type']): R | undefined {
  return totals.find((r) => r.group.type === type)
}

/**
 * Whether a row's counts may open their students: units come only whole in view; a total only when the
 * view holds all of it (a drill on a total lists just the students in view, so a class director's count
 * of 全体 would not match its list).
 */
export function drillable(exam: Pick<ReportExamInfo, 'inView' | 'studentCount' | 'groups'>, group: GroupRef): boolean {
  switch (group.type) {
    case 'all':
      return exam.inView === exam.studentCount
    case 'sall':
      return exam.groups.school.some((s) => s.id === group.id)
    case 'qxall':
      return exam.groups.county.some((c) => c.id === group.id)
    case 'lkall':
      return false
    default:
      return true
  }
}

export function rateTitle(kind: RateKind): string {
  return RATE_TITLES.find(([k]) => k === kind)?.[1] ?? kind
}

/** The caption of a drill dialog: 一班 · 数学 · 优秀 (the dialog's title line, ≤ 80 characters). */
export function caption(...parts: string[]): string {
  return parts.join(' · ').slice(0, 80)
}

/** A local table holds every row; over ten it collapses (spec 2 §9). */
export function localTable(view: Pick<TableView, 'columns' | 'rows'>): TableView {
  return { ...view, paging: null, sort: null }
}

/** A table with nothing to show (no school or class in view, not a 新高考 exam). */
export function emptyTable(): TableView {
  return localTable({ columns: [], rows: [] })
}

/** The group chosen by the page's `group` filter among `options`, else the first. */
export function chosenGroup<G extends { key: string }>(ctx: ReportContext, options: readonly G[]): G | undefined {
  return options.find((g) => g.key === ctx.query.group) ?? options[0]
}
