import type { CustomTableGrid } from '@report/contracts/bff/custom-tables'
import { formatNumber } from '../tables/format-number.ts'

/** Rows /customTablePage shows of a generated file; the rest are in the file itself. */
export const PAGE_ROWS = 2000

type RawCell = unknown

/** A cell read from a sheet as the page shows it: numbers and text as they are, formulas by their result, the rest empty. */
export function gridCell(value: RawCell): string | number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? '是' : '否'
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    const v = value as { result?: unknown; text?: unknown; richText?: Array<{ text?: unknown }> }
    if ('result' in v) return gridCell(v.result)
    if (typeof v.text === 'string') return v.text
    if (Array.isArray(v.richText)) return v.richText.map((r) => (typeof r.text === 'string' ? r.text : '')).join('')
  }
  return null
}

/** Decimals of a percent number format ('0.00%' → 2, '0%' → 0); null when the format is no percent. */
export function percentDigits(numFmt: string | undefined): number | null {
  const m = numFmt ? /^0(?:\.(0+))?%$/.exec(numFmt.trim()) : null
  return m ? (m[1]?.length ?? 0) : null
}

/**
 * A cell as people read it: a share under a percent format as the report pages' rate columns print
 * it ('69.57%', the digits of the format), the rest as gridCell reads it.
 */
export function sheetCell(value: RawCell, numFmt?: string): string | number | null {
  const cell = gridCell(value)
  const digits = percentDigits(numFmt)
  return typeof cell === 'number' && digits !== null ? formatNumber(cell, { kind: 'percent', digits }) : cell
}

/**
 * sheetGrid(rows, formats) = the header row as the columns and the next rows (at most PAGE_ROWS) as the
 * grid; rows as 0-based arrays of raw cells, formats the cells' number formats in the same places.
 */
export function sheetGrid(rows: ReadonlyArray<ReadonlyArray<RawCell>>, limit = PAGE_ROWS, formats: ReadonlyArray<ReadonlyArray<string | undefined>> = []): CustomTableGrid {
  const [header = [], ...body] = rows
  const columns = header.map((c) => String(gridCell(c) ?? ''))
  const width = columns.length
  return {
    columns,
    rows: body.slice(0, limit).map((r, j) => Array.from({ length: width }, (_, i) => sheetCell(r[i], formats[j + 1]?.[i]))),
    total: body.length,
  }
}

/**
 * groupedSheetGrid(rows, lead, formats) = sheetGrid of a table over several exams, whose first row names
 * the column groups (one per exam, merged over its columns, read back as the same title in each) and
 * whose second row holds the titles: the groups are the runs of titles after the `lead` columns.
 */
export function groupedSheetGrid(rows: ReadonlyArray<ReadonlyArray<RawCell>>, lead: number, limit = PAGE_ROWS, formats: ReadonlyArray<ReadonlyArray<string | undefined>> = []): CustomTableGrid {
  const [top = [], ...rest] = rows
  const grid = sheetGrid(rest, limit, formats.slice(1))
  const groups: Array<{ title: string; span: number }> = []
  for (let i = lead; i < grid.columns.length; i++) {
    const title = String(gridCell(top[i]) ?? '')
    const last = groups[groups.length - 1]
    if (last && (title === '' || title === last.title)) last.span++
    else groups.push({ title, span: 1 })
  }
  return { ...grid, groups }
}
