import type { CellValue, NumberFormat } from '@report/contracts/bff/table'
import { CELL_ABSENT, CELL_UNKNOWN } from '@report/contracts/bff/table-rules'

/**
 * Round half up (away from zero for negatives, like Excel ROUND; analytics.md "round half up, not
 * banker's rounding"). Shifting through toPrecision(15) first keeps 1.005 → 1.01, where
 * (1.005).toFixed(2) gives '1.00'.
 */
export function roundHalfUp(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value
  const scale = 10 ** digits
  let shifted = Math.abs(value) * scale
  // toPrecision(15) only matters next to a half (its correction is below 1e-14 of the value); far
  // from one, Math.round already gives the same answer, without a string per cell (every table cell
  // of every report goes through here).
  if (Math.abs(shifted - Math.floor(shifted) - 0.5) <= 1e-9 * Math.max(1, shifted)) shifted = Number(shifted.toPrecision(15))
  const rounded = Math.round(shifted) / scale
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

/** The column formats (contracts NumberFormat), for columns and cells to name. */
export const SCORE: NumberFormat = { kind: 'score' }
export const FIXED: NumberFormat = { kind: 'fixed' }
export const PERCENT: NumberFormat = { kind: 'percent' }
export const INTEGER: NumberFormat = { kind: 'integer' }
export const SIGNED: NumberFormat = { kind: 'signed' }

const DEFAULT_DIGITS = 2
const digitsOf = (format: NumberFormat) => format.digits ?? (format.kind === 'integer' || format.kind === 'signed' ? 0 : DEFAULT_DIGITS)

/**
 * A number as its column shows it (contracts NumberFormat):
 * score → up to 2 decimals, trailing zeros dropped (68.2); fixed → exactly 2 decimals ('0.68');
 * percent → ratio × 100 with 2 decimals and % ('70.00%'); integer → rounded (812); signed → rounded
 * with its sign ('+3', '-2', '0'). Not a finite number → '--'.
 */
export function formatNumber(value: number | null | undefined, format: NumberFormat = { kind: 'score' }): CellValue {
  if (value === null || value === undefined || !Number.isFinite(value)) return CELL_UNKNOWN
  const digits = digitsOf(format)
  switch (format.kind) {
    case 'score':
      return roundHalfUp(value, digits) + 0
    case 'fixed':
      return roundHalfUp(value, digits).toFixed(digits)
    case 'percent':
      return `${roundHalfUp(value * 100, digits).toFixed(digits)}%`
    case 'integer':
      return roundHalfUp(value, 0) + 0
    case 'signed': {
      const n = roundHalfUp(value, digits) + 0
      return n > 0 ? `+${n}` : String(n)
    }
  }
}

const NUMBER_TEXT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * shownNumber(cell, format) = the number a display cell of that column shows, read back for a
 * spreadsheet ('70.00%' → 0.7, '0.68' → 0.68, '+3' → 3, 812 → 812): the figure the screen shows, to the
 * decimals it shows. Null for a text cell ('--', '未考', a name) or a column without a format.
 */
export function shownNumber(cell: CellValue | undefined, format: NumberFormat | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null
  if (cell === undefined || !format) return null
  const text = cell.trim()
  if (format.kind === 'percent') {
    const body = text.endsWith('%') ? text.slice(0, -1).trim() : null
    return body !== null && NUMBER_TEXT.test(body) ? roundHalfUp(Number(body) / 100, digitsOf(format) + 2) + 0 : null
  }
  return NUMBER_TEXT.test(text) ? Number(text) + 0 : null
}

/**
 * sheetFormat(format) = the Excel number format of a column, showing its numbers as the screen does:
 * fixed '0.00', percent '0.00%', integer '0', signed '+0;-0;0'; a score keeps Excel's General, which
 * shows 68.5 and 70 as they are (its values carry at most two decimals).
 */
export function sheetFormat(format: NumberFormat | undefined): string | undefined {
  if (!format) return undefined
  const digits = digitsOf(format)
  const decimals = digits > 0 ? `.${'0'.repeat(digits)}` : ''
  switch (format.kind) {
    case 'score':
      return undefined
    case 'fixed':
      return `0${decimals}`
    case 'percent':
      return `0${decimals}%`
    case 'integer':
      return '0'
    case 'signed':
      return `+0${decimals};-0${decimals};0${decimals}`
  }
}

export interface CellOptions {
  format?: NumberFormat | undefined
  /** The student did not sit the paper: '未考' whatever the value (analytics.md: absent is not zero). */
  absent?: boolean | undefined
}

/**
 * One display cell (spec 2 §2): absent → '未考'; no value (null, undefined, NaN, '') → '--'; a number
 * through its column format; any other string as it is. A real 0 stays 0.
 */
export function toCell(value: number | string | null | undefined, options: CellOptions = {}): CellValue {
  if (options.absent) return CELL_ABSENT
  if (typeof value === 'string') return value.trim() === '' ? CELL_UNKNOWN : value
  return formatNumber(value, options.format)
}
