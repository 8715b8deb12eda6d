import type { CellValue, TableColumn, TableRow, TableSort, TableView } from '@report/contracts/bff/table'
import { MAX_PAGE_LIMIT, type GroupRef, type UnitLevel } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { ReportAnswer } from '@report/contracts/upstream/reports/answers'
import { orderUnits, wholeInView } from '../../../../domain/reports/units.ts'
import type { ReportContext } from '../../report-context.ts'
import type { CellRef, ExplainedFigure, ReportTableRequest } from '../../define.ts'
import type { Figure } from '../../../../domain/metrics/figures.ts'
import { unitLabel, unitLevel } from '../filters.ts'
import { pagingOf } from '../student-table.ts'

/** The unit tables' calls (overview, rates, segments, rank scale, effective): whole totals, paged units. */
type UnitCall = 'overview' | 'rates' | 'segments' | 'rankScale' | 'effective'

/** More units than this are not shown (a city's classes of the provincial exam are about 2,400). */
const MAX_UNIT_PAGES = 10

/**
 * Every unit of a level with the totals, in table order: units are few (a school's classes, a joint
 * exam's schools), so unit tables are local (sorted and collapsed by the client); the upstream pages
 * them by 500, and the rare longer list is read page by page in parallel.
 */
export async function allUnits<K extends UnitCall>(ctx: ReportContext, key: K, body: object): Promise<ReportAnswer<K>> {
  const first: ReportAnswer<UnitCall> = await ctx.callOnce(key, { ...body, offset: 0, limit: MAX_PAGE_LIMIT })
  const pages = Math.min(Math.ceil(first.total / MAX_PAGE_LIMIT), MAX_UNIT_PAGES)
  const rest: Array<ReportAnswer<UnitCall>> = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, n) => ctx.callOnce(key, { ...body, offset: (n + 1) * MAX_PAGE_LIMIT, limit: MAX_PAGE_LIMIT })))
  const units = (answer: ReportAnswer<UnitCall>): ReadonlyArray<{ group: GroupRef }> => answer.items
  // The pages of one call joined: still that call's answer (TypeScript cannot follow K through the join).
  return { ...first, items: orderUnits([first, ...rest].flatMap(units)) } as ReportAnswer<K>
}

/** The units of a level in view as the exam's info lists them (the upstream's roster order). */
export const catalogueOf = (exam: Pick<ReportExamInfo, 'groups'>, level: UnitLevel): readonly GroupRef[] => (level === 'tclass' ? [] : exam.groups[level])

/**
 * A view with more units than this pages a unit table upstream (a city's 2,000 schools of the 1,000,000 exam were a
 * 7.8 MB page, issue 37), sorted on the columns the upstream sorts; fewer units are one local table, sorted and
 * collapsed on any column by the client.
 */
export const LOCAL_UNITS = 200
export const pagesUnits = (exam: Pick<ReportExamInfo, 'groups'>, level: UnitLevel): boolean => catalogueOf(exam, level).length > LOCAL_UNITS

/** One answer of a unit table and how it was read: every unit, or (paged) one page sorted upstream by `sort`. */
export interface UnitTableAnswer<K extends UnitCall> {
  data: ReportAnswer<K>
  paged: boolean
  sort: TableSort | null
}

/**
 * A unit table's answer: every unit for a view of few units; for a view of many (pagesUnits) the table's page,
 * sorted upstream when its column is one the upstream sorts (`sorts`), and without a page (a page's summary
 * blocks) one unit's answer with the totals.
 */
export async function unitTableAnswer<K extends UnitCall>(
  ctx: ReportContext,
  key: K,
  body: object,
  request: ReportTableRequest | undefined,
  sorts: ReadonlySet<string>,
): Promise<UnitTableAnswer<K>> {
  const [exam, level] = await Promise.all([ctx.exam(), unitLevel(ctx)])
  if (!pagesUnits(exam, level)) return { data: await allUnits(ctx, key, body), paged: false, sort: null }
  const sort = request?.sort && sorts.has(request.sort.key) ? request.sort : null
  const page = request ? pagingOf(request) : { offset: 0, limit: 1 }
  const data: ReportAnswer<K> = await ctx.callOnce(key, { ...body, ...page, ...(sort ? { sort: { key: sort.key, rule: sort.rule } } : {}) })
  return { data, paged: true, sort }
}

