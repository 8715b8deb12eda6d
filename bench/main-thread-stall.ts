import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { builtFile, ensureServerBuild } from '../scripts/server-build.mjs'
import { freePort, ROOT } from './lib/processes.ts'
import { statisticsComputed } from './lib/statistics-ahead.ts'

/**
 * Issue 22, speed: the longest stall of the BFF and the cold first report page of the 120,000 exam. A GET
 * /healthz every 10 ms runs while, as the city, the dashboard report page of that exam is asked for the
 * first time. Three arrangements of the BFF, each in a fresh process, taking turns: the embedded
 * reference upstream on the BFF's thread, statistics on first view (the first arrangement); in its own
 * worker thread, statistics on first view (UPSTREAM_STATISTICS_AHEAD=0); in its worker thread with the
 * statistics computed ahead (UPSTREAM_STATISTICS_AHEAD=1, npm start now): the page is asked once the
 * upstream says the start-up computation is done, and the /healthz probe also runs during it. The
 * upstream's headers timeout is raised: on a busy machine the first view computing on the BFF's thread
 * would otherwise end in a 504 rather than a figure.
 * The BFF runs as npm start runs it (the server build); `--source` runs server/src/main.ts through tsx
 * instead, as every arrangement of a `--before` tree does (an earlier tree has no build of its own here).
 * The same-thread arrangement is a bench server and always runs through tsx.
 * `node --import tsx bench/main-thread-stall.ts [rounds, default 2] [--without-same-thread] [--ahead-only] [--source] [--before=<worktree>] [--students=N] [--helper-off-too] [--more-pages]`
 */
const rounds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 2)
const DASHBOARD = '/report/bff/report-page?route=dashboard&examid=280262611120&org=0'
const MORE_PAGES = process.argv.includes('--more-pages')
/** The city's next pages of the exam after its dashboard: 总体概况, 成绩排名 (its first page of rows), 学科报告. */
const MORE_ROUTES = ['general-overview', 'report-ranking', 'subject-report']
const before = process.argv.find((a) => a.startsWith('--before='))?.slice('--before='.length)
const fromSource = process.argv.includes('--source') || before !== undefined
if (!fromSource) await ensureServerBuild()
const MAIN = fromSource ? ['--import', 'tsx', 'server/src/main.ts'] : ['--enable-source-maps', builtFile('server')]
const ways: Record<string, { args: string[]; env: Record<string, string>; ahead: boolean; root?: string }> = {
  'upstream on the BFF thread, statistics on first view': { args: ['--import', 'tsx', 'bench/servers/bff-same-thread.ts'], env: { UPSTREAM_STATISTICS_AHEAD: '0' }, ahead: false },
  'upstream in a worker thread, statistics on first view': { args: MAIN, env: { UPSTREAM_STATISTICS_AHEAD: '0' }, ahead: false },
  'upstream in a worker thread, statistics at start (npm start now)': { args: MAIN, env: { UPSTREAM_STATISTICS_AHEAD: '1' }, ahead: true },
}
// `--students=N`: the provincial exam seeded with N examinees (issue 37: 1000000). `--helper-off-too`: also npm start
// with the statistics thread's helper off (UPSTREAM_STATISTICS_HELPER=0), every paper drawn on one thread as before.
const students = process.argv.find((a) => a.startsWith('--students='))?.slice('--students='.length)
if (students) for (const way of Object.values(ways)) way.env.UPSTREAM_PROVINCE_STUDENTS = students
if (process.argv.includes('--helper-off-too')) {
  const ahead = ways['upstream in a worker thread, statistics at start (npm start now)']!
  ways['the same, the statistics thread without its helper'] = { ...ahead, env: { ...ahead.env, UPSTREAM_STATISTICS_HELPER: '0' } }
}
if (process.argv.includes('--without-same-thread')) delete ways['upstream on the BFF thread, statistics on first view']
if (process.argv.includes('--ahead-only')) for (const label of Object.keys(ways)) if (!ways[label]!.ahead) delete ways[label]
// `--before=<dir>`: a checkout of an earlier commit whose arrangements take turns with these in the same run.
// `git worktree add --detach <dir> <commit>`, then in <dir>: node_modules/ a directory of symlinks to this
// tree's node_modules/* except @report, node_modules/@report/<name> -> ../../<name> (its own contracts and
// fixtures, not this tree's), and server/node_modules -> this tree's (server's own undici).
if (before) for (const [label, way] of Object.entries({ ...ways })) ways[`before (${before}): ${label}`] = { ...way, root: before }

function peakMiB(pid: number): number {
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(hwm ?? NaN) / 1024
}

interface Figures {
  stallMs: number
  pageMs: number
  probes: number
  /** Ahead only: from the first /healthz to the upstream's statistics done, and the longest /healthz gap meanwhile. */
  aheadMs?: number
  aheadStallMs?: number
  /** The process's peak resident memory (BFF and embedded upstream), MiB. */
  peakMiB: number
  /** `--more-pages`: each further page's time, cold, and the longest /healthz gap while it was asked. */
  more: Record<string, { ms: number; stallMs: number }>
  load: number
}

