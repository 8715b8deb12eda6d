import type { ChartExplain, ChartView } from '@report/contracts/bff/chart'
import type { CellLink, TableColumn, TableRow, TableSort, TableView } from '@report/contracts/bff/table'
import type { GroupRef, UnitLevel } from '@report/contracts/upstream/reports/common'
import { roundHalfUp } from '../../../domain/tables/format-number.ts'
import type { ReportTableRequest } from '../define.ts'
import type { ReportContext } from '../report-context.ts'
import { unitLabel } from './filters.ts'

/** Unit rows of the dashboard and common-report tables: the unit column, links to the unit reports, totals pinned, paged group answers, upstream sorts. */

export const UNIT_COLUMN: TableColumn = { key: 'name', title: '单位', pinned: true, width: 140 }

const UNIT_REPORTS: Partial<Record<GroupRef['type'], string>> = { class: 'class-report', school: 'school-report' }

/** The unit's own report (班级分析 / 学校分析) on its name, else nothing. */
export function unitLinks(ctx: ReportContext, group: GroupRef): Record<string, CellLink> | undefined {
  const route = UNIT_REPORTS[group.type]
  return route ? { name: { href: ctx.href(route, { group: group.key }), target: 'same-tab' } } : undefined
}

export const isTotal = (group: GroupRef): boolean => group.type === 'all' || group.type === 'lkall' || group.type === 'qxall' || group.type === 'sall'

/** A table row of a group: pinned when it is a total; the name links to the unit's report. */
export function groupRow(ctx: ReportContext, group: GroupRef, cells: TableRow['cells'], drills?: TableRow['drills']): TableRow {
  const row: TableRow = { key: group.key, cells: { name: group.name, ...cells } }
  if (isTotal(group)) row.pinned = true
  else {
    const links = unitLinks(ctx, group)
    if (links) row.links = links
  }
  if (drills && Object.keys(drills).length > 0) row.drills = drills
  return row
}

/**
 * A column sort the upstream understands: the table key mapped to the upstream's sort key on paper
 * `pindex`; anything else (an unknown key from the address) sorts by nothing.
 */
export function upstreamSort(request: ReportTableRequest, keys: Readonly<Record<string, string>>, pindex: number): { sort?: { key: string; rule: 'asc' | 'desc'; pindex: number }; applied: TableSort | null } {
  const key = request.sort ? keys[request.sort.key] : undefined
  if (!request.sort || !key) return { applied: null }
  return { sort: { key, rule: request.sort.rule, pindex }, applied: request.sort }
}

/** Chart categories: at most this many units (the first page in roster order). */
export const CHART_UNITS = 40

/** A bar chart of unit means (2 decimals; horizontal for long lists). */
export function unitMeanChart(names: readonly string[], means: ReadonlyArray<number | null | undefined>, yTitle: string, explain?: ChartExplain): ChartView {
  return {
    kind: 'bar',
    labels: [...names],
    series: [{ name: '平均分', values: means.map((v) => (v === null || v === undefined ? null : roundHalfUp(v, 2))) }],
    yTitle,
    unit: '分',
    ...(names.length > 12 ? { horizontal: true } : {}),
    ...(explain ? { explain } : {}),
  }
}

/** One page of a paged group answer as a table: the unit column named after the level, the totals pinned above the page's units. */
export function unitPage<R>(
  level: UnitLevel,
  columns: readonly TableColumn[],
  data: { totals: readonly R[]; items: readonly R[]; total: number },
  rowOf: (row: R) => TableRow,
  request: ReportTableRequest,
  sort: TableSort | null,
): TableView {
  return {
    columns: [{ ...UNIT_COLUMN, title: unitLabel(level) }, ...columns],
    rows: [...data.totals, ...data.items].map(rowOf),
    paging: { page: request.page, pageSize: request.pageSize, total: data.total },
    sort,
  }
}
