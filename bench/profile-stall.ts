import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { codeArea } from './lib/cpu-profile.ts'
import { freePort, ROOT } from './lib/processes.ts'
import { statisticsComputed } from './lib/statistics-ahead.ts'
import { option } from './lib/args.ts'

/**
 * Issue 22, speed: where the BFF's own thread is busy while the 120,000 exam is first served. Runs
 * `server/src/main.ts` as npm start does (the upstream in its worker threads, statistics at start) under
 * `node --cpu-prof`, waits for the upstream's start-up computation, asks the city's cold dashboard page,
 * stops the BFF, and lists the longest busy stretches of the main thread's profile (the worker threads'
 * profiles are left out) with the functions that held each one, and the phase each fell in.
 * `node --import tsx bench/profile-stall.ts [stretches shown, default 6] [--route=<report route>] [--students=N]` (KEEP_PROFILE=1
 * keeps the files): `--route` asks that report page of the city view instead of the dashboard, `--students` seeds the
 * provincial exam with N examinees (issue 37: 1000000).
 */
const DASHBOARD = `/report/bff/report-page?route=${option('route') ?? 'dashboard'}&examid=280262611120&org=0`
const shown = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 6)
const students = option('students')

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

const where = codeArea

/**
 * Busy stretches (runs of non-idle samples, idle gaps under 2 ms joined) of a main-thread profile, longest first.
 * A sample's time is the delta before it: a thread kept off the CPU while busy shows as long samples.
 */
