import { Type, type TArray, type TInteger, type TObject, type TSchema, type TSchemaOptions, type TString } from 'typebox'
import { readCollection, type CollectionKeys } from './read-collections.ts'
import { readDate, readDateTime, readEpochMs, readIsoInstant } from './read-dates.ts'
import type { Unread } from './read-scalars.ts'

/**
 * Field builders for the facts whose declared JSON type does not say which form a platform sends
 * (DESIGN.md "Reading the upstream"). Every other scalar is read by its declared type alone: the
 * boundary (server/src/lib/answer-reading.ts) takes `"12"` for an integer, `1` for a boolean, `1001`
 * for a string id (read-scalars.ts). A date is a string or an integer on the wire either way, and a
 * keyed collection may be a list or a map; these builders name the fact, so the boundary reads every
 * form of it into the one the static type says.
 *
 * The schema is an ordinary TypeBox schema of the normal form (its checks, its JSON schema and its
 * static type are unchanged); the reader rides on it as a hidden property, as TypeBox keeps its own
 * `~kind`, so it survives Type.Optional and spreading properties, and never reaches a JSON schema.
 */
export type FactKind = 'date' | 'date-time' | 'epoch-ms' | 'iso-instant' | 'collection'

export interface FactReader {
  kind: FactKind
  /** The fact in its normal form, or UNREAD. */
  read(value: unknown): unknown
  /** Whether a value is already in the normal form (the common case, checked first and cheaply). */
  isNormal(value: unknown): boolean
  /** For a collection: what a map's keys and plain values fill. */
  keys?: CollectionKeys
}

const READER = '~fact'

function withReader<T extends TSchema>(schema: T, reader: FactReader): T {
  Object.defineProperty(schema, READER, { value: reader, enumerable: false, configurable: true, writable: true })
  return schema
}

/** The reader a builder put on `schema`, if any. */
export function factReaderOf(schema: TSchema): FactReader | undefined {
  return (schema as unknown as Record<string, FactReader | undefined>)[READER]
}

const reader = (kind: FactKind, read: (value: unknown) => unknown | Unread, isNormal: (value: unknown) => boolean): FactReader => ({ kind, read, isNormal })
const matches = (re: RegExp) => (value: unknown) => typeof value === 'string' && re.test(value)
const NORMAL_DATE = matches(/^\d{4}-\d{2}-\d{2}$/)
const NORMAL_DATE_TIME = matches(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
const NORMAL_ISO = matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
/** Milliseconds of a time after March 1973 (below 1e11 an epoch reads as seconds), or none (0). */
const NORMAL_EPOCH_MS = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && (value >= 1e11 || value === 0)

/** A calendar date, normal form `YYYY-MM-DD` (exam dates: spec 1 §3 time, shortDate). */
export function LenientDate(options: TSchemaOptions = {}): TString {
  return withReader(Type.String({ description: 'YYYY-MM-DD', ...options }), reader('date', readDate, NORMAL_DATE))
}

/** A date and time in Beijing time, normal form `YYYY-MM-DD HH:mm:ss` (a task's create_time). */
export function LenientDateTime(options: TSchemaOptions = {}): TString {
  return withReader(Type.String({ description: 'YYYY-MM-DD HH:mm:ss, Beijing time', ...options }), reader('date-time', readDateTime, NORMAL_DATE_TIME))
}

/** An instant as epoch milliseconds (spec 1 §3 event_time, ctime). */
export function LenientEpochMs(options: TSchemaOptions = {}): TInteger {
  return withReader(Type.Integer({ description: 'epoch ms', ...options }), reader('epoch-ms', readEpochMs, NORMAL_EPOCH_MS))
}

/** An instant as an ISO string in UTC (`2026-11-21T02:00:00.000Z`): a record's createdAt, updatedAt. */
export function LenientIsoInstant(options: TSchemaOptions = {}): TString {
  return withReader(Type.String({ description: 'ISO instant, UTC', ...options }), reader('iso-instant', readIsoInstant, NORMAL_ISO))
}

/**
 * A collection the spec shows keyed: a list of `item`, or a map from each item's `keys.key` to the item
 * (or, with `keys.name`, to that one property); null or absent is empty (read-collections.ts).
 */
export function KeyedCollection<T extends TObject>(item: T, keys: CollectionKeys, options: TSchemaOptions = {}): TArray<T> {
  return withReader(Type.Array(item, options), { kind: 'collection', keys, read: (value) => readCollection(value, keys), isNormal: Array.isArray })
}

/** `[{id, name}]` or `{id: name}` (spec 1 §3: "schools as a map of school id to name"). */
export function IdNameCollection<T extends TObject>(item: T, options: TSchemaOptions = {}): TArray<T> {
  return KeyedCollection(item, { key: 'id', name: 'name' }, options)
}
