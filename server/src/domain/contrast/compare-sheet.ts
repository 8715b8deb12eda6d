import type { CompareTable } from '@report/contracts/bff/contrast'
import type { XlsxCell, XlsxColumn } from '@report/contracts/bff/xlsx'
import type { XlsxSheet } from '../../lib/xlsx-stream.ts'
import { sheetFormat, shownNumber } from '../tables/format-number.ts'

/**
 * A comparison table as a sheet (the `contrast` download): the leading name columns (姓名, 学号, 班级, or
 * 单位) as text, so 学号 keeps its zeros; every figure column's cells as the numbers they show, under the
 * column's Excel format ('2.12%' is 0.0212 formatted 0.00%, '+3' is 3), so Excel sorts and sums them;
 * '--' and '未考' stay text.
 */
export function compareSheet(table: Pick<CompareTable, 'title' | 'columns' | 'rows'>): XlsxSheet {
  const header: XlsxColumn[] = table.columns.map((col) => {
    const numFmt = sheetFormat(col.format)
    return { title: col.title, ...(col.group ? { group: col.group } : {}), ...(col.format ? (numFmt ? { numFmt } : {}) : col.group ? {} : { text: true, width: 14 }) }
  })
  const cell = (text: string, i: number): XlsxCell => {
    const format = table.columns[i]?.format
    return format ? (shownNumber(text, format) ?? text) : text
  }
  return { name: table.title, header, rows: table.rows.map((row) => row.cells.map(cell)) }
}
