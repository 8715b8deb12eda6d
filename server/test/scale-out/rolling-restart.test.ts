import t from 'tap'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { Pool } from 'undici'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, listen } from '../helpers/build.ts'
import { startNginx } from '../helpers/nginx.ts'
import { startRedis } from '../helpers/redis.ts'
import { freePort } from '../production/processes.ts'

// Issue 22: a rolling restart of the BFF behind nginx under load loses no request. Each instance drains
// and closes as on SIGTERM (main.ts's handler calls the same drainAndClose; graceful-shutdown.test.ts
// covers the signal itself), a new one listens on its port, and only then is the next one stopped,
// while clients keep asking through nginx. In-process instances: spawning four BFF processes on a
// loaded 2-core machine takes longer than the test's time.

const CLIENTS = 12
// deploy/nginx.conf's fail_timeout: a rollout waits past it before stopping the next instance.
const FAIL_TIMEOUT_S = Number(/fail_timeout=(\d+)s/.exec(readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8'))?.[1])
// main.ts's shutdown values.
const DRAIN = { deadlineMs: 5_000, idleMs: 1_000 }

t.test('a rolling restart of two instances behind nginx under load loses no request', async (t) => {
  const redis = await startRedis(t)
  const upstream = buildUpstream()
  const upstreamUrl = await listen(t, upstream)
  const auth = await upstream.inject({ method: 'POST', url: '/report/obt/auth', payload: { token: 'demo-teacher', platform: 'fx' } })
  const cookie = `unifyToken=${(auth.json() as { data: { unifyToken: string } }).data.unifyToken}`

  const ports = [await freePort(), await freePort()]
  const start = async (port: number): Promise<FastifyInstance> => {
    const app = await buildBff(t, upstreamUrl, { REDIS_URL: redis })
    await app.listen({ port, host: '127.0.0.1' })
    return app
  }
  const instances = await Promise.all(ports.map(start))
  // deploy/nginx.conf itself, with the test's servers and port.
  const nginx = await startNginx(t, {
    port: await freePort(),
    servers: ports.map((port) => `127.0.0.1:${port}`),
    location: 'add_header X-Served-By $upstream_addr always;',
  })

  const pool = new Pool(nginx, { connections: CLIENTS })
  t.teardown(() => pool.destroy())
  const statuses = new Map<number, number>()
  const servedBy = new Set<string>()
  const failures: string[] = []
  const odd: string[] = []
  let running = true
  let answered = 0
  const client = async () => {
    while (running) {
      try {
        const answer = await pool.request({ method: 'GET', path: '/report/bff/session', headers: { cookie } })
        const body = await answer.body.text()
        if (answer.statusCode !== 200 && odd.length < 5) odd.push(`${answer.statusCode} ${String(answer.headers['x-served-by'])} ${body.slice(0, 200)}`)
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1)
        const by = answer.headers['x-served-by']
        if (typeof by === 'string') servedBy.add(by.split(',').at(-1)!.trim())
      } catch (error) {
        failures.push((error as Error).message)
      }
      answered += 1
    }
  }
  const clients = Array.from({ length: CLIENTS }, client)
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
  // Each phase lasts its time and at least this many answers: on a loaded machine (issue 29: 86 answers in
  // the whole run at a load average of 26) a phase of fixed time could pass with no request in it.
  const PHASE_ANSWERS = 24
  const phase = async (ms: number) => {
    const until = answered + PHASE_ANSWERS
    await pause(ms)
    while (answered < until) await pause(50)
  }

  await phase(1_000)
  for (const [i, port] of ports.entries()) {
    await instances[i]!.drainAndClose(DRAIN)
    await phase(500) // the other carries everything for a while
    instances[i] = await start(port)
    // As a rollout waits for the new instance to be ready before it stops the next.
    await phase(FAIL_TIMEOUT_S * 1_000 + 1_000)
  }
  running = false
  await Promise.all(clients)

  t.same([...statuses.keys()], [200], `every answer of ${answered} was 200: ${JSON.stringify(Object.fromEntries(statuses))} ${odd.join(' | ')}`)
  t.same(failures, [], 'no request failed at the client')
  t.same([...servedBy].sort(), ports.map((p) => `127.0.0.1:${p}`).sort(), `both instances served: ${[...servedBy].join(' ')} of ${ports.join(' ')}`)
})
