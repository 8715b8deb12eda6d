// Reading and writing a form value by its path ("subjects/2/excellent") in the page's values.

export type Values = unknown

export function valueAt(values: Values, path: string): unknown {
  return path.split('/').reduce<unknown>((v, key) => (v === null || typeof v !== 'object' ? undefined : (v as Record<string, unknown>)[key]), values)
}

/** A copy of values with path set to value (arrays stay arrays). */
export function withValue(values: Values, path: string, value: unknown): Values {
  const [head, ...rest] = path.split('/')
  const key = head ?? ''
  const here = values as Record<string, unknown> | unknown[]
  const copy: Record<string, unknown> | unknown[] = Array.isArray(here) ? [...here] : { ...(here as Record<string, unknown>) }
  const next = rest.length === 0 ? value : withValue((here as Record<string, unknown>)[key], rest.join('/'), value)
  if (Array.isArray(copy)) copy[Number(key)] = next
  else copy[key] = next
  return copy
}

/** What a number input holds as a number: empty or unparsable text is NaN, which the validators name. */
export function parseNumber(text: string): number {
  const t = text.trim()
  return t === '' ? NaN : Number(t)
}
