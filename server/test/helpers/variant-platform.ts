import type { FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { answerKey } from '@report/contracts/upstream/answers'
import { factReaderOf, type FactReader } from '@report/contracts/upstream/facts/lenient-fields'
import { buildUpstream, type UpstreamOptions } from '@report/fixtures/upstream/app'
import type { SchemaLike } from '../../src/lib/answer-reading.ts'
import { promisedSchemaOf } from './minimal-platform.ts'

/**
 * A third test upstream (issue 32): the reference upstream whose every successful JSON answer the BFF
 * decodes is re-encoded into other forms of the same facts, as another platform that keeps the spec may
 * send them. The spec names fields and rarely their types, so each field takes its own form, chosen by
 * a hash of the seed, the call and the field (deterministic per seed; every item of a list alike):
 *
 * - numbers as numbers or numeric strings; booleans as true/false, 1/0, "1"/"0" or "true"/"false";
 *   ids (strings that are canonical numbers) as strings or numbers;
 * - dates and times (the contracts' lenient fields) as epoch ms or s, YYYY-MM-DD, YYYY/MM/DD, YYYY.MM.DD,
 *   YYYYMMDD, ISO with a zone, in UTC, or without a zone (Beijing time);
 * - keyed collections as the list, a map from key to item, or a map from id to name;
 * - an empty list as [], null or nothing; a field the spec does not promise, at its default, as
 *   itself, null or nothing; and unknown fields added.
 *
 * The encoding reads only the registry schemas and the builders' kinds: it shares no code with the
 * BFF's reading (server/src/lib/answer-reading.ts), so a form that reading misses fails the tests.
 */

/** Which form each kind of field takes: an index into its forms below; unset, the seed chooses. */
export type Forms = Partial<Record<FormKind, number>>
type FormKind = 'number' | 'boolean' | 'id' | 'date' | 'date-time' | 'epoch-ms' | 'iso-instant' | 'collection' | 'empty-list' | 'at-default' | 'unknown-field'

const FORM_COUNTS: Record<FormKind, number> = {
  number: 2,
  boolean: 4,
  id: 2,
  date: 9,
  'date-time': 6,
  'epoch-ms': 4,
  'iso-instant': 3,
  collection: 3,
  'empty-list': 3,
  'at-default': 3,
  'unknown-field': 2,
}

/** FNV-1a: a stable 32-bit hash of the seed, call and field. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** Picks a form of `kind` for a field: forced by `forms`, else by the hash. */
export type Picker = (kind: FormKind, field: string) => number

export function picker(seed: number, call: string, forms: Forms = {}): Picker {
  return (kind, field) => forms[kind] ?? hash(`${seed}|${call}|${field}|${kind}`) % FORM_COUNTS[kind]
}

const BEIJING_MS = 8 * 3_600_000
const NORMAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const NORMAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/
const CANONICAL_NUMBER = (s: string) => s !== '' && Number.isSafeInteger(Number(s)) && String(Number(s)) === s

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A Beijing date's forms; index 0 is the date as it came. */
function dateForms(date: string): unknown[] {
  const m = NORMAL_DATE.exec(date)
  if (!m) return [date]
  const [, y, mo, d] = m
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d)) - BEIJING_MS
  return [date, ms, ms / 1000, `${y}/${mo}/${d}`, `${y}.${Number(mo)}.${Number(d)}`, `${date}T00:00:00+08:00`, new Date(ms).toISOString(), `${date}T00:00:00`, `${y}${mo}${d}`]
}

function dateTimeForms(text: string): unknown[] {
  const m = NORMAL_DATE_TIME.exec(text)
  if (!m) return [text]
  const [, y, mo, d, h, mi, s] = m
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - BEIJING_MS
  return [text, ms, ms / 1000, new Date(ms).toISOString(), `${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`, `${y}/${mo}/${d} ${h}:${mi}:${s}`]
}

function epochForms(ms: number): unknown[] {
  const beijing = new Date(ms + BEIJING_MS)
  const wall = `${beijing.getUTCFullYear()}-${pad(beijing.getUTCMonth() + 1)}-${pad(beijing.getUTCDate())}T${pad(beijing.getUTCHours())}:${pad(beijing.getUTCMinutes())}:${pad(beijing.getUTCSeconds())}.${String(beijing.getUTCMilliseconds()).padStart(3, '0')}`
  return [ms, String(ms), new Date(ms).toISOString(), ms % 1000 === 0 ? ms / 1000 : wall]
}

function instantForms(iso: string): unknown[] {
  const ms = Date.parse(iso)
  if (iso === '' || Number.isNaN(ms)) return [iso]
  const beijing = new Date(ms + BEIJING_MS).toISOString().replace('Z', '+08:00')
  return [iso, ms, beijing]
}

function encodeFact(fact: FactReader, schema: TSchema, value: unknown, field: string, pick: Picker): unknown {
  switch (fact.kind) {
    case 'date':
      return typeof value === 'string' ? dateForms(value)[pick('date', field)] ?? value : value
    case 'date-time':
      return typeof value === 'string' ? dateTimeForms(value)[pick('date-time', field)] ?? value : value
    case 'epoch-ms':
      return typeof value === 'number' ? epochForms(value)[pick('epoch-ms', field)] : value
    case 'iso-instant':
      return typeof value === 'string' ? instantForms(value)[pick('iso-instant', field)] ?? value : value
    case 'collection':
      return encodeCollection(fact, schema, value, field, pick)
  }
}

