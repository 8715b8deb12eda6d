import { setImmediate as nextTurn } from 'node:timers/promises'
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
  /** The field as the schema names it, indices and record keys as `*` (`/examList/*\/typeName`). */
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
 * are filled (in place: the answer was parsed for this call alone), the compiled check runs, and what the spec derives is derived (domain/upstream-facts).
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

  /**
   * decode(), a step per turn of the event loop: fill, check and derive each run after a yield, so a very
   * large answer (the 120,000 exam's dashboard, about 430 KB) never holds the thread for all three at once
   * while other requests wait (issue 22, the longest stall). Same results and the same errors as decode().
   */
  async decodeInTurns<T>(method: string, path: string, data: unknown): Promise<T> {
    const call = answerKey(method, path)
    const schema = this.registry[call]
    if (schema === undefined) return this.decode<T>(method, path, data)
    await nextTurn()
    const value = fillDefaults(schema, data)
    await nextTurn()
    const validator = this.validator(schema)
    if (!validator.Check(value)) {
      const breach = this.breach(validator, call, value, '')
      throw bffError('BFF_ERR_UPSTREAM_CONTRACT', { cause: new Error(`${call}: ${breach.field} ${breach.problem}`) })
    }
    await nextTurn()
    return deriveAnswer(schema, value) as T
  }

  private tryDecode<T>(schema: TSchema, call: string, data: unknown, at = ''): { ok: true; value: T } | { ok: false; breach: ContractBreach } {
    const value = fillDefaults(schema, data)
    const validator = this.validator(schema)
    if (validator.Check(value)) return { ok: true, value: deriveAnswer(schema, value) as T }
    return { ok: false, breach: this.breach(validator, call, value, at) }
  }

  private breach(validator: Validator, call: string, value: unknown, at: string): ContractBreach {
    const breach = { call, ...firstProblem(validator, value, at) }
    this.report.breach(breach, this.once(`${call} ${breach.field}`))
    return breach
  }

  /**
   * Compiles every schema of the registry ahead, one per turn of the event loop (a few ms each), so no
   * first request of a view compiles its answers' checks on the thread that serves (npm start calls it
   * once listening; tests leave it).
   */
  async warm(): Promise<void> {
    for (const schema of Object.values(this.registry)) {
      this.validator(schema)
      await new Promise((resolve) => setImmediate(resolve))
    }
  }

  /** Schemas compiled so far. */
  get compiled(): number {
    return this.validators.size
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
  const [error] = validator.Errors(value) as Array<{ keyword: string; schemaPath: string; params: Record<string, unknown>; message: string }>
  if (!error) return { field: at || '/', problem: 'does not match' }
  const missing = error.keyword === 'required' ? (error.params.requiredProperties as string[] | undefined)?.[0] : undefined
  const pointer = missing === undefined ? schemaPointer(error.schemaPath) : `${schemaPointer(error.schemaPath)}/${missing}`
  return { field: `${at}${pointer}` || '/', problem: missing === undefined ? error.message : 'is missing' }
}

/**
 * The field as the schema names it (`#/properties/a/items/properties/b` → `/a/*\/b`): array indices and
 * record keys the platform chose become `*`, so log keys and metric labels stay a bounded set.
 */
export function schemaPointer(schemaPath: string): string {
  const segments = schemaPath.replace(/^#\/?/, '').split('/')
  const out: string[] = []
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!
    if (segment === 'properties') out.push(segments[++i] ?? '')
    else if (segment === 'items' || segment === 'additionalProperties') out.push('*')
    else if (segment === 'patternProperties') {
      i++
      out.push('*')
    } else if (segment === 'anyOf' || segment === 'allOf' || segment === 'oneOf') i++
  }
  return out.length ? `/${out.join('/')}` : ''
}

/** The parts of a JSON schema the boundary walks (also the minimal platform's pruner in the tests). */
export interface SchemaLike {
  type?: unknown
  properties?: Record<string, TSchema & { default?: unknown }>
  required?: string[]
  items?: TSchema
  anyOf?: TSchema[]
  patternProperties?: Record<string, TSchema>
}

interface PropertyPlan {
  key: string
  schema: TSchema
  hasDefault: boolean
  fallback: unknown
  /** Not promised and not admitting null: a null here means absent. */
  nullIsAbsent: boolean
}

type Plan =
  | { kind: 'object'; properties: PropertyPlan[] }
  | { kind: 'array'; items: TSchema }
  | { kind: 'record'; values: TSchema }
  | { kind: 'union'; objectBranch: TSchema }
  | { kind: 'leaf' }

const plans = new WeakMap<TSchema, Plan>()

/** What to do with values of a schema, worked out once per schema (the walk runs on every answer). */
function planOf(schema: TSchema): Plan {
  let plan = plans.get(schema)
  if (plan) return plan
  const s = schema as SchemaLike
  if (s.type === 'object' && s.properties) {
    const required = new Set(s.required ?? [])
    plan = {
      kind: 'object',
      properties: Object.entries(s.properties).map(([key, property]) => ({
        key,
        schema: property,
        hasDefault: 'default' in property,
        fallback: property.default,
        nullIsAbsent: (!required.has(key) || 'default' in property) && !Value.Check(property, null),
      })),
    }
  } else if (s.type === 'object' && s.patternProperties) {
    const [values] = Object.values(s.patternProperties)
    plan = values ? { kind: 'record', values } : { kind: 'leaf' }
  } else if (s.type === 'array' && s.items) plan = { kind: 'array', items: s.items }
  else if (Array.isArray(s.anyOf)) {
    const objectBranch = s.anyOf.find((b) => (b as SchemaLike).type === 'object')
    plan = objectBranch ? { kind: 'union', objectBranch } : { kind: 'leaf' }
  } else plan = { kind: 'leaf' }
  plans.set(schema, plan)
  return plan
}

const copyOf = (value: unknown) => (value !== null && typeof value === 'object' ? structuredClone(value) : value)

/**
 * Readies a freshly parsed answer for the check, in place: a platform that answers `null` for a field
 * the spec does not promise means "none", so such nulls are removed; then every absent field with a
 * `default` gets it (a copy), nested defaults included. Promised fields, and fields whose schema admits
 * null, are left as they are for the check to judge. Returns the value (a root default when absent).
 */
export function fillDefaults(schema: TSchema, value: unknown): unknown {
  const plan = planOf(schema)
  switch (plan.kind) {
    case 'array':
      if (Array.isArray(value)) for (let i = 0; i < value.length; i++) value[i] = fillDefaults(plan.items, value[i])
      return value
    case 'record':
      if (isRecord(value)) for (const key of Object.keys(value)) value[key] = fillDefaults(plan.values, value[key])
      return value
    case 'union':
      return isRecord(value) ? fillDefaults(plan.objectBranch, value) : value
    case 'object':
      if (!isRecord(value)) return value
      for (const property of plan.properties) {
        let current = value[property.key]
        if (current === null && property.nullIsAbsent) {
          delete value[property.key]
          current = undefined
        }
        if (current === undefined) {
          if (!property.hasDefault) continue
          value[property.key] = fillDefaults(property.schema, copyOf(property.fallback))
        } else if (current !== null && typeof current === 'object') value[property.key] = fillDefaults(property.schema, current)
        // A number, string or boolean is its own filled value: no walk (an answer holds millions of them).
      }
      return value
    case 'leaf':
      return value
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
