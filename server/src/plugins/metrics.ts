import fp from 'fastify-plugin'
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { FastifyInstance } from 'fastify'

export interface Metrics {
  registry: Registry
  upstreamDuration: Histogram<'template' | 'method' | 'status'>
  cacheLookups: Counter<'cache' | 'result'>
  tokenExchanges: Counter<'step' | 'result'>
  /** Upstream answers that broke their contract, by call and field (lib/answer-decoder.ts). */
  upstreamContractBreaches: Counter<'call' | 'field'>
  /** Shared-store calls that failed (Redis away); the request went on without the store. */
  sharedStoreErrors: Counter
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Prometheus metrics on a registry of this app's own, so tests can build many apps. */
export default fp(async function metrics(app: FastifyInstance, opts: { defaultMetrics?: boolean }) {
  const registry = new Registry()
  if (opts.defaultMetrics) collectDefaultMetrics({ register: registry })
  const requestDuration = new Histogram({
    name: 'bff_http_request_duration_seconds',
    help: 'BFF request duration by route',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  app.decorate('metrics', {
    registry,
    upstreamDuration: new Histogram({
      name: 'bff_upstream_request_duration_seconds',
      help: 'Upstream call duration by path template',
      labelNames: ['template', 'method', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    cacheLookups: new Counter({ name: 'bff_cache_lookups_total', help: 'Cache hits and misses', labelNames: ['cache', 'result'] as const, registers: [registry] }),
    tokenExchanges: new Counter({ name: 'bff_token_exchanges_total', help: 'Token exchanges with the upstream', labelNames: ['step', 'result'] as const, registers: [registry] }),
    upstreamContractBreaches: new Counter({
      name: 'bff_upstream_contract_breaches_total',
      help: 'Upstream answers missing a promised field or with one of the wrong type',
      labelNames: ['call', 'field'] as const,
      registers: [registry],
    }),
    sharedStoreErrors: new Counter({ name: 'bff_shared_store_errors_total', help: 'Shared store (Redis) calls that failed and were answered without it', registers: [registry] }),
  })
  // One pre-labelled child per route, method and status: no label object, validation or sorting per request.
  const children = new Map<string, { observe(seconds: number): void }>()
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched'
    const key = `${route} ${request.method} ${reply.statusCode}`
    let child = children.get(key)
    if (child === undefined) children.set(key, (child = requestDuration.labels(route, request.method, String(reply.statusCode))))
    child.observe(reply.elapsedTime / 1000)
    done()
  })
  app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
    reply.type(registry.contentType)
    return registry.metrics()
  })
}, { name: 'metrics' })
