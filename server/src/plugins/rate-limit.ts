import fp from 'fastify-plugin'
import fastifyRateLimit from '@fastify/rate-limit'
import { LRUCache } from 'lru-cache'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { TOKEN_QUERY_KEYS } from '@report/contracts/constants'
import { bffError } from '../errors.ts'
import { isDocumentRequest } from './token-exchange.ts'
import { RedisStore } from '../lib/shared-store/index.ts'

export interface TokenRateLimitOptions {
  /** Distinct tokens one client address may present per window. */
  max: number
  windowMs: number
}

/** The token a document request carries (the first token parameter present), or undefined. */
function tokenOf(request: FastifyRequest): string | undefined {
  const queryAt = request.url.indexOf('?')
  if (queryAt === -1 || !isDocumentRequest(request)) return undefined
  const query = new URLSearchParams(request.url.slice(queryAt + 1))
  for (const key of TOKEN_QUERY_KEYS) {
    const value = query.get(key)
    if (value !== null) return `${key}=${value.slice(0, 512)}`
  }
  return undefined
}

/**
 * Rate limit on the token exchange entry points: document requests that carry a token parameter,
 * `max` per window per client address, answered 429 in the error shape. What is counted is each
 * new token an address presents: repeating a token (a reload, a second tab, the PDF renderer's
 * parallel pages) joins the exchange already made and is free, while guessing tokens is not.
 */
export default fp(async function tokenRateLimit(app: FastifyInstance, opts: TokenRateLimitOptions) {
  // Counts are shared through Redis when instances are; a repeated token's free pass stays per instance.
  const store = app.sharedStore
  await app.register(fastifyRateLimit, { global: false, ...(store instanceof RedisStore ? { redis: store.client, nameSpace: 'token-rate-limit:' } : {}) })
  /** address+token → whether its first request was admitted (pending while that is being decided). */
  const verdicts = new LRUCache<string, Promise<boolean>>({ max: 50_000, ttl: opts.windowMs })
  const deciding = new WeakMap<FastifyRequest, { pair: string; verdict: Promise<boolean>; resolve: (admitted: boolean) => void }>()
  const settle = (request: FastifyRequest, admitted: boolean) => {
    const entry = deciding.get(request)
    if (!entry) return
    deciding.delete(request)
    entry.resolve(admitted)
    if (!admitted && verdicts.get(entry.pair) === entry.verdict) verdicts.delete(entry.pair)
  }
  const limit = app.rateLimit({
    max: opts.max,
    timeWindow: opts.windowMs,
    keyGenerator: (request) => request.ip,
    // A token this address already got admitted is free; concurrent repeats wait for the first's verdict.
    allowList: async (request) => {
      const pair = `${request.ip}\u0000${tokenOf(request)}`
      const known = verdicts.get(pair)
      if (known) return known
      let resolve!: (admitted: boolean) => void
      const verdict = new Promise<boolean>((r) => (resolve = r))
      verdicts.set(pair, verdict)
      deciding.set(request, { pair, verdict, resolve })
      return false
    },
    onExceeding: (request) => settle(request, true),
    onExceeded: (request) => settle(request, false),
    errorResponseBuilder: () => bffError('BFF_ERR_RATE_LIMITED'),
    // Redis away: sign-ins go on uncounted rather than every user being refused (README, Runbook).
    skipOnError: true,
  })
  async function limitTokens(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      await limit.call(app, request, reply)
    } finally {
      settle(request, false)
    }
  }
  // Callback style so the common request (no token) costs no promise; a token request returns one.
  app.addHook('onRequest', (request, reply, done) => {
    if (tokenOf(request) === undefined) return done()
    return limitTokens(request, reply)
  })
}, { name: 'token-rate-limit', dependencies: ['error-handler', 'shared-store'] })
