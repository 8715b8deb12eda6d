import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { builtFile, ensureServerBuild } from '../scripts/server-build.mjs'
import { option } from './lib/args.ts'
import { freePort, ROOT } from './lib/processes.ts'
import { statisticsComputed, type StatisticsTiming } from './lib/statistics-ahead.ts'
import { DRILL_PAGE_SIZE } from '@report/contracts/bff/table-rules'
import { REPORT_PAGES } from '../server/src/views/reports/pages/index.ts'
import { EXAM_ROUTES } from '../server/src/domain/exam-context/exam-routes.ts'

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
 * `node --import tsx bench/main-thread-stall.ts [rounds, default 2] [--without-same-thread] [--ahead-only] [--source] [--before=<worktree>] [--students=N] [--helper-off-too] [--more-pages] [--views=city,county,school,province] [--every-page] [--documents] [--json=<file>]`
 */
const rounds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 2)
const DASHBOARD = '/report/bff/report-page?route=dashboard&examid=280262611120&org=0'
const MORE_PAGES = process.argv.includes('--more-pages')
/** The city's next pages of the exam after its dashboard: 总体概况, 成绩排名 (its first page of rows), 学科报告. */
const MORE_ROUTES = ['general-overview', 'report-ranking', 'subject-report']
/**
 * `--views=…` (issue 37: every page ≤ 1 s cold for the province, a city, a county and a school view): each view in a
 * fresh process, after the statistics, asks cold its dashboard, 总体概况, 成绩排名, 学科报告, 成绩排名's page 2 by
 * 总分 desc (as the virtual table asks it) and the first 实考 drill of 总体概况 (as the drill dialog asks it).
 * Only demo-city follows the league that holds this exam (fixtures/src/dataset/accounts.ts), and no account is
 * the province's: demo-city without a focus sees the whole exam, every city's schools. A county or school view is
 * demo-city's with qxschool or lkschool, as the client's breadcrumb sets them (client/src/features/exam-frame/api/
 * use-exam-query.ts); 330102 is 云州市上城区, 20001 its first school. The county and school accounts are asked
 * too (county-account, school-account): their exams hold none of these schools, so they answer what they answer.
 */
const VIEWS: Record<string, { token: string; focus: string } | string> = {
  city: { token: 'demo-city', focus: '' },
  county: { token: 'demo-city', focus: '&qxschool=330102' },
  school: { token: 'demo-city', focus: '&lkschool=20001' },
  'county-account': { token: 'demo-county', focus: '' },
  'school-account': { token: 'demo-school-admin', focus: '' },
  province: 'no province account in fixtures/src/dataset/accounts.ts; the city view is the whole provincial exam',
}
const views = option('views')?.split(',') ?? []
// total-report twice: its results once outgrew the reference upstream's report cache, and every ask took 7 s.
const VIEW_ASKS = ['dashboard', 'general-overview', 'report-ranking', 'subject-report', 'total-report', 'total-report, asked again', 'ranking page 2, 总分 desc', 'drill of 总体概况'] as const
/** `--every-page` (with `--views`): then every other report page the BFF builds (REPORT_PAGES), once each, cold, as its route's first ask. */
const OTHER_PAGES = process.argv.includes('--every-page') ? REPORT_PAGES.map((p) => p.route).filter((route) => !(VIEW_ASKS as readonly string[]).includes(route)) : []
const DOCUMENT_ROUTES = [...VIEW_ASKS.filter((ask) => EXAM_ROUTES.has(ask)), ...OTHER_PAGES.filter((route) => EXAM_ROUTES.has(route))]
/**
 * `--documents` (with `--views`): each page asked as a full load asks it, its document, twice: cold (the views late
 * past the document's deadline are left to the page) and at once again (the views ready, the page drawn into the
 * document by the BFF, issue 34): each ask's time, the longest /healthz gap, and the drawing's own time (Server-Timing).
 */
const DOCUMENTS = process.argv.includes('--documents')
const before = option('before')
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
const students = option('students')
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

/** What `--json` writes: each view's rounds, with their asks and the statistics at start. */
export interface ViewsFigures {
  loadAtStart: number[]
  loadAtEnd: number[]
  views: Record<string, Figures[]>
}

