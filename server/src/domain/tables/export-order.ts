import type { TableSort, TableView } from '@report/contracts/bff/table'
import { sortRows } from '@report/contracts/bff/table-rules'

/**
 * Issue 15 item 6: 下载表格 brings the rows in the order the user sees. A paged table comes from its
 * source already in the asked order; a table loaded whole is sorted in the browser, so the export
 * sorts it by the same rule (contracts table-rules sortRows: totals on top, '--' and '未考' last).
 */
export function inScreenOrder(table: TableView, sort: TableSort | null): TableView {
  if (!sort || table.paging !== null) return table
  return { ...table, rows: sortRows(table.rows, sort), sort }
}
