import t from 'tap'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { basename } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { childProcesses } from '../../src/lib/child-processes.ts'

// BFF_WORKERS=n: n processes serve one port; a dead worker is replaced; SIGTERM ends them all.

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const port = (probe.address() as { port: number }).port
  probe.close()
  return port
}

// A worker runs the primary's own executable. Under tsx with a cold cache the primary also has esbuild
// children (its transform service), which are not workers: counting them made a fresh machine see three.
const workerName = basename(process.execPath).slice(0, 15)

function workersOf(pid: number): number[] {
  return childProcesses(pid)
    .filter((child) => child.name === workerName)
    .map((child) => child.pid)
}

// A hang guard, not a speed: three processes loading the BFF through tsx took over 120 s at a load average
// of 28 (issue 29); tap's own limit for the file is 600 s.
async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, log: () => string, ms = 300_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the BFF printed:\n${log()}`)
    await sleep(200)
  }
}

t.test('two workers serve the port with one embedded upstream; a killed worker is replaced; SIGTERM stops all', async (t) => {
  const port = await freePort()
  const primary = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), BFF_WORKERS: '2', LOG_LEVEL: 'warn', UPSTREAM_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  t.teardown(() => void primary.kill('SIGKILL'))
  let out = ''
  primary.stdout.on('data', (c: Buffer) => (out += c.toString()))
  primary.stderr.on('data', (c: Buffer) => (out += c.toString()))

  const base = `http://127.0.0.1:${port}`
  await until('the workers to answer', async () => ((await fetch(`${base}/healthz`).catch(() => null))?.ok ? true : undefined), () => out)
  const workers = await until('two workers', () => {
    const now = workersOf(primary.pid!)
    return now.length === 2 ? now : undefined
  }, () => `children ${JSON.stringify(childProcesses(primary.pid!))}\n${out}`)
  t.equal(workers.length, 2)
  t.match(out, /\(2 workers\)/)
  t.match(out, /without REDIS_URL/, 'says what is not shared')
  t.match(out, /demo sign-in links/)

  // The sign-in page of a worker lists the embedded upstream's demo accounts: the workers know it is the reference one.
  const signIn = (await (await fetch(`${base}/report/bff/sign-in`)).json()) as { data: { accounts: unknown[] } }
  t.ok(signIn.data.accounts.length > 0, 'the demo accounts are listed')

  process.kill(workers[0]!, 'SIGKILL')
  const replaced = await until('a replacement worker', () => {
    const now = workersOf(primary.pid!)
    return now.length === 2 && !now.includes(workers[0]!) ? now : undefined
  }, () => out)
  t.notOk(replaced.includes(workers[0]!))
  await until('the port to answer again', async () => ((await fetch(`${base}/healthz`).catch(() => null))?.ok ? true : undefined), () => out)

  primary.kill('SIGTERM')
  const [code] = (await once(primary, 'exit')) as [number | null]
  t.equal(code, 0, 'the primary exits cleanly')
  t.same(workersOf(primary.pid!), [], 'no worker left')
  t.notOk((await fetch(`${base}/healthz`).catch(() => null))?.ok, 'the port is closed')
})
