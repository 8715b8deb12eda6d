import type { ReportFilter } from '@report/contracts/bff/report-page'
import type { CellValue, TableRow, TableView } from '@report/contracts/bff/table'
import type { GroupRef, PaperRef, UnitLevel } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { QuestionRef } from '@report/contracts/upstream/reports/matrix'
import { sortByClassName } from '../../../../domain/tables/class-order.ts'
import type { ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { pagingOf } from '../student-table.ts'
import { paperFilter, unitFilter, unitLabel, unitLevel, unitLevelsOf } from '../filters.ts'

/**
 * Shared by the subject pages (试题分析, 试题分析报告, 知识点分析, 学科分析): they read one paper,
 * never 总分, and compare the view's totals with its units.
 */

export type ExamPaper = ReportExamInfo['papers'][number]

/** The papers without 总分, in subject order. */
export async function subjectPapers(ctx: ReportContext): Promise<PaperRef[]> {
  return (await ctx.papers()).filter((p) => p.pindex !== 0)
}

/** The paper the 科目 filter chose; the first subject when the choice is 总分, missing or not a paper here. */
export async function subjectPaper(ctx: ReportContext): Promise<ExamPaper | null> {
  const [exam, papers] = await Promise.all([ctx.exam(), subjectPapers(ctx)])
  const wanted = Number(ctx.query.pindex)
  const pindex = papers.some((p) => p.pindex === wanted) ? wanted : papers[0]?.pindex
  return exam.papers.find((p) => p.pindex === pindex) ?? null
}

export function subjectFilter(papers: readonly PaperRef[], paper: ExamPaper): ReportFilter {
  return paperFilter(papers, paper.pindex)
}

/** The unit filter of a page that compares units (hidden by usefulFilters when the view has one level). */
export async function unitChoice(ctx: ReportContext, options: { widest?: boolean } = {}): Promise<{ level: UnitLevel; filter: ReportFilter }> {
  const [exam, level] = await Promise.all([ctx.exam(), unitLevel(ctx, options)])
  return { level, filter: unitFilter(unitLevelsOf(exam), level) }
}

/** The narrowest total of the view (sall for a school's view of a joint exam, else qxall, lkall, all). */
export function viewTotal(exam: Pick<ReportExamInfo, 'totals'>): GroupRef {
  return exam.totals[exam.totals.length - 1] ?? { key: 'all', type: 'all', id: '', name: '全体' }
}

/** The groups a page may narrow to: the totals, then counties and schools when several, classes within one school. */
export function groupChoices(exam: Pick<ReportExamInfo, 'totals' | 'groups'>): GroupRef[] {
  const { county, school, class: classes } = exam.groups
  return [
    ...exam.totals,
    ...(county.length > 1 ? county : []),
    ...(school.length > 1 ? school : []),
    ...(school.length <= 1 ? sortByClassName(classes, (g) => g.name) : []),
  ]
}

/** The `group` filter's choice: a group of groupChoices, else the view's total. */
export function chosenGroup(ctx: ReportContext, exam: Pick<ReportExamInfo, 'totals' | 'groups'>): GroupRef {
  return groupChoices(exam).find((g) => g.key === ctx.query.group) ?? viewTotal(exam)
}

export function groupFilter(exam: Pick<ReportExamInfo, 'totals' | 'groups'>, value: GroupRef): ReportFilter {
  return { key: 'group', label: '统计范围', value: value.key, options: groupChoices(exam).map((g) => ({ value: g.key, label: g.name })) }
}

/** 第 3 题 */
export function questionTitle(q: Pick<QuestionRef, 'name'>): string {
  return /^[0-9]/.test(q.name) ? `第${q.name}题` : q.name
}

/** The question the `qid` filter chose, else the paper's first. */
export function chosenQuestion(ctx: ReportContext, paper: ExamPaper): QuestionRef | null {
  return paper.questions.find((q) => q.qid === ctx.query.qid) ?? paper.questions[0] ?? null
}

/**
 * Units of a page in natural class order, each school's classes kept together in the order the schools
 * came (counties and schools keep the catalogue's order).
 */
export function unitOrder<T extends { group: GroupRef }>(items: readonly T[]): T[] {
  if (!items.some((i) => i.group.type === 'class' || i.group.type === 'tclass')) return [...items]
  const schools = [...new Set(items.map((i) => i.group.schoolId ?? ''))]
  return schools.flatMap((school) => sortByClassName(items.filter((i) => (i.group.schoolId ?? '') === school), (i) => i.group.name))
}

/** A unit's name as a table shows it: a class of a multi-school view carries its school's name. */
export function unitNamer(exam: Pick<ReportExamInfo, 'groups'>): (group: GroupRef) => string {
  if (exam.groups.school.length <= 1) return (group) => group.name
  const schools = new Map(exam.groups.school.map((g) => [g.id, g.name]))
  return (group) => ((group.type === 'class' || group.type === 'tclass') && group.schoolId && schools.has(group.schoolId) ? `${schools.get(group.schoolId)} ${group.name}` : group.name)
}

/** A unit table's rows: the pinned totals above the page of units, each with its name cell. */
export function unitRows<T extends { group: GroupRef }>(
  exam: Pick<ReportExamInfo, 'groups'>,
  totals: readonly T[],
  units: readonly T[],
  row: (item: T, name: string) => Omit<TableRow, 'key'>,
  /** The upstream sorted the units: keep its order. */
  sorted = false,
): TableRow[] {
  const name = unitNamer(exam)
  const build = (item: T, pinned: boolean): TableRow => {
    const shown = name(item.group)
    const built = row(item, shown)
    const cells: Record<string, CellValue> = { unit: shown, ...built.cells }
    return { ...built, key: item.group.key, cells, ...(pinned ? { pinned: true } : {}) }
  }
  return [...totals.map((t) => build(t, true)), ...(sorted ? units : unitOrder(units)).map((u) => build(u, false))]
}

/** The unit column every unit table starts with. */
export function unitColumn(level: UnitLevel): { key: string; title: string; pinned: true; width: number } {
  return { key: 'unit', title: unitLabel(level), pinned: true, width: 140 }
}

/** Cell links that open another report route in the same tab. */
export function sameTab(ctx: ReportContext, route: string, extra: Record<string, string>): { href: string; target: 'same-tab' } {
  return { href: ctx.href(route, extra), target: 'same-tab' }
}

/** A table with nothing to show (no paper or question here): paged like its request when remote. */
export function emptyTable(request?: Pick<ReportTableRequest, 'page' | 'pageSize'>): TableView {
  return { columns: [], rows: [], paging: request ? { page: request.page, pageSize: request.pageSize, total: 0 } : null, sort: null }
}

/**
 * The calls that answer over one group only (quesQuality, quesInfo: statistics over tgkey, units paged
 * beside them), once per total of the view: the first also carries the page of units the table asked for.
 */
export function perTotal<T>(
  exam: Pick<ReportExamInfo, 'totals'>,
  level: UnitLevel,
  request: Pick<ReportTableRequest, 'page' | 'pageSize'>,
  call: (tgkey: string, body: object) => Promise<T>,
): Promise<T[]> {
  return Promise.all(exam.totals.map((g, i) => call(g.key, i === 0 ? { level, ...pagingOf({ ...request, sort: null }) } : { level, limit: 1 })))
}
