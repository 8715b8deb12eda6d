import t from 'tap'
import { connect } from 'node:net'
import { Writable } from 'node:stream'
import { Pool } from 'undici'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { faultsOf } from '@report/fixtures/upstream/faults'
import { buildBff, listen } from '../helpers/build.ts'
import { loggerOptions } from '../../src/logger.ts'

/** What a client of the shutting-down BFF got for one request. */
interface Outcome {
  status: number
  connection?: string
  code?: unknown
  shaped?: boolean
  error?: string
  afterClose: boolean
}

const SLOW = '/report/obt/v1/bench/sample'
/** Connection errors that mean a request was accepted and then lost (the bug); a refused connect was never accepted. */
const LOST = /ECONNRESET|UND_ERR_SOCKET|EPIPE|UND_ERR_CLOSED|other side closed/

async function signedIn(upstream: ReturnType<typeof buildUpstream>): Promise<string> {
  const auth = await upstream.inject({ method: 'POST', url: '/report/obt/auth', payload: { token: 'demo-teacher', platform: 'fx' } })
  return `unifyToken=${auth.json().data.unifyToken}`
}

function isShaped503(body: unknown): boolean {
  const b = body as Record<string, unknown>
  return b?.code === 'BFF_ERR_SERVER_CLOSING' && b.kind === 'upstream' && typeof b.message === 'string' && b.message !== '' && typeof b.requestId === 'string'
}

t.test('drainAndClose under keep-alive load: no request is reset, each is answered 200 or the shaped 503', async (t) => {
  const upstream = buildUpstream({ faults: [{ match: SLOW, latencyMs: 40 }] })
  const cookie = await signedIn(upstream)
  const app = await buildBff(t, await listen(t, upstream))
  const base = await listen(t, app)
  // More connections than workers: some keep-alive sockets sit idle when the drain begins.
  const pool = new Pool(base, { connections: 24 })
  t.teardown(() => pool.destroy())
  await Promise.all(Array.from({ length: 24 }, () => pool.request({ method: 'GET', path: '/healthz' }).then((r) => r.body.text())))

  const outcomes: Outcome[] = []
  let closing = false
  let closed = false
  async function worker(index: number): Promise<void> {
    for (let n = 0; ; n += 1) {
      const path = (index + n) % 3 === 0 ? '/healthz' : SLOW
      const afterClose = closing
      try {
        const res = await pool.request({ method: 'GET', path, headers: { cookie } })
        const text = await res.body.text()
        const body = res.statusCode === 503 ? JSON.parse(text) : undefined
        outcomes.push({ status: res.statusCode, connection: String(res.headers.connection ?? ''), code: body?.code, shaped: body ? isShaped503(body) : undefined, afterClose })
        if (res.statusCode !== 200) return
      } catch (error) {
        const e = error as { code?: string; message?: string; cause?: { code?: string } }
        outcomes.push({ status: 0, error: `${e.code ?? ''} ${e.cause?.code ?? ''} ${e.message ?? ''}`, afterClose })
        return
      }
      if (closed) return
    }
  }
  const workers = Array.from({ length: 12 }, (_, i) => worker(i))
  const warm = performance.now()
  while (outcomes.length < 300 && performance.now() - warm < 20_000) await new Promise((r) => setTimeout(r, 10))
  closing = true
  const closeStarted = performance.now()
  await app.drainAndClose({ deadlineMs: 5_000, idleMs: 1_000 })
  const closeMs = performance.now() - closeStarted
  closed = true
  await Promise.all(workers)

  const lost = outcomes.filter((o) => o.status === 0 && LOST.test(o.error!))
  const refused = outcomes.filter((o) => o.status === 0 && /ECONNREFUSED/.test(o.error!))
  const answered = outcomes.filter((o) => o.status !== 0)
  t.comment(`${outcomes.length} requests: ${answered.filter((o) => o.status === 200).length} × 200, ${answered.filter((o) => o.status === 503).length} × 503, ${refused.length} refused connects after the listener closed, ${lost.length} lost; closed in ${Math.round(closeMs)} ms`)
  t.same(lost, [], 'no request accepted and then reset')
  t.same(outcomes.filter((o) => o.status === 0 && !LOST.test(o.error!) && !/ECONNREFUSED/.test(o.error!)), [], 'no other failure')
  t.ok(refused.every((o) => o.afterClose), 'connections are refused only once the drain began')
  t.same(answered.filter((o) => o.status !== 200 && !(o.status === 503 && o.shaped)), [], 'every answer is 200 or the shaped 503')
  t.ok(answered.filter((o) => o.afterClose).every((o) => o.connection === 'close'), 'answers during the drain say Connection: close')
  t.ok(answered.filter((o) => o.afterClose && o.status === 200).length > 0, 'requests on open connections were still answered during the drain')
  t.ok(closeMs < 5_000, 'closed before the deadline: idle keep-alive connections did not hold it open')
  t.equal(app.server.listening, false, 'the listener is gone')
  t.ok(faultsOf(upstream).counts()[`GET ${SLOW}`]! > 100, 'the load went through to the upstream')
})

t.test('a request that arrives on an open connection once closing has begun answers the shaped 503 with Connection: close', async (t) => {
  const upstream = buildUpstream({ faults: [{ match: SLOW, latencyMs: 400 }] })
  const cookie = await signedIn(upstream)
  const lines: string[] = []
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done() } })
  const app = await buildBff(t, await listen(t, upstream), {}, { ...(loggerOptions('info') as object), stream })
  const { port } = new URL(await listen(t, app))
  const socket = connect(Number(port), '127.0.0.1')
  t.teardown(() => socket.destroy())
  let received = ''
  socket.on('data', (chunk) => (received += String(chunk)))
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nConnection: keep-alive\r\n\r\n`
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  socket.write(request(SLOW))
  while ((faultsOf(upstream).counts()[`GET ${SLOW}`] ?? 0) < 1) await new Promise((r) => setTimeout(r, 5))
  const closedApp = app.close()
  socket.write(request('/healthz'))
  await closedApp
  await ended
  const [first, second] = received.split(/(?=HTTP\/1\.1 )/)
  t.match(first, /^HTTP\/1\.1 200 /, 'the request in flight is answered')
  t.match(second, /^HTTP\/1\.1 503 /, 'the one that came while closing is refused')
  t.match(second, /\r\nconnection: close\r\n/i, 'with Connection: close')
  const body = JSON.parse(second!.slice(second!.indexOf('\r\n\r\n') + 4))
  t.ok(isShaped503(body), `in the error shape: ${JSON.stringify(body)}`)
  t.same(lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50), [], 'an expected refusal, not logged as an error')
})
