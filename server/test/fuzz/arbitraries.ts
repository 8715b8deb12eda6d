import fc from 'fast-check'
import type { Test } from 'tap'

/** Characters that break parsers: controls, separators, quotes, percent, unicode look-alikes, astral and lone surrogates. */
const NASTY = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u00a0', '\u2028', '\u2029', '\ufeff', '\ufffd', '\uff0f', '\u2215', '\u202e',
  '\ud800', '\udfff', '😀', '𠮷', '成绩', '%', '%00', '%2e', '%2f', '%5c', '%25', '%u002e', '..', '.', '/', '\\', ';', '&', '=', '?', '#', '"', "'", '<', '>', '`', ' ', '+', '*']

/** Any text, weighted towards the characters that break things. */
export const nastyString = (maxLength = 40) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.array(fc.constantFrom(...NASTY), { maxLength: Math.ceil(maxLength / 2) }).map((parts) => parts.join('')),
    fc.array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 4 })), { maxLength: Math.ceil(maxLength / 3) }).map((parts) => parts.join('')),
  )

/** Object keys that have meaning to JavaScript. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__']

export const queryKey = (known: string[]) => fc.oneof(fc.constantFrom(...known, ...PROTO_KEYS), nastyString(12))

/** A query string with known, prototype and random keys, repeated keys and `a[b]` brackets. */
export const queryString = (known: string[]) =>
  fc.array(
    fc.tuple(
      fc.oneof(queryKey(known), queryKey(known).map((k) => `${k}[__proto__]`), queryKey(known).map((k) => `${k}[]`)),
      fc.oneof(nastyString(30), fc.constantFrom('', '0', '1', 'true', 'false', '-1', '1e309', 'NaN', 'null', 'undefined', '[]', '{}')),
      fc.boolean(),
    ),
    { maxLength: 6 },
  ).map((pairs) => pairs.map(([k, v, raw]) => (raw ? `${k}=${v}` : `${encodeURIComponent(safe(k))}=${encodeURIComponent(safe(v))}`)).join('&'))

/** Lone surrogates cannot be URI-encoded: replace them (the raw form still carries them). */
function safe(s: string): string {
  return s.toWellFormed()
}

/** JSON-ish bodies: objects with prototype keys, deep nesting, odd numbers, unicode. */
export const jsonBody = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -0, 1e308, -1, 0.5, Number.MAX_SAFE_INTEGER + 2),
    nastyString(20),
    tie('object'),
    fc.array(tie('value'), { maxLength: 4 }),
  ),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...PROTO_KEYS), nastyString(10)), tie('value'), { maxKeys: 5 }),
})).value

/** Request text for a URL: what a client might put on the wire (drops characters no HTTP client can send). */
export function wireSafe(text: string): string {
  return text.replace(/[\u0000-\u0020\u007f-\uffff]/gu, (c) => encodeURIComponent(c.toWellFormed()))
}

/** fc.assert, but a failure names the counterexample and the error it raised in one line. */
export async function holds<Ts extends [unknown, ...unknown[]]>(
  t: Test,
  label: string,
  property: fc.IAsyncProperty<Ts> | fc.IProperty<Ts>,
  params: fc.Parameters<Ts>,
): Promise<boolean> {
  const details = await fc.check(property as fc.IAsyncProperty<Ts>, params)
  if (!details.failed) {
    t.ok(true, `${label}: ${details.numRuns} cases`)
    return true
  }
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
  t.ok(false, `${label}: ${error} — counterexample ${JSON.stringify(details.counterexample)} (seed ${details.seed})`)
  return false
}
