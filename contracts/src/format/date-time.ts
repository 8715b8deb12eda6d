/**
 * The product's one way to show a date or a time (spec 1 §9, spec 2 §9: YYYY/MM/DD; spec 3 §9 task
 * lists: YYYY/MM/DD HH:mm), always in Asia/Shanghai, whatever form the platform gave: epoch
 * milliseconds or seconds (numbers or digit strings), a Date, ISO text with a zone (converted), or date
 * and time text without one (already Beijing time, as the platform writes it). China keeps UTC+8 all
 * year (no daylight saving since 1991), so Beijing time is the instant plus eight hours.
 *
 * Display only: decoders that normalise what the platform sends live with the upstream shapes.
 */

/** What a date may come as; anything else (a boolean, an object) names no instant. */
export type DateInput = number | string | Date | null | undefined | unknown

const BEIJING_OFFSET_MS = 8 * 3_600_000
/** Below this an epoch number is in seconds (1e11 s is the year 5138; 1e11 ms is 1973). */
const SECONDS_BELOW = 1e11
export const UNKNOWN_DATE = '--'

/** Date and time written without a zone: 2026-11-29, 2026/11/29 01:04, 2026.11.29T01:04:05, 2026年11月29日. */
const LOCAL = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/
/** ISO text with a zone: …Z, …+08:00, …+0800. */
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i

function fromEpoch(n: number): number | null {
  if (!Number.isFinite(n) || n <= 0) return null
  return n < SECONDS_BELOW ? n * 1000 : n
}

/** instantOf(v) = the epoch milliseconds v names, zoneless text read as Beijing time; null when it names none. */
export function instantOf(value: DateInput): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null
  if (typeof value === 'number') return fromEpoch(value)
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (/^\d{9,13}$/.test(text)) return fromEpoch(Number(text))
  if (ZONED.test(text)) {
    const ms = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
    return Number.isFinite(ms) ? ms : null
  }
  const m = LOCAL.exec(text)
  if (!m) return null
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [number, number, number, number, number, number]
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - BEIJING_OFFSET_MS
  // 2026-02-30 rolls into March: not a date.
  return new Date(ms + BEIJING_OFFSET_MS).getUTCDate() === d ? ms : null
}

const pad = (n: number) => String(n).padStart(2, '0')

/** formatDate(v) = YYYY/MM/DD in Beijing time; '--' when v names no instant. */
export function formatDate(value: DateInput): string {
  const ms = instantOf(value)
  if (ms === null) return UNKNOWN_DATE
  const b = new Date(ms + BEIJING_OFFSET_MS)
  return `${b.getUTCFullYear()}/${pad(b.getUTCMonth() + 1)}/${pad(b.getUTCDate())}`
}

/** formatDateTime(v) = YYYY/MM/DD HH:mm in Beijing time; '--' when v names no instant. */
export function formatDateTime(value: DateInput): string {
  const ms = instantOf(value)
  if (ms === null) return UNKNOWN_DATE
  const b = new Date(ms + BEIJING_OFFSET_MS)
  return `${formatDate(ms)} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}`
}
