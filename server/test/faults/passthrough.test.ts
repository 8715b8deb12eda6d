import t from 'tap'
import { Pool } from 'undici'
import { listen } from '../helpers/build.ts'
import { faultRig, HANG_BOUND_MS, isErrorShape, PAST_HEADERS_TIMEOUT_MS, waitsOnTimers } from './rig.ts'
import type { FaultRule } from '@report/fixtures/upstream/faults'

const SAMPLE = '/report/obt/v1/bench/sample'
/** A cached passthrough path (answer sheets are buffered into the cache, not streamed). */
const SHEET = '/api/v3/exams/E1/papers/1/students/S1/answer-pics/1'

interface Outcome {
  status: number
  body: string
  /** The body broke off (the BFF aborted the response after its headers had gone). */
  aborted: boolean
  ms: number
}

async function fetchThrough(pool: Pool, path: string, cookie: string): Promise<Outcome> {
  const started = performance.now()
  const res = await pool.request({ method: 'GET', path, headers: { cookie }, headersTimeout: 10_000, bodyTimeout: 10_000 })
  let body = ''
  let aborted = false
  try {
    body = await res.body.text()
  } catch {
    aborted = true
  }
  return { status: res.statusCode, body, aborted, ms: performance.now() - started }
}

/**
 * The passthrough is a proxy: what the upstream answers (500/502/503, malformed JSON, a 20 MB body,
 * a trickle) reaches the browser as it is, streamed; what the upstream fails to answer (reset, no
 * answer, too late) is the BFF's own error in the error shape. A body that stops half-way after the
 * headers went out cannot become an error body any more: the BFF aborts the response at the body
 * timeout, as nginx does.
 */
const STREAMED: Array<{ name: string; rule: Omit<FaultRule, 'match'>; check: (o: Outcome) => boolean; what: string }> = [
  { name: 'error 500', rule: { mode: 'error', status: 500 }, check: (o) => o.status === 500 && JSON.parse(o.body).code === 500, what: 'the upstream 500 and its envelope' },
  { name: 'error 502', rule: { mode: 'error', status: 502 }, check: (o) => o.status === 502 && !o.aborted, what: 'the upstream 502' },
  { name: 'error 503', rule: { mode: 'error', status: 503 }, check: (o) => o.status === 503 && !o.aborted, what: 'the upstream 503' },
  { name: 'connection reset', rule: { mode: 'reset' }, check: (o) => o.status === 502 && isErrorShape(JSON.parse(o.body)) && JSON.parse(o.body).kind === 'upstream', what: '502 upstream in the error shape' },
  { name: 'no answer at all', rule: { mode: 'stall' }, check: (o) => o.status === 504 && JSON.parse(o.body).kind === 'timeout', what: '504 timeout in the error shape' },
  { name: 'latency past the headers timeout', rule: { latencyMs: PAST_HEADERS_TIMEOUT_MS }, check: (o) => o.status === 504 && isErrorShape(JSON.parse(o.body)), what: '504 timeout in the error shape' },
  { name: 'a body that never ends', rule: { mode: 'hang' }, check: (o) => o.status === 200 && o.aborted, what: '200, then the response is aborted at the body timeout' },
  { name: 'malformed JSON', rule: { mode: 'malformed' }, check: (o) => o.status === 200 && o.body.startsWith('{"code":0') && !o.aborted, what: 'the bytes as they came' },
  { name: 'a 20 MB body', rule: { mode: 'huge' }, check: (o) => o.status === 200 && o.body.length === 20 * 1024 * 1024, what: 'all 20 MB, streamed' },
  { name: 'a slow trickle', rule: { mode: 'trickle', bodyBytes: 400, trickleBytes: 40, trickleIntervalMs: 50 }, check: (o) => o.status === 200 && o.body.length === 400 && o.ms >= 400, what: 'the whole body, as slowly as it came' },
  { name: 'random latency inside the timeouts', rule: { latencyMs: 10, jitterMs: 40 }, check: (o) => o.status === 200, what: 'the sample' },
]

t.test('the streamed passthrough under every fault: forwarded, or the BFF\'s own error, never a hang', async (t) => {
  const rig = await faultRig(t)
  const pool = new Pool(await listen(t, rig.app), { connections: 4 })
  t.teardown(() => pool.close())
  for (const fault of STREAMED) {
    rig.faults.set([{ match: '/**', ...fault.rule }])
    const outcome = await fetchThrough(pool, SAMPLE, rig.cookie())
    const label = `${fault.name}: ${outcome.status}${outcome.aborted ? ' (aborted)' : ''} in ${outcome.ms.toFixed(0)} ms`
    t.ok(fault.check(outcome), `${label} — expected ${fault.what}`)
    // The trickle takes as long as the upstream takes: each chunk comes inside the body timeout.
    if (waitsOnTimers(fault.rule)) t.ok(outcome.ms < HANG_BOUND_MS, `${label}: not held until the default timeouts`)
  }
  rig.faults.reset()
  t.equal((await fetchThrough(pool, SAMPLE, rig.cookie())).status, 200, 'the BFF is whole afterwards')
})

t.test('the cached passthrough (answer sheets) buffers, so every failure is the BFF\'s own error', async (t) => {
  const rig = await faultRig(t)
  const pool = new Pool(await listen(t, rig.app), { connections: 4 })
  t.teardown(() => pool.close())
  const cases: Array<[string, Omit<FaultRule, 'match'>, number]> = [
    ['error 503', { mode: 'error', status: 503 }, 503],
    ['connection reset', { mode: 'reset' }, 502],
    ['no answer at all', { mode: 'stall' }, 504],
    ['a body that never ends', { mode: 'hang' }, 504],
    ['a 20 MB body', { mode: 'huge' }, 502],
    ['a slow trickle', { mode: 'trickle' }, 504],
  ]
  for (const [name, rule, status] of cases) {
    rig.faults.set([{ match: '/**', ...rule }])
    const outcome = await fetchThrough(pool, SHEET, rig.cookie())
    const label = `${name}: ${outcome.status} in ${outcome.ms.toFixed(0)} ms`
    t.equal(outcome.status, status, label)
    if (status !== 503) t.ok(isErrorShape(JSON.parse(outcome.body)), `${label}: error shape`)
    if (waitsOnTimers(rule)) t.ok(outcome.ms < HANG_BOUND_MS, `${label}: not held until the default timeouts`)
  }
})
