import type { FigureExplanation } from '@report/contracts/bff/metric-definition'
import type { TableSort } from '@report/contracts/bff/table'
import { bffGet } from '../../../lib/bff-client.ts'

/** The table a figure is on: its page, and a remote table's sort (which rows the page holds). */
export interface ExplainTable {
  page?: number
  pageSize?: number
  sort?: TableSort
}

/** GET report-explain: the page's query, the cell (block|row|column) and the table's page and sort. */
export function getReportExplain(params: URLSearchParams, cell: string, table: ExplainTable = {}): Promise<FigureExplanation> {
  const search = new URLSearchParams(params)
  search.set('cell', cell)
  if (table.page) search.set('page', String(table.page))
  if (table.pageSize) search.set('pageSize', String(table.pageSize))
  if (table.sort) {
    search.set('sortKey', table.sort.key)
    search.set('sortRule', table.sort.rule)
  }
  return bffGet<FigureExplanation>(`/report-explain?${search.toString()}`)
}
