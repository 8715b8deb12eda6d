import type { XlsxCell, XlsxColumn } from '@report/contracts/bff/xlsx'
import type { XlsxStyles } from './xlsx-parts.ts'

/**
 * The XML of one worksheet, built as strings: the head (frozen header, column widths, header rows),
 * the data rows one at a time, the tail (merges). Cells are typed by value: numbers as <v>, text as
 * inline strings (no shared-string table to hold in memory), booleans as t="b", dates as serial days
 * with a date format. Empty cells are left out; the column's own style covers them.
 */

const DEFAULT_WIDTH = 14
/** Days from Excel's epoch (1899-12-30) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569
const DAY_MS = 86_400_000

/** Characters XML 1.0 cannot hold at all (dropped, as exceljs did) and lone surrogate halves. */
const NOT_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
/** Anything that needs more than copying: markup characters, the above, edge whitespace to preserve. */
const NEEDS_CARE = /[&<>\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]|^\s|\s$/

export function columnLetters(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/** `<is><t>…</t></is>` for a string, escaped, with xml:space="preserve" when its edges are whitespace. */
export function inlineText(text: string): string {
  if (!NEEDS_CARE.test(text)) return `<is><t>${text}</t></is>`
  const clean = text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return /^\s|\s$/.test(clean) ? `<is><t xml:space="preserve">${clean}</t></is>` : `<is><t>${clean}</t></is>`
}

export interface SheetXml {
  head: string
  /** The XML of data row `rowNumber` (1-based, header rows included in the count). */
  row(cells: readonly XlsxCell[], rowNumber: number): string
  tail: string
  /** Rows the header takes (1, or 2 with groups). */
  headerRows: number
}

export function sheetXml(columns: readonly XlsxColumn[], styles: XlsxStyles): SheetXml {
  const letters = columns.map((_, i) => columnLetters(i))
  const numFmts = columns.map((c) => (c.text ? '@' : c.numFmt))
  const bodyStyle = numFmts.map((f) => styles.id(f, false))
  const headerStyle = numFmts.map((f) => styles.id(f, true))
  const dateStyle = numFmts.map((f, i) => (f ? bodyStyle[i]! : styles.id('mm-dd-yy', false)))
  const sAttr = (id: number) => (id ? ` s="${id}"` : '')
  // Per column, everything before the row number and everything between it and the value.
  const open = letters.map((l) => `<c r="${l}`)
  const numberAfter = bodyStyle.map((id) => `"${sAttr(id)}><v>`)
  const textAfter = bodyStyle.map((id) => `"${sAttr(id)} t="inlineStr">`)
  const boolAfter = bodyStyle.map((id) => `"${sAttr(id)} t="b"><v>`)
  const dateAfter = dateStyle.map((id) => `"${sAttr(id)}><v>`)
  const text = columns.map((c) => c.text === true)
  const width = columns.length

  const grouped = columns.some((c) => c.group)
  const headerRows = grouped ? 2 : 1
  const bold = styles.id(undefined, true)
  const headerCell = (i: number, row: number, title: string | null) =>
    title === null ? `<c r="${letters[i]}${row}"${sAttr(headerStyle[i]!)}/>` : `<c r="${letters[i]}${row}"${sAttr(headerStyle[i]!)} t="inlineStr">${inlineText(title)}</c>`
  const headerRow = (row: number, titles: ReadonlyArray<string | null>) =>
    `<row r="${row}"${sAttr(bold)} customFormat="1">${titles.map((title, i) => headerCell(i, row, title)).join('')}</row>`

  const merges: string[] = []
  let header: string
  if (!grouped) header = headerRow(1, columns.map((c) => c.title))
  else {
    // Top: each group's title once over its run of columns; an ungrouped title merged down both rows.
    const top: Array<string | null> = []
    const bottom: Array<string | null> = []
    for (let start = 0; start < width; ) {
      const group = columns[start]!.group
      let end = start
      if (group) while (end + 1 < width && columns[end + 1]!.group === group) end++
      for (let i = start; i <= end; i++) {
        top.push(i === start ? (group ?? columns[i]!.title) : null)
        bottom.push(group ? columns[i]!.title : null)
      }
      if (group && end > start) merges.push(`${letters[start]}1:${letters[end]}1`)
      else if (!group) merges.push(`${letters[start]}1:${letters[start]}2`)
      start = end + 1
    }
    header = headerRow(1, top) + headerRow(2, bottom)
  }

  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? DEFAULT_WIDTH}"${bodyStyle[i] ? ` style="${bodyStyle[i]}"` : ''} customWidth="1"/>`)
    .join('')
  const first = `A${headerRows + 1}`
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${headerRows}" topLeftCell="${first}" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="${first}" sqref="${first}"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>${width ? `<cols>${cols}</cols>` : ''}<sheetData>${width ? header : ''}`
  const tail =
    '</sheetData>' +
    (merges.length ? `<mergeCells count="${merges.length}">${merges.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>` : '') +
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>'

  function row(cells: readonly XlsxCell[], n: number): string {
    let xml = `<row r="${n}">`
    for (let i = 0; i < width; i++) {
      const value = cells[i]
      if (value === null || value === undefined) continue
      if (text[i]) xml += open[i]! + n + textAfter[i]! + inlineText(String(value)) + '</c>'
      else if (typeof value === 'number') {
        if (Number.isFinite(value)) xml += open[i]! + n + numberAfter[i]! + value + '</v></c>'
      } else if (typeof value === 'string') xml += open[i]! + n + textAfter[i]! + inlineText(value) + '</c>'
      else if (typeof value === 'boolean') xml += open[i]! + n + boolAfter[i]! + (value ? '1' : '0') + '</v></c>'
      else if (value instanceof Date) {
        const time = value.getTime()
        if (Number.isFinite(time)) xml += open[i]! + n + dateAfter[i]! + (EXCEL_EPOCH_DAYS + time / DAY_MS) + '</v></c>'
      }
    }
    return xml + '</row>'
  }

  return { head, row, tail, headerRows }
}