/** A list, a map from key to item, or (items of a key and a name only) a map from key to name. */
function encodeCollection(fact: FactReader, schema: TSchema, value: unknown, field: string, pick: Picker): unknown {
  const items = (schema as SchemaLike).items!
  if (!Array.isArray(value)) return value
  const encoded = value.map((item) => encode(items, item, `${field}/*`, pick))
  const keys = fact.keys!
  const form = pick('collection', field)
  if (form === 0 || value.length === 0) return encoded
  const byKey = new Map<string, unknown>()
  for (const item of encoded) {
    if (!isRecord(item)) return encoded
    const key = item[keys.key]
    if ((typeof key !== 'string' && typeof key !== 'number') || byKey.has(String(key))) return encoded
    byKey.set(String(key), item)
  }
  const namesOnly = keys.name !== undefined && encoded.every((item) => Object.keys(item as object).every((k) => k === keys.key || k === keys.name))
  const map: Record<string, unknown> = {}
  for (const [key, item] of byKey) {
    if (form === 2 && namesOnly) map[key] = (item as Record<string, unknown>)[keys.name!]
    else {
      // The key names the item: a platform that keys by it need not repeat it.
      const { [keys.key]: _key, ...rest } = item as Record<string, unknown>
      map[key] = rest
    }
  }
  return map
}

/** `value` (an answer or part of it, of `schema`) in the forms the picker chooses. */
export function encode(schema: TSchema, value: unknown, field: string, pick: Picker): unknown {
  if (value === null || value === undefined) return value
  const fact = factReaderOf(schema)
  if (fact) return encodeFact(fact, schema, value, field, pick)
  const s = schema as SchemaLike
  if (Array.isArray(s.anyOf)) {
    const branch = s.anyOf.find((b) => Value.Check(b, value))
    return branch ? encode(branch, value, field, pick) : value
  }
  const types = Array.isArray(s.type) ? (s.type as string[]).filter((t) => t !== 'null') : [s.type]
  const type = types.length === 1 ? types[0] : undefined
  if (type === 'array' && s.items && Array.isArray(value)) return value.map((item) => encode(s.items!, item, `${field}/*`, pick))
  if (type === 'object' && isRecord(value)) {
    if (s.properties) return encodeObject(s, value, field, pick)
    const [values] = Object.values(s.patternProperties ?? {})
    return values ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(values, v, `${field}/*`, pick)])) : value
  }
  if ((type === 'integer' || type === 'number' || typeof s.const === 'number' || Array.isArray(s.enum)) && typeof value === 'number') return pick('number', field) === 1 ? String(value) : value
  if (type === 'boolean' && typeof value === 'boolean') return [value, value ? 1 : 0, value ? '1' : '0', String(value)][pick('boolean', field)]
  if (type === 'string' && typeof value === 'string' && CANONICAL_NUMBER(value)) return pick('id', field) === 1 ? Number(value) : value
  return value
}

function encodeObject(s: SchemaLike, value: Record<string, unknown>, field: string, pick: Picker): Record<string, unknown> {
  const required = new Set(s.required ?? [])
  const out: Record<string, unknown> = {}
  for (const [key, current] of Object.entries(value)) {
    const property = s.properties![key]
    if (!property) {
      out[key] = current
      continue
    }
    const at = `${field}/${key}`
    const hasDefault = 'default' in property
    const promised = required.has(key) && !hasDefault
    const nullMeansAbsent = !Value.Check(property, null)
    // A list the BFF may take as empty when it is null or absent: promised, or with a default.
    const list = (property as SchemaLike).type === 'array'
    if (list && Array.isArray(current) && current.length === 0 && (promised || hasDefault)) {
      const form = pick('empty-list', at)
      if (form === 1 && nullMeansAbsent) out[key] = null
      else if (form !== 2) out[key] = current
      continue
    }
    if (!promised && hasDefault && Value.Equal(current, property.default)) {
      const form = pick('at-default', at)
      if (form === 1 && nullMeansAbsent) out[key] = null
      else if (form !== 2) out[key] = encode(property, current, at, pick)
      continue
    }
    out[key] = encode(property, current, at, pick)
  }
  if (pick('unknown-field', field) === 1) out.__platformExtra = { note: 'a field the spec does not name', n: [1, '2', null] }
  return out
}

export interface VariantPlatformOptions extends UpstreamOptions {
  seed: number
  /** Forms forced for every field of a kind (e.g. every date as epoch ms: `{ date: 1 }`). */
  forms?: Forms
  /** Called with each call whose answer was re-encoded. */
  onReencode?: (call: string) => void
}

/** The reference upstream answering every decoded call in the forms of `seed` (see above). */
export function buildVariantPlatform(opts: VariantPlatformOptions): FastifyInstance {
  const app = buildUpstream(opts)
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.statusCode >= 400 || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload
    const schema = promisedSchemaOf(request.method, request.url)
    if (!schema) return payload
    let body: { code?: unknown; data?: unknown }
    try {
      body = JSON.parse(payload) as { code?: unknown; data?: unknown }
    } catch {
      return payload
    }
    if (!isRecord(body) || body.code !== 0) return payload
    const call = answerKey(request.method, request.url)
    opts.onReencode?.(call)
    return JSON.stringify({ ...body, data: encode(schema, body.data, '', picker(opts.seed, call, opts.forms)) })
  })
  return app
}
