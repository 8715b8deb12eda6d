import fp from 'fastify-plugin'
import { Gauge } from 'prom-client'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { UpstreamClient } from '../lib/upstream-client.ts'
import { Recorder } from '../lib/recorder.ts'
import { SettledCache } from '../lib/settled-cache.ts'
import { SharedFlight, jsonCodec } from '../lib/shared-store/index.ts'
import { AnswerDecoder } from '../lib/answer-decoder.ts'

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient
    /** A session's own facts (who the user is, what they may do), shared by the views for a short while. */
    sessionFacts: SettledCache<SessionFact>
  }
}

/** How long a session's user facts are reused across views: a permission change shows within this. */
export const SESSION_FACTS_TTL_MS = 30_000
/**
 * What the kept facts may take, counted as their upstream bodies' bytes: a city exam's info lists every
 * school and class (hundreds of KB), and each session keeps its own; the least recently used go first.
 */
export const SESSION_FACTS_MAX_BYTES = 64 * 1024 * 1024

/** One kept upstream answer, with the size of the body it came in. */
export interface SessionFact {
  data: unknown
  bytes: number
}

/** The shared upstream client: one keep-alive pool for view models, caches and passthrough. */
export default fp(async function upstream(app: FastifyInstance, opts: { config: Config; origin: string }) {
  const recorder = opts.config.recordDir ? new Recorder(opts.config.recordDir) : undefined
  // The histogram keeps one bound series per label values (lib/latency-histogram.ts); templates are a bounded set.
  const observe = (template: string, method: string, status: number | 'error', seconds: number) => app.metrics.upstreamDuration.labels(template, method, String(status)).observe(seconds)
  // A broken contract, and a value that cost its field or item, are logged once per call and field and counted every time.
  const decoder = new AnswerDecoder({
    breach(breach, first) {
      app.metrics.upstreamContractBreaches.inc({ call: breach.call, field: breach.field })
      if (first) app.log.error({ call: breach.call, field: breach.field, problem: breach.problem }, 'upstream answer breaks its contract')
    },
    drift(drift, first) {
      app.metrics.upstreamDrift.inc({ call: drift.call, field: drift.field }, drift.count)
      if (first) app.log.warn({ call: drift.call, field: drift.field }, 'upstream answer drifts: a value no form of its fact reads cost its field or item')
    },
    undecoded(call, first) {
      if (first) app.log.warn({ call }, 'upstream answer has no schema in the registry: read undecoded')
    },
  })
  const client = new UpstreamClient(opts.origin, opts.config.upstream, observe, recorder, decoder)
  app.decorate('upstream', client)
  const hit = app.metrics.cacheLookups.labels('session-facts', 'hit')
  const miss = app.metrics.cacheLookups.labels('session-facts', 'miss')
  // Keys carry the session key, so an instance reads only what the same user's calls stored.
  const shared = app.sharedStore.kind === 'redis'
    ? { flight: new SharedFlight<SessionFact>(app.sharedStore, 'session-facts', jsonCodec(), app.sharedStoreFailed), ttlMs: SESSION_FACTS_TTL_MS, waitMs: opts.config.upstream.headersTimeoutMs }
    : undefined
  const facts = new SettledCache<SessionFact>(SESSION_FACTS_TTL_MS, { maxBytes: SESSION_FACTS_MAX_BYTES, sizeOf: (fact, key) => fact.bytes + key.length }, (found) => (found ? hit : miss).inc(), shared)
  app.decorate('sessionFacts', facts)
  // Its footprint against SESSION_FACTS_MAX_BYTES, read when /metrics is scraped.
  new Gauge({
    name: 'bff_session_facts_bytes',
    help: 'Upstream body bytes kept as session facts',
    registers: [app.metrics.registry],
    collect() {
      this.set(facts.size)
    },
  })
  app.addHook('onClose', async () => client.close())
}, { name: 'upstream', dependencies: ['metrics', 'shared-store'] })
