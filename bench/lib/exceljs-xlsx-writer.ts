import { once } from 'node:events'
import type { Writable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { XlsxCell, XlsxColumn } from '@report/contracts/bff/xlsx'
import { sheetName, type WriteXlsxOptions, type WriteXlsxResult, type XlsxSheet } from '../../server/src/lib/xlsx-stream.ts'

/**
 * The BFF's .xlsx writer before bench/xlsx-writers.ts's contest (server/src/lib/xlsx-stream.ts up to
 * that commit), kept as a contestant: exceljs's streaming WorkbookWriter, every row committed as it
 * arrives, inline strings, one style object per column, the bold header and its merges.
 */

const DEFAULT_WIDTH = 14

function columnsOf(header: unknown): XlsxColumn[] {
  if (!Array.isArray(header)) throw new TypeError('header must be an array')
  return header.map((column: unknown, index) => {
    if (typeof column === 'string') return { title: column }
    if (column && typeof column === 'object' && typeof (column as XlsxColumn).title === 'string') return column as XlsxColumn
    throw new TypeError(`header[${index}] must be a string or a column with a title`)
  })
}

/** Writes the workbook to `out` and resolves when the last byte is handed to it. */
export async function writeXlsxWithExceljs(out: Writable, sheets: readonly XlsxSheet[], options: WriteXlsxOptions = {}): Promise<WriteXlsxResult> {
  // Every header is checked before the first byte, so a bad call fails as an error, not a broken file.
  const plans = sheets.map((sheet) => ({ sheet, columns: columnsOf(sheet.header) }))
  const batchRows = options.batchRows ?? 200
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true })
  workbook.creator = options.creator ?? '成绩分析报告'
  const result: WriteXlsxResult = { rows: [] }
  const taken = new Set<string>()
  try {
    for (const { sheet, columns } of plans) {
      const name = sheetName(sheet.name, taken)
      taken.add(name.toLowerCase())
      const headerRows = columns.some((c) => c.group) ? 2 : 1
      const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: headerRows }] })
      // exceljs gives every new cell a fresh copy of its column's style and then works out each copy's
      // style id from its XML; it keeps the id per style object, so every cell gets its column's one object.
      const styles = columns.map((c): Partial<ExcelJS.Style> => {
        const numFmt = c.text ? '@' : c.numFmt
        return numFmt ? { numFmt } : {}
      })
      worksheet.columns = columns.map((c, i) => ({ width: c.width ?? DEFAULT_WIDTH, style: styles[i]! }))
      writeHeader(worksheet, columns)
      let count = 0
      const max = sheet.maxRows ?? Number.POSITIVE_INFINITY
      for await (const cells of sheet.rows) {
        if (count >= max) break
        options.signal?.throwIfAborted()
        const row = worksheet.addRow(toRow(cells, columns))
        for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i]!
        row.commit()
        count++
        if (count % batchRows === 0) await drained(out, options.signal)
      }
      worksheet.commit()
      result.rows.push(count)
    }
    await workbook.commit()
    return result
  } catch (error) {
    // Stop the zip so nothing more is written; the caller decides what happens to `out`.
    ;(workbook as unknown as { zip?: { abort?: () => void } }).zip?.abort?.()
    throw error
  }
}

function toRow(cells: readonly XlsxCell[], columns: readonly XlsxColumn[]): ExcelJS.CellValue[] {
  const row: ExcelJS.CellValue[] = new Array(columns.length)
  for (let i = 0; i < columns.length; i++) {
    const value = cells[i]
    if (value === undefined || value === null) row[i] = null
    else if (columns[i]!.text) row[i] = String(value)
    else row[i] = value
  }
  return row
}

function writeHeader(worksheet: ExcelJS.Worksheet, columns: readonly XlsxColumn[]): void {
  const grouped = columns.some((c) => c.group)
  if (!grouped) {
    const row = worksheet.addRow(columns.map((c) => c.title))
    row.font = { bold: true }
    row.commit()
    return
  }
  const top = worksheet.addRow(columns.map((c) => c.group ?? c.title))
  const bottom = worksheet.addRow(columns.map((c) => c.title))
  top.font = { bold: true }
  bottom.font = { bold: true }
  for (let start = 0; start < columns.length; ) {
    const group = columns[start]!.group
    let end = start
    if (group) while (end + 1 < columns.length && columns[end + 1]!.group === group) end++
    if (group && end > start) worksheet.mergeCells(1, start + 1, 1, end + 1)
    else if (!group) worksheet.mergeCells(1, start + 1, 2, start + 1)
    start = end + 1
  }
  top.commit()
  bottom.commit()
}

/** A turn of the event loop (the zip deflates), then wait while `out` is over its high-water mark. */
async function drained(out: Writable, signal: AbortSignal | undefined): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve))
  while (out.writableNeedDrain && !out.destroyed) {
    const stop = new AbortController()
    const options = { signal: signal ? AbortSignal.any([signal, stop.signal]) : stop.signal }
    try {
      await Promise.race([once(out, 'drain', options), once(out, 'close', options)])
    } finally {
      stop.abort()
    }
  }
  signal?.throwIfAborted()
  if (out.destroyed) throw new Error('output closed before the workbook was complete')
}
