import t from 'tap'
import { Readable } from 'node:stream'
import type { Dispatcher } from 'undici'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { faultsOf } from '@report/fixtures/upstream/faults'
import { loadConfig } from '../../src/config.ts'
import { MAX_BUFFERED_BODY_BYTES, UpstreamClient } from '../../src/lib/upstream-client.ts'
import { makeSession } from '../../src/lib/session.ts'
import { BffError } from '../../src/errors.ts'
import { listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

const SAMPLE = '/report/obt/v1/bench/sample'
const session = makeSession('demo-teacher', undefined, false)

function client(t: { teardown(fn: () => unknown): void }, origin: string, env: Record<string, string> = {}) {
  const c = new UpstreamClient(origin, loadConfig(env).upstream)
  t.teardown(() => c.close())
  return c
}

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p
    return 'ok'
  } catch (error) {
    return error instanceof BffError ? `${error.statusCode} ${error.kind}` : `unexpected ${String(error)}`
  }
}

t.test('UPSTREAM_HEADERS_TIMEOUT_MS bounds the wait for headers; UPSTREAM_BODY_TIMEOUT_MS bounds a buffered body as a whole', async (t) => {
  const upstream = buildUpstream()
  const origin = await listen(t, upstream)
  const faults = faultsOf(upstream)
  faults.set([{ match: SAMPLE, latencyMs: 1_500 }])
  t.equal(await outcome(client(t, origin, { UPSTREAM_HEADERS_TIMEOUT_MS: '300' }).json('GET', SAMPLE, session)), '504 timeout')
  // The passing side far from the latency, so a loaded machine's late timers cannot turn it (issue 29).
  t.equal(await outcome(client(t, origin, { UPSTREAM_HEADERS_TIMEOUT_MS: '15000' }).json('GET', SAMPLE, session)), 'ok')
  // 10 chunks 150 ms apart: every gap is inside 300 ms, the whole is not.
  faults.set([{ match: SAMPLE, mode: 'trickle', bodyBytes: 400, trickleBytes: 40, trickleIntervalMs: 150 }])
  t.equal(await outcome(client(t, origin, { UPSTREAM_BODY_TIMEOUT_MS: '300' }).json('GET', SAMPLE, session)), '504 timeout')
  t.equal(await outcome(client(t, origin, { UPSTREAM_BODY_TIMEOUT_MS: '30000' }).json('GET', SAMPLE, session)), 'ok')
})

t.test('a buffered body over 8 MB is refused as an upstream error, by Content-Length or by count', async (t) => {
  const send = (bytes: number) => Readable.from((function* () {
    const block = Buffer.alloc(64 * 1024, 0x20)
    yield Buffer.from('{"code":0,"data":"')
    for (let n = 0; n < bytes; n += block.length) yield block
    yield Buffer.from('"}')
  })())
  const upstream = fakeUpstream({
    '/chunked-9mb': async (_req, reply) => reply.type('application/json').send(send(9 * 1024 * 1024)),
    '/chunked-7mb': async (_req, reply) => reply.type('application/json').send(send(7 * 1024 * 1024)),
    '/declared-20mb': async (_req, reply) => reply.type('application/json').header('content-length', 20 * 1024 * 1024).send(send(20 * 1024 * 1024)),
  })
  const c = client(t, await listen(t, upstream.app))
  t.equal(MAX_BUFFERED_BODY_BYTES, 8 * 1024 * 1024)
  t.equal(await outcome(c.buffered({ method: 'GET', path: '/chunked-9mb', session })), '502 upstream')
  t.equal(await outcome(c.buffered({ method: 'GET', path: '/declared-20mb', session })), '502 upstream')
  const ok = await c.buffered({ method: 'GET', path: '/chunked-7mb', session })
  t.ok(ok.body.length > 7 * 1024 * 1024, 'under the limit it is read whole')
  t.equal(await outcome(c.buffered({ method: 'GET', path: '/chunked-7mb', session })), 'ok', 'the pool is fine afterwards')
})

t.test('the retry budget: one retry of an idempotent call that failed to connect, at most one per ten calls overall', async (t) => {
  const c = client(t, 'http://127.0.0.1:9')
  let attempts = 0
  let fail = true
  const pool = (c as unknown as { pool: { dispatch: (o: unknown, h: Dispatcher.DispatchHandler) => boolean } }).pool
  let failure: Error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
  pool.dispatch = (_options, handler) => {
    attempts += 1
    const controller = { aborted: false, paused: false, reason: null, abort() {}, pause() {}, resume() {} }
    queueMicrotask(() => {
      handler.onRequestStart?.(controller, {})
      if (fail) return handler.onResponseError?.(controller, failure)
      handler.onResponseStart?.(controller, 200, {})
      handler.onResponseData?.(controller, Buffer.from('{"code":0,"data":1}'))
      handler.onResponseEnd?.(controller, {})
    })
    return true
  }
  t.equal(await outcome(c.json('GET', '/a', session)), '502 upstream')
  t.equal(attempts, 2, 'a GET that failed to connect is tried twice')
  attempts = 0
  t.equal(await outcome(c.json('POST', '/a', session, {})), '502 upstream')
  t.equal(attempts, 1, 'a POST is never retried')
  attempts = 0
  for (let i = 0; i < 20; i += 1) await outcome(c.json('GET', '/a', session))
  t.equal(attempts, 20 + 9, 'the budget of ten retries runs out (one was spent above)')
  fail = false
  for (let i = 0; i < 10; i += 1) await c.json('GET', '/a', session)
  fail = true
  attempts = 0
  await outcome(c.json('GET', '/a', session))
  await outcome(c.json('GET', '/a', session))
  t.equal(attempts, 3, 'ten successes earn one retry back')
  attempts = 0
  failure = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' })
  t.equal(await outcome(c.json('GET', '/a', session)), '502 upstream')
  t.equal(attempts, 1, 'a failure after connecting is not retried: the upstream may have acted on it')
})