/** The paging a unit table states: the page asked when read by pages, else none (every row, local). */
export const unitTablePaging = (answer: UnitTableAnswer<UnitCall>, request: ReportTableRequest): TableView['paging'] =>
  answer.paged ? { page: request.page, pageSize: request.pageSize, total: answer.data.total } : null

/** Whether a unit table needs a 学校 column: over every unit in view when it is read by pages (the same columns on every page). */
export const unitTableSpansSchools = (exam: Pick<ReportExamInfo, 'groups'>, level: UnitLevel, answer: UnitTableAnswer<UnitCall>): boolean =>
  spansSchools(level, answer.paged ? catalogueOf(exam, level).map((group) => ({ group })) : answer.data.items)

/** Whether the table needs a 学校 column: classes of several schools. */
export function spansSchools(level: UnitLevel, units: ReadonlyArray<{ group: GroupRef }>): boolean {
  return (level === 'class' || level === 'tclass') && new Set(units.map((u) => u.group.schoolId)).size > 1
}

/** The unit's name (pinned), and its school beside a class when the table spans several schools. */
export function unitColumns(level: UnitLevel, schools: boolean): TableColumn[] {
  const columns: TableColumn[] = [{ key: 'unit', title: unitLabel(level), pinned: true, width: 120 }]
  if (schools) columns.push({ key: 'school', title: '学校', width: 140 })
  return columns
}

export function unitCells(exam: Pick<ReportExamInfo, 'groups'>, group: GroupRef, schools: boolean): Record<string, CellValue> {
  const cells: Record<string, CellValue> = { unit: group.name }
  if (schools) cells.school = exam.groups.school.find((s) => s.id === group.schoolId)?.name ?? '--'
  return cells
}

/** The units a chart shows: the first 40 in table order (spec 2: keep a chart to about 40 categories). */
export const CHART_UNITS = 40

export interface UnitRowParts {
  cells: Record<string, CellValue>
  drills?: Record<string, Record<string, string>>
  /** Columns whose mean or rate is over fewer than 10 students. */
  small?: string[]
}

/** The cells of a row from their figures (one function for every report table). */
export { figureCells } from '../../../../domain/metrics/figure-cells.ts'

/**
 * A figure of a unit table (block|group key|column): the row of that group in the same answer, its figure
 * by the page's own function, its students by the page's own drills. `title` names the column (null: no figure).
 */
export function unitCellFigure<R extends { group: GroupRef }>(
  exam: ReportExamInfo,
  data: { totals: readonly R[]; items: readonly R[] },
  cell: CellRef,
  figureOf: (row: R) => Figure | null,
  parts: (row: R, drillable: boolean) => UnitRowParts,
  title: (row: R) => string,
): ExplainedFigure | null {
  const row = [...data.totals, ...data.items].find((r) => r.group.key === cell.row)
  const figure = row ? figureOf(row) : null
  if (!row || !figure) return null
  const drill = parts(row, wholeInView(row.group, exam)).drills?.[cell.column] ?? null
  return { figure, context: { caption: caption(row.group.name, title(row)), group: row.group.name, drill } }
}

/**
 * The rows of a unit table: the totals pinned at the top, then the units. `parts` gets whether the
 * group's drills would list its whole count (wholeInView); it leaves drills off when not.
 */
export function unitRows<R extends { group: GroupRef }>(
  exam: ReportExamInfo,
  level: UnitLevel,
  data: { totals: readonly R[]; items: readonly R[] },
  parts: (row: R, drillable: boolean) => UnitRowParts,
): TableRow[] {
  const schools = spansSchools(level, data.items)
  const row = (r: R, pinned: boolean): TableRow => {
    const { cells, drills, small } = parts(r, wholeInView(r.group, exam))
    return {
      key: r.group.key,
      cells: { ...unitCells(exam, r.group, schools && !pinned), ...cells },
      ...(drills && Object.keys(drills).length > 0 ? { drills } : {}),
      ...(small && small.length > 0 ? { small } : {}),
      ...(pinned ? { pinned: true } : {}),
    }
  }
  return [...data.totals.map((r) => row(r, true)), ...data.items.map((r) => row(r, false))]
}

/** A drill caption: '高二(3)班 · 数学 · 前50名'. */
export function caption(...parts: string[]): string {
  return parts.filter((p) => p !== '').join(' · ').slice(0, 80)
}
