import { isDeepStrictEqual } from 'node:util'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { Value } from 'typebox/value'

/**
 * Routes written with JSON.stringify (lib/plain-json.ts) no longer have their answers shaped by the
 * schema's serializer; this is the check that takes its place. Null when `value` conforms to `schema`
 * and holds nothing the schema does not declare, else what is wrong (first three places).
 */
export function contractBreaks(schema: TSchema): (value: unknown) => string | null {
  const check = Compile(schema)
  return (value) => {
    if (!check.Check(value)) return [...check.Errors(value)].slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')
    const declared = Value.Clean(schema, Value.Clone(value))
    return isDeepStrictEqual(declared, value) ? null : `undeclared properties: ${firstDifference(value, declared)}`
  }
}

function firstDifference(actual: unknown, declared: unknown, path = ''): string {
  if (actual && typeof actual === 'object' && declared && typeof declared === 'object') {
    for (const key of Object.keys(actual)) {
      if (!(key in declared)) return `${path}/${key}`
      const inner = firstDifference((actual as Record<string, unknown>)[key], (declared as Record<string, unknown>)[key], `${path}/${key}`)
      if (inner) return inner
    }
  }
  return ''
}
