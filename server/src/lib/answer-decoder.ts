import type { TSchema } from 'typebox'
import { Compile, type Validator } from 'typebox/compile'
import { Value } from 'typebox/value'
import { answerKey, UPSTREAM_ANSWERS } from '@report/contracts/upstream/answers'
import { deriveAnswer } from '../domain/upstream-facts/derivations.ts'
import { bffError } from '../errors.ts'

/** A field the platform's answer broke: missing, or of the wrong type. */
export interface ContractBreach {
  /** `METHOD /client/path` of the registry. */
  call: string
  /** JSON pointer of the field, array indices as `*` (`/examList/*\/typeName`). */
  field: string
  problem: string
}

export interface DecoderReport {
  /** Every breach; `first` once per call and field in this process (log it then, count it always). */
  breach(breach: ContractBreach, first: boolean): void
  /** A call the registry does not know yet (report data calls until they are registered). */
  undecoded(call: string, first: boolean): void
}

/**
 * The tolerant boundary: every JSON answer the BFF reads is decoded here once, against its schema in
 * contracts/src/upstream/answers.ts. Nulls where the spec promises nothing count as absent, defaults
 * are filled, the compiled check runs, and what the spec derives is derived (domain/upstream-facts).
 * A broken contract throws BFF_ERR_UPSTREAM_CONTRACT (502 `upstream`): a view model is never built from
 * an answer that did not pass.
 */
export class AnswerDecoder {
  private readonly validators = new Map<TSchema, Validator>()
  private readonly seen = new Set<string>()
  private readonly report: DecoderReport
  /** Calls read undecoded so far (the report data calls until they are registered). */
  readonly undecodedCalls = new Set<string>()

  constructor(report: DecoderReport, private readonly registry: Readonly<Record<string, TSchema>> = UPSTREAM_ANSWERS) {
    this.report = report
  }

  /** The decoded data of an upstream call (method and upstream or client path, query allowed). */
  decode<T>(method: string, path: string, data: unknown): T {
    const call = answerKey(method, path)
    const schema = this.registry[call]
    if (schema === undefined) {
      if (this.undecodedCalls.size < 1_000) this.undecodedCalls.add(call)
      this.report.undecoded(call, this.once(`undecoded ${call}`))
      return data as T
    }
    return this.decodeWith<T>(schema, call, data)
  }

  /** Decodes `data` against `schema` for `call`; throws BFF_ERR_UPSTREAM_CONTRACT when it breaks it. */
  decodeWith<T>(schema: TSchema, call: string, data: unknown): T {
    const result = this.tryDecode<T>(schema, call, data)
    if (!result.ok) throw bffError('BFF_ERR_UPSTREAM_CONTRACT', { cause: new Error(`${call}: ${result.breach.field} ${result.breach.problem}`) })
    return result.value
  }

  /**
   * Decodes list items one by one: the items that break the schema are reported and left out, the
   * others come back in order (for lists where one bad row must not cost the rest).
   */
  items<T>(schema: TSchema, call: string, list: readonly unknown[], at = ''): { items: T[]; dropped: number } {
    const items: T[] = []
    let dropped = 0
    for (const item of list) {
      const result = this.tryDecode<T>(schema, call, item, `${at}/*`)
      if (result.ok) items.push(result.value)
      else dropped++
    }
    return { items, dropped }
  }

  private tryDecode<T>(schema: TSchema, call: string, data: unknown, at = ''): { ok: true; value: T } | { ok: false; breach: ContractBreach } {
    const value = Value.Default(schema, dropNulls(schema, data))
    const validator = this.validator(schema)
    if (validator.Check(value)) return { ok: true, value: deriveAnswer(schema, value) as T }
    const breach = { call, ...firstProblem(validator, value, at) }
    this.report.breach(breach, this.once(`${call} ${breach.field}`))
    return { ok: false, breach }
  }

  private validator(schema: TSchema): Validator {
    let validator = this.validators.get(schema)
    if (validator === undefined) this.validators.set(schema, (validator = Compile(schema)))
    return validator
  }

  /** True the first time a key is seen; bounded, since calls and fields are (indices are folded). */
  private once(key: string): boolean {
    if (this.seen.has(key) || this.seen.size >= 10_000) return false
    this.seen.add(key)
    return true
  }
}

function firstProblem(validator: Validator, value: unknown, at: string): { field: string; problem: string } {
  const [error] = validator.Errors(value) as Array<{ keyword: string; instancePath: string; params: Record<string, unknown>; message: string }>
  if (!error) return { field: at || '/', problem: 'does not match' }
  const missing = error.keyword === 'required' ? (error.params.requiredProperties as string[] | undefined)?.[0] : undefined
  const pointer = missing === undefined ? error.instancePath : `${error.instancePath}/${missing}`
  const field = `${at}${pointer}`.replace(/\/\d+(?=\/|$)/g, '/*') || '/'
  return { field, problem: missing === undefined ? error.message : 'is missing' }
}

interface ObjectLike {
  type?: unknown
  properties?: Record<string, TSchema & { default?: unknown }>
  required?: string[]
  items?: TSchema
}

/**
 * A platform that answers `null` for a field the spec does not promise means "none": such nulls are
 * removed so the default applies. Promised fields, and fields whose schema admits null, keep theirs.
 * Copies only what it changes.
 */
export function dropNulls(schema: TSchema, value: unknown): unknown {
  const s = schema as ObjectLike
  if (s.type === 'array' && Array.isArray(value) && s.items) {
    let out: unknown[] | undefined
    for (let i = 0; i < value.length; i++) {
      const next = dropNulls(s.items, value[i])
      if (next !== value[i]) (out ??= [...value])[i] = next
    }
    return out ?? value
  }
  if (s.type !== 'object' || !s.properties || value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const record = value as Record<string, unknown>
  let out: Record<string, unknown> | undefined
  const required = new Set(s.required ?? [])
  for (const [key, property] of Object.entries(s.properties)) {
    const current = record[key]
    if (current === undefined) continue
    if (current === null) {
      const optional = !required.has(key) || 'default' in property
      if (optional && !Value.Check(property, null)) delete (out ??= { ...record })[key]
      continue
    }
    const next = dropNulls(property, current)
    if (next !== current) (out ??= { ...record })[key] = next
  }
  return out ?? value
}
