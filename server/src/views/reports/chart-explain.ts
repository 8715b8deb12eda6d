import type { ChartExplain } from '@report/contracts/bff/chart'
import { cellId } from './define.ts'

/** The table page a chart of a paged table's first units shows (its cells are found on that page). */
export interface ChartPage {
  page: number
  pageSize: number
}

/**
 * A chart drawn from a block of the page (issue 36): its labels are the block's rows, each series one of
 * its columns (null: a series that is no figure of the block), so each value opens into the block's cell.
 */
export function blockChartExplain(block: string, rows: readonly string[], columns: ReadonlyArray<string | null>, page?: ChartPage): ChartExplain {
  return {
    cells: columns.map((column) => rows.map((row) => (column === null ? null : cellId({ block, row, column })))),
    ...(page ? { page: page.page, pageSize: page.pageSize } : {}),
  }
}
