// Issue 37: the dashboard's 各单位总分 table is paged and sorted by the BFF. The upstream answer already
// holds every unit, so the order and the page are worked out here rather than asked of the upstream, and
// only the page's rows are turned into cells.

import type { DashboardRow } from '@report/contracts/upstream/reports/exam'
import type { TableSort } from '@report/contracts/bff/table'
import { dashboardFigure, isDashboardFigure } from './paper-figures.ts'

/** The page of a table the client asks for (views/reports/define.ts ReportTableRequest). */
export interface UnitPageRequest {
  page: number
  pageSize: number
  sort: TableSort | null
}

export interface UnitPage<U> {
  items: U[]
  /** Units of the whole list. */
  total: number
  /** The sort applied: null when none was asked or its key is no figure of the table. */
  sort: TableSort | null
}

/**
 * dashboardUnitPage(units, W, request) = page `page` of `pageSize` units, in roster order or sorted by a figure on
 * 总分 (dashboardFigure, the number a cell shows before rounding): asc or desc, units without the figure
 * (no score: the cell shows --) last either way, equal figures in roster order (the table's rule,
 * contracts table-rules sortRows). An unknown key sorts by nothing, as an upstream sort does.
 */
export function dashboardUnitPage(units: readonly DashboardRow[], full: number, request: UnitPageRequest): UnitPage<DashboardRow> {
  const key = request.sort && isDashboardFigure(request.sort.key) ? request.sort.key : null
  const ordered = key ? sortedBy(units, (unit) => dashboardFigure(key, unit.papers.find((p) => p.pindex === 0), full).raw, request.sort!.rule) : units
  const size = Math.max(1, Math.floor(request.pageSize))
  const from = (Math.max(1, Math.floor(request.page)) - 1) * size
  return { items: ordered.slice(from, from + size), total: units.length, sort: key ? request.sort : null }
}

/** `items` by `valueOf` (read once per item), blanks last whatever the direction, ties in the given order. */
function sortedBy<U>(items: readonly U[], valueOf: (item: U) => number | null, rule: TableSort['rule']): U[] {
  const sign = rule === 'desc' ? -1 : 1
  const keyed = items.map((item, index) => {
    const value = valueOf(item)
    return { item, index, value: value !== null && Number.isFinite(value) ? value : null }
  })
  keyed.sort((p, q) => {
    if (p.value === null || q.value === null) return p.value === q.value ? p.index - q.index : p.value === null ? 1 : -1
    return sign * (p.value - q.value) || p.index - q.index
  })
  return keyed.map((k) => k.item)
}
