import fp from 'fastify-plugin'
import { Counter, Registry, collectDefaultMetrics } from 'prom-client'
import { LatencyHistogram, type LatencySeries } from '../lib/latency-histogram.ts'
import type { FastifyInstance } from 'fastify'

export interface Metrics {
  registry: Registry
  upstreamDuration: LatencyHistogram<'template' | 'method' | 'status'>
  cacheLookups: Counter<'cache' | 'result'>
  tokenExchanges: Counter<'step' | 'result'>
  /** Upstream answers that broke their contract, by call and field (lib/answer-decoder.ts). */
  upstreamContractBreaches: Counter<'call' | 'field'>
  /** Upstream values no form of their fact could read: each cost its field's default or its item (lib/answer-reading.ts). */
  upstreamDrift: Counter<'call' | 'field'>
  /** Shared-store calls that failed (Redis away); the request went on without the store. */
  sharedStoreErrors: Counter
  /** Views computed for a document's first view (views/first-view.ts): embedded, late (past the deadline) or failed. */
  firstViews: Counter<'view' | 'result'>
  /** How long a document waited for its page drawn from its first view (issue 34), in the drawing thread. */
  pageDraws: LatencySeries
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
  const requestDuration = new LatencyHistogram('bff_http_request_duration_seconds', 'BFF request duration by route', ['route', 'method', 'status'], LATENCY_BUCKETS, registry)
  app.decorate('metrics', {
    registry,
    upstreamDuration: new LatencyHistogram('bff_upstream_request_duration_seconds', 'Upstream call duration by path template', ['template', 'method', 'status'], LATENCY_BUCKETS, registry),
    cacheLookups: new Counter({ name: 'bff_cache_lookups_total', help: 'Cache hits and misses', labelNames: ['cache', 'result'] as const, registers: [registry] }),
    tokenExchanges: new Counter({ name: 'bff_token_exchanges_total', help: 'Token exchanges with the upstream', labelNames: ['step', 'result'] as const, registers: [registry] }),
    upstreamContractBreaches: new Counter({
      name: 'bff_upstream_contract_breaches_total',
      help: 'Upstream answers missing a promised field or with one of the wrong type',
      labelNames: ['call', 'field'] as const,
      registers: [registry],
    }),
    upstreamDrift: new Counter({
      name: 'bff_upstream_drift_total',
      help: 'Upstream values that could not be read in any form: each cost its field (its default) or its item',
      labelNames: ['call', 'field'] as const,
      registers: [registry],
    }),
    pageDraws: new LatencyHistogram('bff_page_draw_duration_seconds', 'How long a document waited for its page drawn from its first view (the drawing thread)', [], LATENCY_BUCKETS, registry).labels(),
    sharedStoreErrors: new Counter({ name: 'bff_shared_store_errors_total', help: 'Shared store (Redis) calls that failed and were answered without it', registers: [registry] }),
    firstViews: new Counter({ name: 'bff_first_view_total', help: 'Views computed for a document to carry, by view and result (embedded, late, failed; a late one taken by the page\'s own ask: taken; the page drawn from them: view page, drawn, late, busy or failed)', labelNames: ['view', 'result'] as const, registers: [registry] }),
  })
  // One bound series per route, method and status, found through nested maps: no key string per request.
  const series = new Map<string, Map<string, Map<number, LatencySeries>>>()
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched'
    const { method } = request
    const status = reply.statusCode
    let byMethod = series.get(route)
    if (byMethod === undefined) series.set(route, (byMethod = new Map()))
    let byStatus = byMethod.get(method)
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()))
    let one = byStatus.get(status)
    if (one === undefined) byStatus.set(status, (one = requestDuration.labels(route, method, String(status))))
    one.observe(reply.elapsedTime / 1000)
    done()
  })
  app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
    reply.type(registry.contentType)
    return registry.metrics()
  })
}, { name: 'metrics' })
