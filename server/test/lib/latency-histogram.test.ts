// DESIGN.md observability: /metrics shows request and upstream durations as Prometheus histograms. The
// bound-series histogram (issue 22, passthrough CPU) must expose what prom-client's Histogram does.
import t from 'tap'
import { Histogram, Registry } from 'prom-client'
import { LatencyHistogram } from '../../src/lib/latency-histogram.ts'

const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const OBSERVATIONS: Array<[string, string, string, number]> = [
  ['/report/obt/*', 'GET', '200', 0.0013],
  ['/report/obt/*', 'GET', '200', 0.002],
  ['/report/obt/*', 'GET', '200', 0.2],
  ['/report/obt/*', 'GET', '200', 12],
  ['/report/obt/*', 'POST', '502', 0.04],
  ['/healthz', 'GET', '200', 0],
  ['unmatched', 'GET', '404', 10],
]

function pair() {
  const ours = new Registry()
  const theirs = new Registry()
  const fast = new LatencyHistogram('bff_test_duration_seconds', 'Test duration', ['route', 'method', 'status'], BUCKETS, ours)
  const reference = new Histogram({ name: 'bff_test_duration_seconds', help: 'Test duration', labelNames: ['route', 'method', 'status'] as const, buckets: BUCKETS, registers: [theirs] })
  return { ours, theirs, fast, reference }
}

t.test('the same exposition text as prom-client for the same observations', async (t) => {
  const { ours, theirs, fast, reference } = pair()
  t.equal(await ours.metrics(), await theirs.metrics(), 'no observation yet')
  for (const [route, method, status, seconds] of OBSERVATIONS) {
    fast.labels(route, method, status).observe(seconds)
    reference.labels(route, method, status).observe(seconds)
  }
  const text = await ours.metrics()
  t.equal(text, await theirs.metrics())
  t.match(text, /bff_test_duration_seconds_bucket\{le="0.002",route="\/report\/obt\/\*",method="GET",status="200"\} 2/)
  t.match(text, /bff_test_duration_seconds_count\{route="\/report\/obt\/\*",method="GET",status="200"\} 4/)
  // The JSON form (registry.getMetricsAsJSON) too, without prom-client's empty exemplar fields.
  const json = async (r: Registry) => (await r.getMetricsAsJSON()).map((m) => ({ name: m.name, type: m.type, values: m.values.map((v) => ({ ...v, exemplar: undefined })) }))
  t.strictSame(await json(ours), await json(theirs), 'the JSON form too')
})

t.test('a bound series keeps counting after a reset, as a fresh prom-client one does', async (t) => {
  const { ours, theirs, fast, reference } = pair()
  const bound = fast.labels('/r', 'GET', '200')
  bound.observe(0.3)
  reference.labels('/r', 'GET', '200').observe(0.3)
  ours.resetMetrics()
  theirs.resetMetrics()
  t.equal(await ours.metrics(), await theirs.metrics(), 'reset shows no series')
  bound.observe(0.004)
  reference.labels('/r', 'GET', '200').observe(0.004)
  t.equal(await ours.metrics(), await theirs.metrics())
})

t.test('refuses what prom-client refuses', async (t) => {
  const { fast } = pair()
  t.throws(() => fast.labels('/r', 'GET'), /3 label values expected/)
  t.throws(() => fast.labels('/r', 'GET', '200').observe(Number.NaN), /not a valid number/)
})
