/**
 * Date ranges of the exam-list filter. Dates are compared as `YYYY-MM-DD` strings (the form of
 * `<input type="date">`); the list's `YYYY/MM/DD` is converted on the way in.
 */

export type RangeShortcut = '3d' | '1w' | '1m' | '3m' | '6m' | '1y' | '3y'

export const RANGE_SHORTCUTS: ReadonlyArray<{ key: RangeShortcut; label: string }> = [
  { key: '3d', label: '近3天' },
  { key: '1w', label: '近1周' },
  { key: '1m', label: '近1月' },
  { key: '3m', label: '近3月' },
  { key: '6m', label: '近6月' },
  { key: '1y', label: '近1年' },
  { key: '3y', label: '近3年' },
]

export const DEFAULT_SHORTCUT: RangeShortcut = '6m'

export interface DateRange {
  /** Inclusive bounds, `YYYY-MM-DD`; empty means open. */
  from: string
  to: string
}

export const ALL_DATES: DateRange = { from: '', to: '' }

const pad = (n: number) => String(n).padStart(2, '0')
export const isoDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** The range a shortcut means on `today` (local calendar days, today included). */
export function shortcutRange(shortcut: RangeShortcut, today: Date): DateRange {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  switch (shortcut) {
    case '3d':
      from.setDate(from.getDate() - 3)
      break
    case '1w':
      from.setDate(from.getDate() - 7)
      break
    case '1m':
      shiftMonths(from, 1)
      break
    case '3m':
      shiftMonths(from, 3)
      break
    case '6m':
      shiftMonths(from, 6)
      break
    case '1y':
      shiftMonths(from, 12)
      break
    case '3y':
      shiftMonths(from, 36)
      break
  }
  return { from: isoDay(from), to: isoDay(today) }
}

/** Months back, clamped to the month's last day (31 Aug − 6 months is 28/29 Feb, not 3 Mar). */
function shiftMonths(date: Date, months: number): void {
  const day = date.getDate()
  date.setDate(1)
  date.setMonth(date.getMonth() - months)
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate()
  date.setDate(Math.min(day, last))
}

/** `2026/11/03`, `2026-11-03` or `2026.11.03` → `2026-11-03`; anything else → ''. */
export function toIsoDay(value: string): string {
  const match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})/.exec(value)
  if (!match) return ''
  return `${match[1]}-${pad(Number(match[2]))}-${pad(Number(match[3]))}`
}

export function inRange(isoDate: string, range: DateRange): boolean {
  if (!range.from && !range.to) return true
  if (!isoDate) return false
  return (!range.from || isoDate >= range.from) && (!range.to || isoDate <= range.to)
}
