import type { CellValue, TableColumn, TableRow } from '@report/contracts/bff/table'
import type { XlsxCell, XlsxColumn } from '@report/contracts/bff/xlsx'
import type { XlsxSheet } from '../../lib/xlsx-stream.ts'
import { leafColumns } from '../tables/columns.ts'
import { sheetFormat, shownNumber } from '../tables/format-number.ts'

/**
 * A report table as an .xlsx sheet: the leaf columns as the header (a grouped column's title above its
 * children), every page's rows streamed as they arrive. Every figure is a number cell, as the page shows
 * it, under its column's Excel format ('70.00%' is 0.7 formatted 0.00%, so Excel sorts and sums it);
 * '--' and '未考' stay text; text columns (学号) keep leading zeros.
 */
export function tableSheet(name: string, columns: readonly TableColumn[], pages: AsyncIterable<{ rows: readonly TableRow[] }>, maxRows: number): XlsxSheet {
  const leaves = leafColumns(columns)
  const header = sheetHeader(columns)
  async function* rows(): AsyncGenerator<XlsxCell[]> {
    // Pinned rows (全体, averages) come with every upstream page so each screen page shows them;
    // the download has one sheet, so each is written once, where it first appears.
    const pinnedWritten = new Set<string>()
    for await (const page of pages) {
      for (const row of page.rows) {
        if (row.pinned) {
          if (pinnedWritten.has(row.key)) continue
          pinnedWritten.add(row.key)
        }
        yield leaves.map(({ column }) => exportCell(row.cells[column.key], column))
      }
    }
  }
  return { name, header, rows: rows(), maxRows }
}

/**
 * A sheet from pages whose rows are already the file's cells in leaf-column order (a table's
 * `sheetPage`, views/reports/define.ts): tableSheet's header, the rows written as they come.
 */
export function cellSheet(name: string, columns: readonly TableColumn[], pages: AsyncIterable<{ rows: readonly XlsxCell[][] }>, maxRows: number): XlsxSheet {
  async function* rows(): AsyncGenerator<XlsxCell[]> {
    for await (const page of pages) yield* page.rows
  }
  return { name, header: sheetHeader(columns), rows: rows(), maxRows }
}

/** The leaf columns as the header (a grouped column's title above its children). */
function sheetHeader(columns: readonly TableColumn[]): XlsxColumn[] {
  return leafColumns(columns).map(({ column, path }) => ({
    title: path.length > 1 ? path.slice(1).join('') : column.title,
    ...(path.length > 1 ? { group: path[0]! } : {}),
    ...(column.text ? { text: true } : {}),
    ...(!column.text && sheetFormat(column.format) ? { numFmt: sheetFormat(column.format) } : {}),
    width: column.width ? Math.max(8, Math.round(column.width / 7)) : 12,
  }))
}

function exportCell(value: CellValue | undefined, column: TableColumn): XlsxCell {
  if (value === undefined) return null
  if (column.text) return String(value)
  return shownNumber(value, column.format) ?? value
}

/**
 * Pages 1…last of a list, page 1 already in hand, each next page asked for while the one before is
 * being written: the upstream's time and the workbook's overlap, and at most two pages are in memory.
 */
export async function* pagesAhead<P>(first: P, last: number, load: (page: number) => Promise<P>): AsyncGenerator<P> {
  let next = last >= 2 ? load(2) : null
  next?.catch(() => {})
  yield first
  for (let page = 2; page <= last && next; page++) {
    const current = await next
    next = page + 1 <= last ? load(page + 1) : null
    next?.catch(() => {})
    yield current
  }
}
