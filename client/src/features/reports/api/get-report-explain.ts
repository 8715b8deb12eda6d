import type { FigureExplanation } from '@report/contracts/bff/metric-definition'
import { bffGet } from '../../../lib/bff-client.ts'

/** GET report-explain: the page's query, the cell (block|row|column) and the table's page and sort. */
export function getReportExplain(params: URLSearchParams, cell: string, table: { page?: number; pageSize?: number } = {}): Promise<FigureExplanation> {
  const search = new URLSearchParams(params)
  search.set('cell', cell)
  if (table.page) search.set('page', String(table.page))
  if (table.pageSize) search.set('pageSize', String(table.pageSize))
  return bffGet<FigureExplanation>(`/report-explain?${search.toString()}`)
}
