import type { TObject, TSchema } from 'typebox'

const DERIVED = new WeakMap<TSchema, readonly string[]>()

/**
 * Marks properties of a report answer that the BFF derives when a platform leaves them out (a group's
 * type and id from its key, running totals and shares from the counts, …; server/src/domain/reports/
 * answer-derivations.ts). They leave the schema's `required` list, so the boundary accepts an answer
 * without them, and stay in its static type, because the derivation fills them before any view reads
 * the answer. The schema is changed in place: a copy would lose TypeBox's hidden kind, and with it
 * the defaults of its properties.
 */
export function withDerived<T extends TObject>(schema: T, keys: ReadonlyArray<keyof T['properties'] & string>): T {
  const mutable = schema as { required?: string[] }
  mutable.required = (mutable.required ?? []).filter((key) => !keys.includes(key as keyof T['properties'] & string))
  DERIVED.set(schema, [...keys])
  return schema
}

/** The properties `withDerived` marked on this schema, if any. */
export function derivedKeys(schema: TSchema): readonly string[] | undefined {
  return DERIVED.get(schema)
}
