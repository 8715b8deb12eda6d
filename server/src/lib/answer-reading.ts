import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { factReaderOf } from '@report/contracts/upstream/facts/lenient-fields'
import { readBoolean, readInteger, readNumber, readText, UNREAD } from '@report/contracts/upstream/facts/read-scalars'

/**
 * The walk that readies a freshly parsed upstream answer for its schema's check, in place (the answer
 * was parsed for this call alone), reading facts, not representations (DESIGN.md "Reading the upstream"):
 *
 * - a scalar in another form than its schema declares is read into that form (`"12"` for an integer,
 *   `1` for a boolean, `1001` for a string id; contracts/src/upstream/facts/read-scalars.ts), and the
 *   fields the contracts build with a lenient builder (dates, epochs, keyed collections) by their reader;
 * - `null` where the spec promises nothing means absent; an absent or null list is an empty one;
 * - every absent field with a `default` gets it (a copy), nested defaults included;
 * - a value that cannot be read in any form costs its field: the default, or nothing when it has none
 *   and is not promised; a promised one costs the item of the nearest list it sits in (left out), and
 *   outside any list the whole answer (BROKEN, the decoder's 502). Each cost is a drift of the call and
 *   field, which the decoder counts and logs (bff_upstream_drift_total).
 *
 * A value already in its declared form costs one `typeof` (an answer holds millions of them).
 */

/** What the walk gives for a value that cannot be read, when the cost falls on its container. */
export const BROKEN: unique symbol = Symbol('broken')
export const UNREADABLE = 'cannot be read'
export const MISSING = 'is missing'

export interface ReadContext {
  /** Segments from the answer's root to the container being read (`*` for list items and map keys). */
  readonly path: string[]
  /** Fields whose values could not be read, with how often, in this answer. */
  readonly drifts: Map<string, number>
  /** The field that broke, set where the walk found it (the cost may fall higher up). */
  brokenAt: string
  /** Why: `is missing` (promised, absent or null) or `cannot be read` (no form of its fact). */
  brokenWhy: string
}

export function readContext(at = ''): ReadContext {
  return { path: at === '' ? [] : at.split('/').slice(1), drifts: new Map(), brokenAt: '', brokenWhy: '' }
}

/** The parts of a JSON schema the boundary walks (also the minimal and variant platforms in the tests). */
export interface SchemaLike {
  type?: unknown
  const?: unknown
  enum?: unknown[]
  properties?: Record<string, TSchema & { default?: unknown }>
  required?: string[]
  items?: TSchema
  anyOf?: TSchema[]
  patternProperties?: Record<string, TSchema>
}

type Expect = 'string' | 'number' | 'integer' | 'boolean'

interface PropertyPlan {
  key: string
  schema: TSchema
  plan: Plan
  /** A scalar read by its declared type alone: in form, nothing to do (the fast path). */
  plainScalar: Expect | undefined
  /** A fact's scalar (a date): already in its normal form, nothing to do (the fast path). */
  factNormal: ((value: unknown) => boolean) | undefined
  hasDefault: boolean
  fallback: unknown
  /** The schema admits null: a null is a value, left for the check. */
  nullable: boolean
  /** Required without a default: what the spec promises. */
  promised: boolean
  /** A list (or keyed collection): absent or null is empty. */
  list: boolean
}

type Plan =
  | { kind: 'object'; properties: PropertyPlan[] }
  | { kind: 'array'; items: Plan; read: ((value: unknown) => unknown) | undefined }
  | { kind: 'record'; values: Plan }
  | { kind: 'union'; objectBranch: Plan }
  | { kind: 'scalar'; expect: Expect; read: (value: unknown) => unknown; plain: boolean; isNormal: ((value: unknown) => boolean) | undefined; nullable: boolean }
  | { kind: 'leaf' }

const LEAF: Plan = { kind: 'leaf' }
const SCALAR_READERS: Record<Expect, (value: unknown) => unknown> = { string: readText, number: readNumber, integer: readInteger, boolean: readBoolean }
const JSON_TYPES: Record<string, Expect> = { string: 'string', number: 'number', integer: 'integer', boolean: 'boolean' }

