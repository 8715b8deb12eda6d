import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort, ROOT } from './lib/processes.ts'

/**
 * The longest stall of the BFF while the 120,000 exam's statistics are first computed: a GET /healthz
 * every 10 ms during the cold dashboard request of that exam, as the city. Two arrangements of
 * `npm start`, each in a fresh process (cold), taking turns: the embedded reference upstream on the
 * BFF's thread (as before) and in its own worker thread (now).
 * `node --import tsx bench/main-thread-stall.ts [rounds, default 2]`
 */
const rounds = Number(process.argv[2] ?? 2)
const DASHBOARD = '/report/bff/report-page?route=dashboard&examid=280262611120&org=0'
const ways = {
  'upstream on the BFF thread (before)': ['--import', 'tsx', 'bench/servers/bff-same-thread.ts'],
  'upstream in a worker thread (npm start now)': ['--import', 'tsx', 'server/src/main.ts'],
}

async function measure(args: string[]): Promise<{ stallMs: number; dashboardMs: number; probes: number }> {
  const port = await freePort()
  const { NODE_OPTIONS: _n, UPSTREAM_URL: _u, REDIS_URL: _r, BFF_WORKERS: _w, ...env } = process.env
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] })
  const base = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break
      if (i > 1200) throw new Error('no /healthz in 120 s')
      await sleep(100)
    }
    // Sign in as the city through the token chain; the cookies are the session.
    const signIn = await fetch(`${base}/report/?token=demo-city`, { redirect: 'manual' })
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ')
    let done = false
    let longest = 0
    let probes = 0
    const probe = (async () => {
      let last = performance.now()
      while (!done) {
        await fetch(`${base}/healthz`).then((r) => r.arrayBuffer())
        const now = performance.now()
        longest = Math.max(longest, now - last)
        last = now
        probes++
        await sleep(10)
      }
    })()
    const started = performance.now()
    const res = await fetch(`${base}${DASHBOARD}`, { headers: { cookie } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`dashboard answered ${res.status}`)
    const dashboardMs = performance.now() - started
    done = true
    await probe
    return { stallMs: longest, dashboardMs, probes }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

const results: Record<string, Array<{ stallMs: number; dashboardMs: number; probes: number }>> = {}
for (let r = 0; r < rounds; r++) {
  for (const [label, args] of Object.entries(ways)) (results[label] ??= []).push(await measure(args))
}
const best = (label: string) => results[label]!.reduce((a, b) => (b.stallMs < a.stallMs ? b : a))
const before = best(Object.keys(ways)[0]!)
console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, best of ${rounds} rounds\n`)
console.log('| arrangement | longest /healthz gap | cold dashboard | probes | stall vs before |')
console.log('| --- | --- | --- | --- | --- |')
for (const label of Object.keys(ways)) {
  const b = best(label)
  console.log(`| ${label} | ${b.stallMs.toFixed(0)} ms | ${(b.dashboardMs / 1000).toFixed(1)} s | ${b.probes} | ${(b.stallMs / before.stallMs).toFixed(3)}× |`)
}
