import { setImmediate as nextTurn } from 'node:timers/promises'
import type { TSchema } from 'typebox'
import { Compile, type Validator } from 'typebox/compile'
import { answerKey, UPSTREAM_ANSWERS } from '@report/contracts/upstream/answers'
import { deriveAnswer } from '../domain/upstream-facts/derivations.ts'
import { bffError } from '../errors.ts'
import { BROKEN, readAnswer, readContext, type ReadContext } from './answer-reading.ts'

/** A field the platform's answer broke: missing, or of the wrong type. */
export interface ContractBreach {
  /** `METHOD /client/path` of the registry. */
  call: string
  /** The field as the schema names it, indices and record keys as `*` (`/examList/*\/typeName`). */
  field: string
  problem: string
}

/** A field whose value could not be read in any form: it cost its default, or the item it sits in. */
export interface Drift {
  call: string
  /** As ContractBreach.field (`/examList/*\/time`). */
  field: string
  /** How many values of the field in this answer. */
  count: number
}

export interface DecoderReport {
  /** Every breach; `first` once per call and field in this process (log it then, count it always). */
  breach(breach: ContractBreach, first: boolean): void
  /** Every drift, as breaches are reported. */
  drift?(drift: Drift, first: boolean): void
  /** A call the registry does not know yet (report data calls until they are registered). */
  undecoded(call: string, first: boolean): void
}

/**
 * The tolerant boundary: every JSON answer the BFF reads is decoded here once, against its schema in
 * contracts/src/upstream/answers.ts. Its facts are read in whatever form the platform sent them, nulls
 * where the spec promises nothing count as absent, defaults are filled (in place: the answer was parsed
 * for this call alone; lib/answer-reading.ts), the compiled check runs, and what the spec derives is
 * derived (domain/upstream-facts). A value no form of its fact reads costs its field or its item and is
 * reported as drift; a broken contract throws BFF_ERR_UPSTREAM_CONTRACT (502 `upstream`): a view model
 * is never built from an answer that did not pass.
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
    const ctx = readContext()
    const result = this.tryDecode<T>(schema, data, ctx)
    this.reportDrifts(call, ctx)
    if (!result.ok) throw this.breach({ call, ...result.problem })
    return result.value
  }

  /**
   * Decodes list items one by one: the items that cannot be read or break the schema are left out and
   * counted as drift of their field, the others come back in order (for lists where one bad row must
   * not cost the rest).
   */
  items<T>(schema: TSchema, call: string, list: readonly unknown[], at = ''): { items: T[]; dropped: number } {
    const items: T[] = []
    const ctx = readContext(`${at}/*`)
    for (const item of list) {
      const result = this.tryDecode<T>(schema, item, ctx)
      if (result.ok) items.push(result.value)
      else ctx.drifts.set(result.problem.field, (ctx.drifts.get(result.problem.field) ?? 0) + 1)
    }
    this.reportDrifts(call, ctx)
    return { items, dropped: list.length - items.length }
  }

  /**
   * decode(), a step per turn of the event loop: read, check and derive each run after a yield, so a very
   * large answer (the 120,000 exam's dashboard, about 430 KB) never holds the thread for all three at once
   * while other requests wait (issue 22, the longest stall). Same results and the same errors as decode().
   */
  async decodeInTurns<T>(method: string, path: string, data: unknown): Promise<T> {
    const call = answerKey(method, path)
    const schema = this.registry[call]
    if (schema === undefined) return this.decode<T>(method, path, data)
    await nextTurn()
    const ctx = readContext()
    const value = readAnswer(schema, data, ctx)
    this.reportDrifts(call, ctx)
    if (value === BROKEN) throw this.breach({ call, field: ctx.brokenAt, problem: ctx.brokenWhy })
    await nextTurn()
    const validator = this.validator(schema)
    if (!validator.Check(value)) throw this.breach({ call, ...firstProblem(validator, value, '') })
    await nextTurn()
    return deriveAnswer(schema, value) as T
  }

  /** Read, checked and derived; or the first problem (`ctx.path` is where `data` sits in the answer). */
  private tryDecode<T>(schema: TSchema, data: unknown, ctx: ReadContext): { ok: true; value: T } | { ok: false; problem: { field: string; problem: string } } {
    const value = readAnswer(schema, data, ctx)
    if (value === BROKEN) return { ok: false, problem: { field: ctx.brokenAt, problem: ctx.brokenWhy } }
    const validator = this.validator(schema)
    if (validator.Check(value)) return { ok: true, value: deriveAnswer(schema, value) as T }
    const at = ctx.path.length === 0 ? '' : `/${ctx.path.join('/')}`
    return { ok: false, problem: firstProblem(validator, value, at) }
  }

  /** Reports a breach (logged once per call and field, counted always) and gives the error to throw. */
  private breach(breach: ContractBreach): Error {
    this.report.breach(breach, this.once(`${breach.call} ${breach.field}`))
    return bffError('BFF_ERR_UPSTREAM_CONTRACT', { cause: new Error(`${breach.call}: ${breach.field} ${breach.problem}`) })
  }

  private reportDrifts(call: string, ctx: ReadContext): void {
    if (ctx.drifts.size === 0 || !this.report.drift) return
    for (const [field, count] of ctx.drifts) this.report.drift({ call, field, count }, this.once(`drift ${call} ${field}`))
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
