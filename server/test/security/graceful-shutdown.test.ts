import t from 'tap'
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { Pool } from 'undici'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { faultsOf } from '@report/fixtures/upstream/faults'
import { listen } from '../helpers/build.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const IN_FLIGHT = 24
const UPSTREAM_LATENCY_MS = 800

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

t.test('SIGTERM under load: every request in flight is answered, then the process exits 0', async (t) => {
  const upstream = buildUpstream({ faults: [{ match: '/report/obt/v1/bench/sample', latencyMs: UPSTREAM_LATENCY_MS }] })
  const upstreamUrl = await listen(t, upstream)
  const auth = await upstream.inject({ method: 'POST', url: '/report/obt/auth', payload: { token: 'demo-teacher', platform: 'fx' } })
  const cookie = `unifyToken=${auth.json().data.unifyToken}`
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstreamUrl, LOG_LEVEL: 'warn', RENDERER_CONSUMER_KEY: 'graceful-shutdown-test-key' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  t.teardown(() => void (child.exitCode === null && child.kill('SIGKILL')))
  const base = `http://127.0.0.1:${port}`
  // Through tsx the BFF loads a thousand modules first: 67 s under a load average of 26 (2 cores).
  const deadline = Date.now() + 150_000
  for (;;) {
    const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false)
    if (up) break
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the BFF did not start: ${stderr}`)
    await new Promise((r) => setTimeout(r, 100))
  }

  const pool = new Pool(base, { connections: IN_FLIGHT })
  t.teardown(() => pool.destroy())
  const started = performance.now()
  const inFlight = Array.from({ length: IN_FLIGHT }, () =>
    pool.request({ method: 'GET', path: '/report/obt/v1/bench/sample', headers: { cookie } }).then(
      async (res) => ({ status: res.statusCode, bytes: (await res.body.arrayBuffer()).byteLength, ms: performance.now() - started }),
      (error: { code?: string }) => ({ status: 0, bytes: 0, ms: performance.now() - started, error: error.code }),
    ),
  )
  // SIGTERM once every request is inside the BFF, waiting on the slow upstream.
  const seen = () => faultsOf(upstream).counts()['GET /report/obt/v1/bench/sample'] ?? 0
  while (seen() < IN_FLIGHT && performance.now() - started < 20_000) await new Promise((r) => setTimeout(r, 10))
  t.equal(seen(), IN_FLIGHT, 'all requests reached the upstream through the BFF')
  child.kill('SIGTERM')
  const answers = await Promise.all(inFlight)
  t.same(answers.map((a) => a.status), Array(IN_FLIGHT).fill(200), 'all in-flight requests answered 200')
  if (answers.some((a) => a.status !== 200)) t.comment(JSON.stringify(answers), stderr)
  t.ok(answers.every((a) => a.bytes > 1500), 'with their whole bodies')
  t.ok(answers.every((a) => a.ms >= UPSTREAM_LATENCY_MS), 'after the upstream answered, not cut short')
  const exitStarted = performance.now()
  t.equal(await exited, 0, 'the process exits cleanly (not killed by the 10 s grace)')
  t.ok(performance.now() - exitStarted < 5_000, 'soon after the last answer, though clients keep their connections alive')
  t.notMatch(stderr, /Error|unhandled/i, 'nothing went wrong on the way out')
  const after = await fetch(`${base}/healthz`).then((r) => r.status, (e: { cause?: { code?: string } }) => e.cause?.code)
  t.equal(after, 'ECONNREFUSED', 'and it is gone')
})
