import type { FastifyInstance } from 'fastify'
import { answerKey } from '@report/contracts/upstream/answers'
import { buildUpstream, type UpstreamOptions } from '@report/fixtures/upstream/app'

/** Rewrites the data of one successful answer: gets the call (`METHOD /client/path`) and the data. */
export type AnswerMutation = (call: string, data: unknown) => unknown

export interface MutatingUpstream {
  app: FastifyInstance
  /** The rewrite for the answers from now on; null: answers as the reference gives them. */
  mutate(mutation: AnswerMutation | null): void
}

/**
 * The reference upstream behind a rewrite of its successful JSON answers: the platform that breaks
 * (or stretches) its contract in one chosen way, for regression tests and the fuzz.
 */
export function buildMutatingUpstream(opts: UpstreamOptions = {}): MutatingUpstream {
  const app = buildUpstream(opts)
  let current: AnswerMutation | null = null
  app.addHook('onSend', async (request, reply, payload) => {
    if (!current || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload
    let body: { code?: unknown; data?: unknown }
    try {
      body = JSON.parse(payload) as typeof body
    } catch {
      return payload
    }
    if (!body || typeof body !== 'object' || body.code !== 0) return payload
    return JSON.stringify({ ...body, data: current(answerKey(request.method, request.url), body.data) })
  })
  return { app, mutate: (mutation) => void (current = mutation) }
}