/** The scalar type a schema declares: `type` (or `type: [t, 'null']`), a const, an enum or a union of literals of one type. */
function scalarOf(s: SchemaLike): Expect | undefined {
  if (typeof s.type === 'string') return JSON_TYPES[s.type]
  if (Array.isArray(s.type)) {
    const types = (s.type as string[]).filter((t) => t !== 'null')
    return types.length === 1 ? JSON_TYPES[types[0]!] : undefined
  }
  const literals = s.const !== undefined ? [s.const] : s.enum ?? (s.anyOf ?? []).map((b) => (b as SchemaLike).const)
  if (literals.length === 0) return undefined
  const kinds = new Set(literals.map((l) => (typeof l === 'number' ? 'number' : typeof l === 'string' ? 'string' : typeof l === 'boolean' ? 'boolean' : 'other')))
  if (kinds.size !== 1 || kinds.has('other')) return undefined
  return [...kinds][0] as Expect
}

const plans = new WeakMap<TSchema, Plan>()

/** What to do with values of a schema, worked out once per schema (the walk runs on every answer). */
function planOf(schema: TSchema): Plan {
  const known = plans.get(schema)
  if (known) return known
  // No upstream schema is recursive; this only keeps a loop from running forever.
  plans.set(schema, LEAF)
  const plan = makePlan(schema)
  plans.set(schema, plan)
  return plan
}

function makePlan(schema: TSchema): Plan {
  const s = schema as SchemaLike
  const fact = factReaderOf(schema)
  if (s.type === 'object' && s.properties) {
    const required = new Set(s.required ?? [])
    return {
      kind: 'object',
      properties: Object.entries(s.properties).map(([key, property]) => {
        const hasDefault = 'default' in property
        const plan = planOf(property)
        return {
          key,
          schema: property,
          plan,
          plainScalar: plan.kind === 'scalar' && plan.plain ? plan.expect : undefined,
          factNormal: plan.kind === 'scalar' ? plan.isNormal : undefined,
          hasDefault,
          fallback: property.default,
          nullable: Value.Check(property, null),
          promised: required.has(key) && !hasDefault,
          list: plan.kind === 'array',
        }
      }),
    }
  }
  if (s.type === 'object' && s.patternProperties) {
    const [values] = Object.values(s.patternProperties)
    return values ? { kind: 'record', values: planOf(values) } : LEAF
  }
  if (s.type === 'array' && s.items && !Array.isArray(s.items)) return { kind: 'array', items: planOf(s.items), read: fact?.read }
  const expect = scalarOf(s)
  if (expect !== undefined) {
    const nullable = (Array.isArray(s.type) && s.type.includes('null')) || Value.Check(schema, null)
    return { kind: 'scalar', expect, read: fact?.read ?? SCALAR_READERS[expect], plain: fact === undefined, isNormal: fact?.isNormal, nullable }
  }
  if (Array.isArray(s.anyOf)) {
    const branches = s.anyOf.filter((b) => (b as SchemaLike).type !== 'null')
    if (branches.length === 1) return planOf(branches[0]!)
    const objectBranch = branches.find((b) => (b as SchemaLike).type === 'object')
    return objectBranch ? { kind: 'union', objectBranch: planOf(objectBranch) } : LEAF
  }
  return LEAF
}

/** Whether a scalar is already in the declared form (the fast path: no reader call). */
function inForm(expect: Expect, value: unknown): boolean {
  switch (expect) {
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number'
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value)
    case 'boolean':
      return typeof value === 'boolean'
  }
}

/** A default's own copy: the common empty ones made directly (structuredClone costs microseconds, on every item). */
function copyOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.length === 0 ? [] : structuredClone(value)
  for (const _key in value) return structuredClone(value)
  return {}
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function drift(ctx: ReadContext, field: string): void {
  ctx.drifts.set(field, (ctx.drifts.get(field) ?? 0) + 1)
}

function broken(ctx: ReadContext): typeof BROKEN {
  ctx.brokenAt = ctx.path.length === 0 ? '/' : `/${ctx.path.join('/')}`
  ctx.brokenWhy = UNREADABLE
  return BROKEN
}

/**
 * `value` read by `plan`: the value in its normal form (the same object, filled in place, or a new one
 * where the form changed), or BROKEN when it cannot be read and the cost falls on its container
 * (ctx.brokenAt names the field).
 */
