import type { Static, TObject } from 'typebox'
import { Compile } from 'typebox/compile'

/**
 * Reads the variables a schema names from an environment, once: empty counts as unset, whole numbers
 * become numbers where the schema wants an integer, defaults fill in, and anything invalid throws
 * `invalid(message)` naming every bad variable. The BFF's and the renderer's configurations share it.
 */
export function readEnv<S extends TObject>(schema: S, env: NodeJS.ProcessEnv, invalid: (message: string) => Error): Static<S> {
  const check = Compile(schema)
  const raw: Record<string, unknown> = {}
  for (const [key, property] of Object.entries(schema.properties) as Array<[string, { type?: unknown }]>) {
    const value = env[key]
    if (value === undefined || value === '') continue
    raw[key] = property.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value
  }
  const withDefaults = check.Default(raw) as Record<string, unknown>
  if (!check.Check(withDefaults)) {
    const problems = check.Errors(withDefaults).map((e) => `${e.instancePath.replace(/^\//, '') || 'env'}: ${e.message}`)
    throw invalid(`Invalid environment: ${problems.join('; ')}`)
  }
  return withDefaults as Static<S>
}