export interface Figures {
  stallMs: number
  pageMs: number
  probes: number
  /** Ahead only: from the first /healthz to the upstream's statistics done, and the longest /healthz gap meanwhile. */
  aheadMs?: number
  aheadStallMs?: number
  /** Ahead only: the largest exam's seed (rows and item scores drawn) and publish (every statistic and its dashboard), as the upstream timed them. */
  largest?: StatisticsTiming
  /** The process's peak resident memory (BFF and embedded upstream), MiB. */
  peakMiB: number
  /** `--more-pages`: each further page's time, cold, and the longest /healthz gap while it was asked. */
  more: Record<string, { ms: number; stallMs: number }>
  /** `--views`: each ask of the view, cold; status is the HTTP status, or why it was not asked. */
  view?: Record<string, { ms?: number; stallMs?: number; status: number | string; note?: string }>
  /** `--documents`: each page's document, cold then again: time, longest gap, the drawing's time when drawn. */
  documents?: Record<string, Array<{ ms: number; stallMs: number; drawMs?: number; kb: number; status: number; pageAskMs?: number }>>
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

/** One request with the probe running: its time, the longest /healthz gap meanwhile, its status and body. */
async function timed(base: string, path: string, cookie: string): Promise<{ ms: number; stallMs: number; status: number; body: string; headers: Headers }> {
  const gaps = probe(base)
  const t0 = performance.now()
  const res = await fetch(`${base}${path}`, { headers: { cookie } })
  const body = await res.text()
  const ms = performance.now() - t0
  return { ms, stallMs: (await gaps.stop()).longest, status: res.status, body, headers: res.headers }
}

/** Each page's document (a full load's address, a desktop browser's), cold and then again. */
async function askDocuments(base: string, view: { token: string; focus: string }): Promise<NonNullable<Figures['documents']>> {
  const signIn = await fetch(`${base}/report/?token=${view.token}`, { redirect: 'manual' })
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ')
  const out: NonNullable<Figures['documents']> = {}
  for (const route of DOCUMENT_ROUTES) {
    const path = `/report${EXAM_ROUTES.get(route)!.path}?examid=280262611120&org=0${view.focus}`
    out[route] = []
    for (let ask = 0; ask < 2; ask++) {
      const r = await timed(base, path, cookie)
      const draw = /draw;dur=([\d.]+)/.exec(r.headers.get('server-timing') ?? '')?.[1]
      // A document without its report page (late past the deadline): the page asks for it itself, at once here.
      const pageAskMs = r.body.includes('"/report-page?') ? undefined : (await timed(base, `/report/bff/report-page?route=${route}&examid=280262611120&org=0${view.focus}`, cookie)).ms
      out[route].push({ ms: r.ms, stallMs: r.stallMs, drawMs: draw === undefined ? undefined : Number(draw), kb: r.body.length / 1024, status: r.status, pageAskMs })
    }
  }
  return out
}

/** The first drill cell of a page's view model, 实考 (filter=present) first: GET report-drill's query for its first page. */
function firstDrill(pageBody: string): string | undefined {
  const found: Record<string, string>[] = []
  JSON.parse(pageBody, (key, value) => {
    if (key === 'drills' && value && typeof value === 'object') found.push(...(Object.values(value) as Record<string, string>[]))
    return value
  })
  const drill = found.find((d) => d.filter === 'present') ?? found[0]
  return drill && new URLSearchParams({ ...drill, page: '1', pageSize: String(DRILL_PAGE_SIZE) }).toString()
}

const messageOf = (body: string) => { try { return (JSON.parse(body) as { message?: string }).message ?? body.slice(0, 60) } catch { return body.slice(0, 60) } }

/** A view's asks in turn, cold; a failed ask is noted and the next still asked. */
async function askView(base: string, view: { token: string; focus: string }): Promise<NonNullable<Figures['view']>> {
  const signIn = await fetch(`${base}/report/?token=${view.token}`, { redirect: 'manual' })
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ')
  const out: NonNullable<Figures['view']> = {}
  const page = (route: string) => `/report/bff/report-page?route=${route}&examid=280262611120&org=0${view.focus}`
  let overview = ''
  for (const ask of VIEW_ASKS) {
    let path: string | undefined
    if (ask === 'ranking page 2, 总分 desc') path = `/report/bff/report-table?route=report-ranking&examid=280262611120&org=0${view.focus}&block=ranking&page=2&pageSize=100&sortKey=p0.score&sortRule=desc`
    else if (ask === 'drill of 总体概况') path = overview ? `/report/bff/report-drill?${firstDrill(overview) ?? ''}` : undefined
    else if (ask === 'total-report, asked again') path = page('total-report')
    else path = page(ask)
    if (path === undefined || path.endsWith('?')) {
      out[ask] = { status: 'no drill cell on 总体概况' }
      continue
    }
    const r = await timed(base, path, cookie)
    if (ask === 'general-overview' && r.status === 200) overview = r.body
    out[ask] = { ms: r.ms, stallMs: r.stallMs, status: r.status === 200 ? 200 : `${r.status} ${messageOf(r.body)}` }
    if (ask === 'drill of 总体概况' && r.status === 200) out[ask].note = new URLSearchParams(path.slice(path.indexOf('?'))).get('caption') ?? ''
  }
  for (const route of OTHER_PAGES) {
    const r = await timed(base, page(route), cookie)
    out[route] = { ms: r.ms, stallMs: r.stallMs, status: r.status === 200 ? 200 : `${r.status} ${messageOf(r.body)}` }
  }
  return out
}

async function measure(way: (typeof ways)[string], view?: { token: string; focus: string }): Promise<Figures> {
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
      const timings = await statisticsComputed(() => stdout, 900)
      figures.aheadMs = performance.now() - started
      // Start-up computes the largest exam first.
      figures.largest = timings[0]
      figures.aheadStallMs = (await during.stop()).longest
    }
    if (view && DOCUMENTS) return { ...figures, stallMs: NaN, pageMs: NaN, probes: 0, more: {}, documents: await askDocuments(base, view), peakMiB: peakMiB(child.pid!), load: loadavg()[0]! }
    if (view) return { ...figures, stallMs: NaN, pageMs: NaN, probes: 0, more: {}, view: await askView(base, view), peakMiB: peakMiB(child.pid!), load: loadavg()[0]! }
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
const viewResults: Record<string, Figures[]> = {}
const loadAtStart = loadavg()
for (let r = 0; r < rounds; r++) {
  if (views.length > 0) {
    const [label, way] = Object.entries(ways)[0]!
    for (const name of views) {
      const view = VIEWS[name]
      if (typeof view === 'object') (viewResults[name] ??= []).push(await measure(way, view))
    }
    console.error(`round ${r + 1} of the views done (${label}), load ${loadavg()[0]!.toFixed(1)}`)
    continue
  }
  for (const [label, way] of Object.entries(ways)) (results[label] ??= []).push(await measure(way))
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!
const ms = (x: number | undefined) => (x === undefined ? '—' : `${x.toFixed(0)} ms`)
console.log(`load average at start ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}, at end ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${rounds} rounds, median (min–max)\n`)
if (views.length > 0 && DOCUMENTS) {
  const asked = views.filter((name) => typeof VIEWS[name] === 'object')
  console.log(`documents of each page, ${Object.keys(ways)[0]}; load average at start ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}, at end ${loadavg().map((l) => l.toFixed(1)).join(' ')}; each view in a fresh process, ${rounds} round(s): cold, then at once again: ms (longest /healthz gap; the drawing's ms and the document's KB when drawn; + the page's own ask of its view when the document came without it)\n`)
  console.log(`| page | ${asked.join(' | ')} |`)
  console.log(`| --- |${asked.map(() => ' --- |').join('')}`)
  const one = (a: NonNullable<Figures['documents']>[string][number]) => a.status !== 200 ? `${a.status}` : `${ms(a.ms)} (${ms(a.stallMs)}${a.drawMs === undefined ? '' : `; drawn ${a.drawMs.toFixed(0)} ms, ${a.kb.toFixed(0)} KB`})${a.pageAskMs === undefined ? '' : ` + page asked ${ms(a.pageAskMs)}`}`
  for (const route of DOCUMENT_ROUTES) console.log(`| ${route} | ${asked.map((name) => viewResults[name]!.map((x) => x.documents![route]!.map(one).join(' → ')).join('; ')).join(' | ')} |`)
  process.exit(0)
}
function seedAndPublish(t: StatisticsTiming | undefined): string {
  return t ? `${t.seedMs === null ? '—' : ms(t.seedMs)} + ${ms(t.publishMs)}` : '—'
}
/** `--json=<file>` (with `--views`): the views' figures for `npm run bench`'s scenario 14, which judges them. */
const jsonFile = option('json')
if (views.length > 0 && jsonFile) writeFileSync(jsonFile, JSON.stringify({ loadAtStart, loadAtEnd: loadavg(), views: viewResults } satisfies ViewsFigures))
if (views.length > 0) {
  console.log(`views of ${Object.keys(ways)[0]}; load average at start ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}, at end ${loadavg().map((l) => l.toFixed(1)).join(' ')}; each view in a fresh process, ${rounds} round(s): each round's figure, cold, and the longest /healthz gap while it was asked\n`)
  console.log('| view | statistics done after (gap meanwhile) | the largest exam: seed + publish | ' + VIEW_ASKS.join(' | ') + ' | peak RSS |')
  console.log('| --- | --- | --- |' + VIEW_ASKS.map(() => ' --- |').join('') + ' --- |')
  for (const name of views) {
    const view = VIEWS[name]
    if (typeof view !== 'object') {
      console.log(`| ${name} | ${view ?? 'no such view'} | — |` + VIEW_ASKS.map(() => ' — |').join('') + ' — |')
      continue
    }
    const rs = viewResults[name]!
    const cell = (ask: string) => rs.map((x) => { const a = x.view![ask]!; return a.status === 200 ? `${ms(a.ms)} (gap ${ms(a.stallMs)})` : `${a.status}` }).join('; ')
    console.log(`| ${name} (${view.token}${view.focus.replace('&', ', ')}) | ${rs.map((x) => `${ms(x.aheadMs)} (${ms(x.aheadStallMs)})`).join('; ')} | ${rs.map((x) => seedAndPublish(x.largest)).join('; ')} | ${VIEW_ASKS.map(cell).join(' | ')} | ${rs.map((x) => `${x.peakMiB.toFixed(0)} MiB`).join('; ')} |`)
  }
  for (const name of views) for (const note of new Set(viewResults[name]?.map((x) => x.view!['drill of 总体概况']!.note).filter(Boolean))) console.log(`\n${name}'s drill: ${note}`)
  if (OTHER_PAGES.length > 0) {
    const asked = views.filter((name) => typeof VIEWS[name] === 'object')
    console.log(`\nevery other report page, asked after those, cold, ms (longest /healthz gap):\n`)
    console.log(`| page | ${asked.join(' | ')} |`)
    console.log(`| --- |${asked.map(() => ' --- |').join('')}`)
    for (const route of OTHER_PAGES) {
      const cell = (name: string) => viewResults[name]!.map((x) => { const a = x.view![route]!; return a.status === 200 ? `${ms(a.ms)} (${ms(a.stallMs)})` : `${a.status}` }).join('; ')
      console.log(`| ${route} | ${asked.map(cell).join(' | ')} |`)
    }
  }
  process.exit(0)
}
console.log('| arrangement | longest /healthz gap during the cold page | cold first page (dashboard) | statistics at start done after | the largest exam: seed + publish | longest gap meanwhile | peak RSS | 1-min load per run |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const label of Object.keys(ways)) {
  const rs = results[label]!
  const span = (f: (x: Figures) => number | undefined) => {
    const xs = rs.map(f).filter((x): x is number => x !== undefined)
    return xs.length === 0 ? '—' : `${ms(median(xs))} (${ms(Math.min(...xs))}–${ms(Math.max(...xs))})`
  }
  console.log(`| ${label} | ${span((x) => x.stallMs)} | ${span((x) => x.pageMs)} | ${span((x) => x.aheadMs)} | ${rs.map((x) => seedAndPublish(x.largest)).join(', ')} | ${span((x) => x.aheadStallMs)} | ${rs.map((x) => `${x.peakMiB.toFixed(0)} MiB`).join(', ')} | ${rs.map((x) => x.load.toFixed(1)).join(', ')} |`)
}
if (MORE_PAGES) {
  console.log('\n| arrangement | ' + MORE_ROUTES.map((r) => `${r}, cold | longest gap`).join(' | ') + ' |')
  console.log('| --- |' + MORE_ROUTES.map(() => ' --- | --- |').join(''))
  for (const label of Object.keys(ways)) {
    const rs = results[label]!
    console.log(`| ${label} | ${MORE_ROUTES.map((r) => `${rs.map((x) => ms(x.more[r]?.ms)).join(', ')} | ${rs.map((x) => ms(x.more[r]?.stallMs)).join(', ')}`).join(' | ')} |`)
  }
}