function read(plan: Plan, value: unknown, ctx: ReadContext): unknown {
  switch (plan.kind) {
    case 'leaf':
      return value
    case 'scalar': {
      if (plan.plain ? inForm(plan.expect, value) : plan.isNormal!(value)) return value
      if (value === null && plan.nullable) return value
      // A fact reader (a date) re-forms a value even of the right JSON type (2024/11/05).
      const normal = plan.read(value)
      return normal === UNREAD ? broken(ctx) : normal
    }
    case 'array': {
      const list = plan.read ? plan.read(value) : value
      if (list === UNREAD || !Array.isArray(list)) return broken(ctx)
      if (plan.items.kind === 'leaf') return list
      return readItems(plan.items, list, ctx) ? list : BROKEN
    }
    case 'record': {
      if (!isRecord(value)) return value
      ctx.path.push('*')
      for (const key of Object.keys(value)) {
        const normal = read(plan.values, value[key], ctx)
        if (normal === BROKEN) {
          delete value[key]
          drift(ctx, ctx.brokenAt)
        } else value[key] = normal
      }
      ctx.path.pop()
      return value
    }
    case 'union':
      // Another branch may fit what this one cannot read: the check judges.
      if (isRecord(value)) read(plan.objectBranch, value, ctx)
      return value
    case 'object':
      return isRecord(value) ? readObject(plan.properties, value, ctx) : broken(ctx)
  }
}

/**
 * A list's items read in place. An item that cannot be read is left out; a scalar one breaks the list
 * (false): a list of numbers is positional (a series), and leaving one out would move the rest.
 */
function readItems(items: Plan, list: unknown[], ctx: ReadContext): boolean {
  ctx.path.push('*')
  if (items.kind === 'scalar') {
    for (let i = 0; i < list.length; i++) {
      const item = list[i]
      if (items.plain ? inForm(items.expect, item) : items.isNormal!(item)) continue
      // A null the item's schema admits is a value (an unanswered item among a student's answers).
      if (item === null && items.nullable) continue
      const normal = items.read(item)
      if (normal === UNREAD) {
        broken(ctx)
        ctx.path.pop()
        return false
      }
      list[i] = normal
    }
    ctx.path.pop()
    return true
  }
  let kept = 0
  for (let i = 0; i < list.length; i++) {
    const normal = read(items, list[i], ctx)
    if (normal === BROKEN) drift(ctx, ctx.brokenAt)
    else list[kept++] = normal
  }
  list.length = kept
  ctx.path.pop()
  return true
}

function readObject(properties: readonly PropertyPlan[], value: Record<string, unknown>, ctx: ReadContext): unknown {
  for (let p = 0; p < properties.length; p++) {
    const property = properties[p]!
    const current = value[property.key]
    if (property.plainScalar !== undefined ? inForm(property.plainScalar, current) : property.factNormal?.(current)) continue
    if (current === undefined || (current === null && !property.nullable)) {
      // Assigned over the null where there is something to put (a delete would slow every later read of the object).
      if (property.hasDefault) value[property.key] = fillDefault(property)
      else if (property.list && property.promised) value[property.key] = []
      else if (current === null && !property.promised) delete value[property.key]
      else if (property.promised) {
        ctx.brokenAt = ctx.path.length === 0 ? `/${property.key}` : `/${ctx.path.join('/')}/${property.key}`
        ctx.brokenWhy = MISSING
        return BROKEN
      }
      continue
    }
    if (current === null) continue
    ctx.path.push(property.key)
    const normal = read(property.plan, current, ctx)
    ctx.path.pop()
    if (normal === BROKEN) {
      // The value cannot be read: it costs the field (its default, or nothing), or if promised the item.
      if (property.promised) return BROKEN
      drift(ctx, ctx.brokenAt)
      if (property.hasDefault) value[property.key] = fillDefault(property)
      else delete value[property.key]
    } else if (normal !== current) value[property.key] = normal
  }
  return value
}

/** Defaults are ours: read for their nested defaults, never counted as drift. */
const DEFAULTS: ReadContext = { path: [], drifts: new Map(), brokenAt: '', brokenWhy: '' }

/** A property's default, copied, with its own nested defaults filled. */
function fillDefault(property: PropertyPlan): unknown {
  const fallback = property.fallback
  if (fallback === null || typeof fallback !== 'object') return fallback
  const filled = read(property.plan, copyOf(fallback), DEFAULTS)
  DEFAULTS.path.length = 0
  DEFAULTS.drifts.clear()
  return filled === BROKEN ? copyOf(fallback) : filled
}

/**
 * The answer read against its schema (see above); BROKEN when it cannot be read as a whole, with
 * ctx.brokenAt the field. What it cost on the way is in ctx.drifts.
 */
export function readAnswer(schema: TSchema, value: unknown, ctx: ReadContext): unknown {
  return read(planOf(schema), value, ctx)
}
