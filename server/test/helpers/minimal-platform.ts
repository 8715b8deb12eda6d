import type { FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { answerKey, UPSTREAM_ANSWERS } from '@report/contracts/upstream/answers'
import { ExamListDataSchema } from '@report/contracts/upstream/exam'
import { buildUpstream, type UpstreamOptions } from '@report/fixtures/upstream/app'
import type { SchemaLike } from '../../src/lib/answer-reading.ts'

/**
 * Calls whose registry schema leaves a part to a second decoding pass: the platform prunes that part
 * by the schema of the second pass (the compare list's items by ExamSchema, views/exam-list-upstream.ts).
 */
const PRUNE_WITH: Readonly<Record<string, TSchema>> = {
  'POST /obt/v1/exam/compare/list': ExamListDataSchema,
}

/**
 * `value` cut down to what `schema` promises: in objects only the properties that are required and
 * carry no default, recursively (arrays item by item, records value by value, a union by the first
 * branch the value fits). What the registry says a platform may leave out, this platform leaves out.
 */
export function pruneToPromised(schema: TSchema, value: unknown): unknown {
  const s = schema as SchemaLike
  if (Array.isArray(s.anyOf)) {
    const branch = s.anyOf.find((b) => Value.Check(b, value))
    return branch ? pruneToPromised(branch, value) : value
  }
  if (s.type === 'array' && s.items && Array.isArray(value)) return value.map((item) => pruneToPromised(s.items!, item))
  if (s.type !== 'object' || value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const record = value as Record<string, unknown>
  if (s.patternProperties && !s.properties) {
    const [inner] = Object.values(s.patternProperties)
    return inner ? Object.fromEntries(Object.entries(record).map(([k, v]) => [k, pruneToPromised(inner, v)])) : record
  }
  const out: Record<string, unknown> = {}
  for (const key of s.required ?? []) {
    const property = s.properties?.[key]
    if (!property || 'default' in property || !(key in record)) continue
    out[key] = pruneToPromised(property, record[key])
  }
  return out
}

/** The schema the minimal platform prunes a call's data by, or undefined for calls it passes as they are. */
export function promisedSchemaOf(method: string, url: string): TSchema | undefined {
  const key = answerKey(method, url)
  return PRUNE_WITH[key] ?? UPSTREAM_ANSWERS[key]
}

export interface MinimalPlatformOptions extends UpstreamOptions {
  /** Called with each call the platform pruned (method and client path). */
  onPrune?: (call: string) => void
}

/**
 * A second test upstream: the reference upstream (fixtures/) whose every successful JSON answer is
 * pruned to the fields its contract schema promises (contracts/src/upstream/answers.ts). So the
 * registry's required sets ARE the claim "what the spec promises", and the BFF is tested against a
 * platform that sends nothing more. Calls the registry does not know (report data) pass unpruned.
 */
export function buildMinimalPlatform(opts: MinimalPlatformOptions = {}): FastifyInstance {
  const app = buildUpstream(opts)
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload
    const schema = promisedSchemaOf(request.method, request.url)
    if (!schema) return payload
    let body: unknown
    try {
      body = JSON.parse(payload)
    } catch {
      return payload
    }
    const envelope = body as { code?: unknown; data?: unknown }
    if (!envelope || typeof envelope !== 'object' || envelope.code !== 0 || reply.statusCode >= 400) return payload
    opts.onPrune?.(answerKey(request.method, request.url))
    return JSON.stringify({ code: 0, data: pruneToPromised(schema, envelope.data) })
  })
  return app
}
