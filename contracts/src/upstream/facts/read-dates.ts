import { UNREAD, type Unread } from './read-scalars.ts'

/**
 * Readers of dates and times (spec 1 §3 lists time, event_time and shortDate without types; spec 1 §9 shows
 * dates as YYYY/MM/DD, YYYY-MM-DD and YYYY.MM.DD). A platform may send epoch milliseconds or seconds,
 * a date with any of those separators, a compact YYYYMMDD, or an ISO date-time with or without a zone;
 * a time without a zone is Beijing time. Each reader gives its one normal form.
 *
 * Beijing time is UTC+8 all year (China has kept no daylight saving since 1991), so a fixed offset
 * reads it exactly without a time-zone database, cheaply enough for a list of 2,000 exams.
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000

/** Below this an epoch is in seconds: 1e11 s is the year 5138, 1e11 ms is March 1973. */
const EPOCH_SECONDS_BELOW = 1e11

/** `2024-11-05`, `2024/11/5`, `2024.11.05`, then an optional time and zone. */
const DATE_TIME = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/
const DIGITS = /^[+-]?\d+$/

/** Epoch ms of a wall-clock time in Beijing, or UNREAD when a part is out of range. */
function beijingWallClock(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number | Unread {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60) return UNREAD
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms)
  // 2024-02-30 rolls over to March in Date.UTC: not a date.
  if (new Date(utc).getUTCDate() !== d) return UNREAD
  return utc - BEIJING_OFFSET_MS
}

function zoneOffsetMs(zone: string): number {
  if (zone === 'Z' || zone === 'z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  return sign * (Number(digits.slice(0, 2)) * 3_600_000 + Number(digits.slice(2, 4) || '0') * 60_000)
}

/** An 8-digit whole number that is a calendar date (20241105), as epoch ms of its Beijing midnight. */
function compactDate(text: string): number | Unread {
  const m = COMPACT_DATE.exec(text)
  if (!m) return UNREAD
  const y = Number(m[1])
  if (y < 1900 || y > 2999) return UNREAD
  return beijingWallClock(y, Number(m[2]), Number(m[3]))
}

function fromEpoch(n: number): number | Unread {
  if (!Number.isFinite(n)) return UNREAD
  return Math.abs(n) < EPOCH_SECONDS_BELOW ? Math.round(n * 1000) : Math.round(n)
}

/**
 * The instant a value names, as epoch ms: numbers and digit strings are epochs (ms, or s below 1e11)
 * unless they spell a compact date; strings are dates or date-times (Beijing time without a zone).
 */
export function readInstantMs(value: unknown): number | Unread {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 19000101 && value <= 29991231) {
      const compact = compactDate(String(value))
      if (compact !== UNREAD) return compact
    }
    return fromEpoch(value)
  }
  if (typeof value !== 'string') return UNREAD
  const text = value.trim()
  if (DIGITS.test(text)) {
    const compact = compactDate(text)
    return compact !== UNREAD ? compact : fromEpoch(Number(text))
  }
  const m = DATE_TIME.exec(text)
  if (!m) return UNREAD
  const fraction = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0
  const wall = beijingWallClock(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0), fraction)
  if (wall === UNREAD || !m[8]) return wall
  // A zone was given: the wall clock was in that zone, not Beijing's.
  return wall + BEIJING_OFFSET_MS - zoneOffsetMs(m[8])
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The Beijing calendar fields of an instant. */
function beijingFields(ms: number): Date {
  return new Date(ms + BEIJING_OFFSET_MS)
}

function dateOf(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** A calendar date, `YYYY-MM-DD` (the Beijing date of an epoch). `''` stays `''`: no date given. */
export function readDate(value: unknown): string | Unread {
  if (value === '') return ''
  if (typeof value === 'string') {
    // The common case, already in the normal form: no Date object.
    const m = DATE_TIME.exec(value.trim())
    if (m && m[4] === undefined && m[8] === undefined) {
      const ms = beijingWallClock(Number(m[1]), Number(m[2]), Number(m[3]))
      return ms === UNREAD ? UNREAD : `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`
    }
  }
  const ms = readInstantMs(value)
  return ms === UNREAD ? UNREAD : dateOf(beijingFields(ms))
}

/** A date and time, `YYYY-MM-DD HH:mm:ss` in Beijing time. `''` stays `''`. */
export function readDateTime(value: unknown): string | Unread {
  if (value === '') return ''
  const ms = readInstantMs(value)
  if (ms === UNREAD) return UNREAD
  const d = beijingFields(ms)
  return `${dateOf(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

/** An instant as epoch milliseconds. */
export function readEpochMs(value: unknown): number | Unread {
  return readInstantMs(value)
}

/** An instant as an ISO string in UTC (`2026-11-21T02:00:00.000Z`). `''` stays `''`. */
export function readIsoInstant(value: unknown): string | Unread {
  if (value === '') return ''
  const ms = readInstantMs(value)
  if (ms === UNREAD) return UNREAD
  const d = new Date(ms)
  return Number.isNaN(d.getTime()) ? UNREAD : d.toISOString()
}