export function busyStretches(profile: Profile): Array<{ startMs: number; ms: number; self: Array<[string, number]>; ours: Array<[string, number]> }> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} — ${where(n.callFrame.url)}${n.callFrame.url && !n.callFrame.url.startsWith('node:') ? `:${n.callFrame.lineNumber + 1}` : ''}`
  /** The innermost frame of our own source (server/, fixtures/, contracts/) on the sample's stack. */
  const ours = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!
      const w = where(n.callFrame.url)
      if (/^(server|fixtures|contracts)\//.test(w)) return label(n)
    }
    return '(none of ours)'
  }
  const stretches: Array<{ start: number; end: number; ids: Array<[number, number]> }> = []
  let t = profile.startTime
  let open: (typeof stretches)[number] | undefined
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0
    t += delta
    const id = profile.samples[i]!
    if (byId.get(id)!.callFrame.functionName === '(idle)') continue
    if (open && t - delta - open.end < 2_000) {
      open.end = t
      open.ids.push([id, delta])
    } else stretches.push((open = { start: t - delta, end: t, ids: [[id, delta]] }))
  }
  const top = (pairs: Array<[string, number]>) => {
    const m = new Map<string, number>()
    for (const [k, us] of pairs) m.set(k, (m.get(k) ?? 0) + us)
    return [...m].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, us]): [string, number] => [k, us / 1000])
  }
  return stretches
    .map((s) => ({ startMs: (s.start - profile.startTime) / 1000, ms: (s.end - s.start) / 1000, self: top(s.ids.map(([id, us]) => [label(byId.get(id)!), us])), ours: top(s.ids.map(([id, us]) => [ours(id), us])) }))
    .sort((a, b) => b.ms - a.ms)
}

/** The busy and idle time of the profile between two monotonic instants (µs). */
function busyWithin(profile: Profile, from: number, to: number): { busyMs: number; idleMs: number; longestMs: number; longestSampleMs: number; self: Array<[string, number]> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id))
  let t = profile.startTime
  let busy = 0
  let quiet = 0
  let run = 0
  let longest = 0
  let longestSample = 0
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0
    t += delta
    if (t < from || t - delta > to) continue
    longestSample = Math.max(longestSample, delta)
    const part = Math.min(t, to) - Math.max(t - delta, from)
    const frame = byId.get(profile.samples[i]!)!.callFrame
    const name = `${frame.functionName || '(anonymous)'} — ${where(frame.url)}`
    self.set(name, (self.get(name) ?? 0) + part)
    if (idle.has(profile.samples[i]!)) {
      quiet += part
      run = 0
    } else {
      busy += part
      longest = Math.max(longest, (run += part))
    }
  }
  return { busyMs: busy / 1000, idleMs: quiet / 1000, longestMs: longest / 1000, longestSampleMs: longestSample / 1000, self: [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, us]): [string, number] => [k, us / 1000]) }
}

/** CPU time (user + system, ms) of each thread of a process, with its name. */
function threadCpu(pid: number): Map<number, { name: string; ms: number }> {
  const out = new Map<number, { name: string; ms: number }>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // Fields 14 and 15 of stat (utime, stime), in clock ticks of 10 ms.
      out.set(Number(tid), { name, ms: (Number(fields[11]) + Number(fields[12])) * 10 })
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return out
}

/** GET /healthz every 10 ms until stopped: the longest gap between two answers, on the monotonic clock (µs). */
function probe(base: string): { stop: () => Promise<{ from: number; to: number } | undefined> } {
  let done = false
  let longest: { from: number; to: number } | undefined
  const now = () => Number(process.hrtime.bigint() / 1000n)
  const running = (async () => {
    let last = now()
    while (!done) {
      if (!(await fetch(`${base}/healthz`).then((r) => r.arrayBuffer().then(() => true), () => false))) break
      const t = now()
      if (!longest || t - last > longest.to - longest.from) longest = { from: last, to: t }
      last = t
      await sleep(10)
    }
  })()
  return {
    stop: async () => {
      done = true
      await running
      return longest
    },
  }
}

async function profileColdPage(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-stall-prof-'))
  const port = await freePort()
  const { NODE_OPTIONS: _n, UPSTREAM_URL: _u, REDIS_URL: _r, BFF_WORKERS: _w, ...env } = process.env
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env: { ...env, ...(students ? { UPSTREAM_PROVINCE_STUDENTS: students } : {}), UPSTREAM_STATISTICS_AHEAD: '1', PORT: String(port), LOG_LEVEL: 'warn', UPSTREAM_HEADERS_TIMEOUT_MS: '120000' }, stdio: ['ignore', 'pipe', 'inherit'] })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  const phases: Array<[string, number]> = []
  let gap: { from: number; to: number } | undefined
  let gapAhead: { from: number; to: number } | undefined
  let cpu: Array<[string, number]> = []
  /** On the monotonic clock, in µs, as the profile's timestamps are (libuv's hrtime and V8's ticks both read CLOCK_MONOTONIC). */
  const mark = (phase: string) => phases.push([phase, Number(process.hrtime.bigint() / 1000n)])
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break
      if (i > 1200) throw new Error('no /healthz in 120 s')
      await sleep(100)
    }
    mark('listening')
    const probingAhead = probe(base)
    await statisticsComputed(() => stdout)
    mark('statistics at start done')
    gapAhead = await probingAhead.stop()
    const signIn = await fetch(`${base}/report/?token=demo-city`, { redirect: 'manual' })
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ')
    const cpuBefore = threadCpu(child.pid!)
    const probing = probe(base)
    mark('signed in; cold dashboard asked')
    const res = await fetch(`${base}${DASHBOARD}`, { headers: { cookie } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`dashboard answered ${res.status}`)
    mark('dashboard answered')
    gap = await probing.stop()
    const cpuAfter = threadCpu(child.pid!)
    cpu = [...cpuAfter].map(([tid, { name, ms }]) => [`${tid === child.pid ? 'main ' : ''}${tid} ${name}`, ms - (cpuBefore.get(tid)?.ms ?? 0)] as [string, number]).filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1])
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
  // The main thread's file: CPU.<date>.<time>.<pid>.0.<seq>.cpuprofile (thread id 0).
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile') && f.split('.').at(-3) === '0')
  if (!file) throw new Error(`no main-thread profile in ${dir}: ${readdirSync(dir).join(', ')}`)
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile
  if (process.env.KEEP_PROFILE) process.stderr.write(`profiles in ${dir}\n`)
  else rmSync(dir, { recursive: true, force: true })
  const at = (us: number) => ((us - profile.startTime) / 1e6).toFixed(2)
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; phases, s from the profile's start: ${phases.map(([p, us]) => `${p} ${at(us)}`).join(', ')}\n`)
  // Only what the /healthz probe can meet: from listening on.
  const listening = (phases[0]![1] - profile.startTime) / 1000
  const phaseOf = (ms: number) => [...phases].reverse().find(([, us]) => (us - profile.startTime) / 1000 <= ms)?.[0] ?? 'start-up'
  for (const [what, g] of [['while the statistics at start were computed', gapAhead], ['during the cold page', gap]] as const) {
    if (!g) continue
    const within = busyWithin(profile, g.from, g.to)
    console.log(`longest /healthz gap ${what}: ${((g.to - g.from) / 1000).toFixed(0)} ms from ${at(g.from)}; the BFF's thread within it: ${within.busyMs.toFixed(0)} ms busy (longest busy stretch ${within.longestMs.toFixed(0)} ms), ${within.idleMs.toFixed(0)} ms idle; longest time between two samples ${within.longestSampleMs.toFixed(1)} ms (1 ms when the thread is on a core)`)
    for (const [k, ms] of within.self) console.log(`  self ${ms.toFixed(1).padStart(6)} ms  ${k}`)
  }
  if (gap) {
    console.log(`CPU of the process's threads during the page (ms, /proc/<pid>/task): ${cpu.map(([t, ms]) => `${t} ${ms}`).join(', ')}\n`)
  }
  for (const s of busyStretches(profile).filter((s) => s.startMs + s.ms >= listening).slice(0, shown)) {
    console.log(`busy ${s.ms.toFixed(0)} ms from ${(s.startMs / 1000).toFixed(2)} s (after: ${phaseOf(s.startMs)})`)
    for (const [k, ms] of s.self) console.log(`  self ${ms.toFixed(1).padStart(6)} ms  ${k}`)
    for (const [k, ms] of s.ours) console.log(`  ours ${ms.toFixed(1).padStart(6)} ms  ${k}`)
  }
}

await profileColdPage()
