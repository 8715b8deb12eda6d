/**
 * Readers of the scalar facts a platform sends in more than one form (DESIGN.md "Reading the upstream"):
 * the spec names fields and rarely their types, so a count may come as 12 or "12", a flag as true, 1,
 * "1" or "true", an id as "1001" or 1001. Each reader takes any plausible form and gives the one the
 * schema declares, or UNREAD when the value is not that fact in any form.
 */

/** What a reader gives for a value that is not the fact in any form it knows. */
export const UNREAD: unique symbol = Symbol('unread')
export type Unread = typeof UNREAD

const RADIX_LITERAL = /^\s*0[xXbBoO]/

/**
 * A number, from a number or a decimal numeric string (`"95.5"`, `"12"`, `"-3"`, `".5"`, `"1e3"`, blanks
 * around allowed). JavaScript's Number() reads the text (a table of 500 rows holds tens of thousands);
 * what it reads that no platform means by a figure is refused after: a blank (0 to Number), hex, binary
 * and octal literals (`"0x1f"`), Infinity.
 */
export function readNumber(value: unknown): number | Unread {
  if (typeof value === 'number') return Number.isFinite(value) ? value : UNREAD
  if (typeof value !== 'string') return UNREAD
  const n = Number(value)
  if (!Number.isFinite(n)) return UNREAD
  if (n === 0 && value.trim() === '') return UNREAD
  const first = value.charCodeAt(0)
  if (first === 48 /* 0 */ && value.length > 2) {
    const second = value.charCodeAt(1) | 32
    if (second === 120 /* x */ || second === 98 /* b */ || second === 111 /* o */) return UNREAD
  } else if (first <= 32 && RADIX_LITERAL.test(value)) return UNREAD
  return n
}

/** A whole number (a count, a code, an index), from a number or a numeric string; `"12.5"` is not one. */
export function readInteger(value: unknown): number | Unread {
  const n = readNumber(value)
  return n !== UNREAD && Number.isInteger(n) ? n : UNREAD
}

const TRUE_WORDS = new Set(['true', '1'])
const FALSE_WORDS = new Set(['false', '0'])

/** A flag, from true/false, 1/0, "1"/"0" or "true"/"false" (any case). */
export function readBoolean(value: unknown): boolean | Unread {
  if (typeof value === 'boolean') return value
  if (value === 1) return true
  if (value === 0) return false
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase()
    if (TRUE_WORDS.has(word)) return true
    if (FALSE_WORDS.has(word)) return false
  }
  return UNREAD
}

/** A text or an id, from a string or a number (`1001` → `"1001"`). */
export function readText(value: unknown): string | Unread {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return UNREAD
}