/** GET /healthz every 10 ms until stopped: the longest gap between two answers, and how many. */
function probe(base: string): { stop: () => Promise<{ longest: number; probes: number }> } {
  let done = false
  let longest = 0
  let probes = 0
  const running = (async () => {
    let last = performance.now()
    while (!done) {
      // A refused probe (the BFF stopped after a failure elsewhere) ends the probing, not the run.
      if (!(await fetch(`${base}/healthz`).then((r) => r.arrayBuffer().then(() => true), () => false))) break
      const now = performance.now()
      longest = Math.max(longest, now - last)
      last = now
      probes++
      await sleep(10)
    }
  })()
  return {
    stop: async () => {
      done = true
      await running
      return { longest, probes }
    },
  }
}

async function measure(way: (typeof ways)[string]): Promise<Figures> {
  const port = await freePort()
  const { NODE_OPTIONS: _n, UPSTREAM_URL: _u, REDIS_URL: _r, BFF_WORKERS: _w, ...env } = process.env
  const child = spawn(process.execPath, way.args, { cwd: way.root ?? ROOT, env: { ...env, ...way.env, PORT: String(port), LOG_LEVEL: 'warn', UPSTREAM_HEADERS_TIMEOUT_MS: '120000' }, stdio: ['ignore', 'pipe', 'inherit'] })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break
      if (i > 1200) throw new Error('no /healthz in 120 s')
      await sleep(100)
    }
    const figures: Partial<Figures> = {}
    if (way.ahead) {
      // The embedded upstream's address, as main.ts prints it; its /reference/statistics says when the start-up computation is done.
      const started = performance.now()
      const during = probe(base)
      await statisticsComputed(() => stdout, 900)
      figures.aheadMs = performance.now() - started
      figures.aheadStallMs = (await during.stop()).longest
    }
    // Sign in as the city through the token chain; the cookies are the session.
    const signIn = await fetch(`${base}/report/?token=demo-city`, { redirect: 'manual' })
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ')
    const during = probe(base)
    const started = performance.now()
    const res = await fetch(`${base}${DASHBOARD}`, { headers: { cookie } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`dashboard answered ${res.status}`)
    const pageMs = performance.now() - started
    const { longest, probes } = await during.stop()
    // `--more-pages`: then each further report page, cold, in turn, with the probe running.
    const more: Figures['more'] = {}
    if (MORE_PAGES) {
      for (const route of MORE_ROUTES) {
        const gaps = probe(base)
        const t0 = performance.now()
        const page = await fetch(`${base}/report/bff/report-page?route=${route}&examid=280262611120&org=0`, { headers: { cookie } })
        await page.arrayBuffer()
        if (page.status !== 200) throw new Error(`${route} answered ${page.status}`)
        more[route] = { ms: performance.now() - t0, stallMs: (await gaps.stop()).longest }
      }
    }
    return { ...figures, stallMs: longest, pageMs, probes, peakMiB: peakMiB(child.pid!), load: loadavg()[0]!, more }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

const results: Record<string, Figures[]> = {}
const loadAtStart = loadavg()
for (let r = 0; r < rounds; r++) {
  for (const [label, way] of Object.entries(ways)) (results[label] ??= []).push(await measure(way))
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!
const ms = (x: number | undefined) => (x === undefined ? '—' : `${x.toFixed(0)} ms`)
console.log(`load average at start ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}, at end ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${rounds} rounds, median (min–max)\n`)
console.log('| arrangement | longest /healthz gap during the cold page | cold first page (dashboard) | statistics at start done after | longest gap meanwhile | peak RSS | 1-min load per run |')
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const label of Object.keys(ways)) {
  const rs = results[label]!
  const span = (f: (x: Figures) => number | undefined) => {
    const xs = rs.map(f).filter((x): x is number => x !== undefined)
    return xs.length === 0 ? '—' : `${ms(median(xs))} (${ms(Math.min(...xs))}–${ms(Math.max(...xs))})`
  }
  console.log(`| ${label} | ${span((x) => x.stallMs)} | ${span((x) => x.pageMs)} | ${span((x) => x.aheadMs)} | ${span((x) => x.aheadStallMs)} | ${rs.map((x) => `${x.peakMiB.toFixed(0)} MiB`).join(', ')} | ${rs.map((x) => x.load.toFixed(1)).join(', ')} |`)
}
if (MORE_PAGES) {
  console.log('\n| arrangement | ' + MORE_ROUTES.map((r) => `${r}, cold | longest gap`).join(' | ') + ' |')
  console.log('| --- |' + MORE_ROUTES.map(() => ' --- | --- |').join(''))
  for (const label of Object.keys(ways)) {
    const rs = results[label]!
    console.log(`| ${label} | ${MORE_ROUTES.map((r) => `${rs.map((x) => ms(x.more[r]?.ms)).join(', ')} | ${rs.map((x) => ms(x.more[r]?.stallMs)).join(', ')}`).join(' | ')} |`)
  }
}
