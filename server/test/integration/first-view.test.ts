// Issue 34: the document of a report route carries the views its page starts from (the session view,
// the exam frame, the report page), as the BFF's own routes answer them, under the keys the page asks
// them by; it never carries a token, nor anything for a request without a session or in export mode;
// a view that fails or is late is left out and the document still goes out; the route's chunks are named.
import t from 'tap'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FIRST_VIEW_ELEMENT_ID, type FirstView } from '@report/contracts/bff/first-view'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { cookieHeaderFrom, TEST_INDEX_HTML, type Teardown } from '../helpers/build.ts'
import { faultRig, type Rig } from '../faults/rig.ts'

const EXAM = 'examid=100152611100&org=0&grade=%E9%AB%98%E4%BA%8C'
const DASHBOARD = `/report/exam/dashboard?${EXAM}`
const KEYS = ['/session', `/exam-context?${EXAM}&route=dashboard`, `/report-page?route=dashboard&${EXAM}`]
/** Long enough that every view makes it on a loaded machine: what is carried must not depend on speed. */
const PATIENT = { FIRST_VIEW_DEADLINE_MS: '10000', UPSTREAM_HEADERS_TIMEOUT_MS: '15000', UPSTREAM_BODY_TIMEOUT_MS: '30000' }

const DATA_BLOCK = new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">([^<]*)</script>`)

function carried(html: string): FirstView {
  const match = DATA_BLOCK.exec(html)
  return match ? (JSON.parse(match[1]!) as FirstView) : {}
}

const schoolAdmin = (t: Teardown, env: Record<string, string> = PATIENT): Promise<Rig> => faultRig(t, env, 'demo-school-admin')

t.test('the dashboard document carries the session, the exam frame and the page, each as its route answers', async (t) => {
  const rig = await schoolAdmin(t)
  const cookie = rig.cookie()
  const doc = await rig.app.inject({ url: DASHBOARD, headers: { cookie } })
  t.equal(doc.statusCode, 200)
  t.equal(doc.headers['cache-control'], 'no-store', 'a document with a session\'s views is kept by no cache')
  t.match(String(doc.headers['content-security-policy']), /script-src 'self'(;|$)/, 'CSP unchanged: a data block needs no nonce')
  const views = carried(doc.body)
  t.same(Object.keys(views).sort(), [...KEYS].sort())
  for (const key of KEYS) {
    const answer = await rig.app.inject({ url: `/report/bff${key}`, headers: { cookie } })
    t.equal(answer.statusCode, 200, key)
    t.same(views[key], answer.json().data, `${key}: the route's own answer`)
  }
  t.notOk(doc.body.includes(rig.unifyToken), 'no token in the document')
  t.notOk(doc.body.includes(cookie.split('fxtoken=')[1]!), 'no cookie value in the document')
})

t.test('the document goes out compressed when the browser takes it so', async (t) => {
  const rig = await schoolAdmin(t)
  const doc = await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie(), 'accept-encoding': 'br, gzip' } })
  t.equal(doc.headers['content-encoding'], 'br')
  t.ok(doc.rawPayload.length < Buffer.byteLength(JSON.stringify(carried((await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie() } })).body))))
})

t.test('no session, an export session, or the error page: index.html as built', async (t) => {
  const rig = await schoolAdmin(t)
  const anonymous = await rig.app.inject({ url: DASHBOARD })
  t.equal(anonymous.body, TEST_INDEX_HTML)
  t.equal(anonymous.headers['cache-control'], 'no-cache')

  const exchange = await rig.app.inject({ url: `${DASHBOARD}&export=pdf&fxPdfToken=${pdfTokenFor('school-admin', { exam: '100152611100' })}` })
  t.equal(exchange.statusCode, 302)
  const exportSession = await rig.app.inject({ url: `${DASHBOARD}&export=pdf`, headers: { cookie: cookieHeaderFrom(exchange.headers['set-cookie']) } })
  t.equal(exportSession.body, TEST_INDEX_HTML, 'the PDF renderer\'s pages ask for their views as before')

  t.equal((await rig.app.inject({ url: '/report/error?msg=x', headers: { cookie: rig.cookie() } })).body, TEST_INDEX_HTML)
})

t.test('another route carries the session view alone; a query the views refuse carries no exam view', async (t) => {
  const rig = await schoolAdmin(t)
  const home = carried((await rig.app.inject({ url: '/report/', headers: { cookie: rig.cookie() } })).body)
  t.same(Object.keys(home), ['/session'])
  const bad = carried((await rig.app.inject({ url: '/report/exam/dashboard?examid=%3Cx%3E&org=0', headers: { cookie: rig.cookie() } })).body)
  t.same(Object.keys(bad), ['/session'], 'an examid the schema refuses: the page asks, and gets its 400')
})

t.test('the role notice is the session view\'s to answer: the document leaves it out and keeps the cookie', async (t) => {
  const rig = await schoolAdmin(t)
  const doc = await rig.app.inject({ url: DASHBOARD, headers: { cookie: `${rig.cookie()}; fxNotice=role` } })
  t.notOk('/session' in carried(doc.body))
  t.notOk(doc.headers['set-cookie'], 'the notice stays for the session view')
})

t.test('a view that fails is left out; the document and the other views go out', async (t) => {
  const rig = await schoolAdmin(t)
  rig.faults.set([{ match: '/report/obt/v1/exam/dashboard', mode: 'error', status: 500 }])
  const doc = await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie() } })
  t.equal(doc.statusCode, 200)
  t.same(Object.keys(carried(doc.body)).sort(), KEYS.slice(0, 2).sort())
  t.match((await rig.app.inject({ url: '/metrics' })).body, /bff_first_view_total\{view="report-page",result="failed"\} 1/)
})

t.test('a view past the deadline is left out: the document goes without it, the view ends later', async (t) => {
  const rig = await schoolAdmin(t, { ...PATIENT, FIRST_VIEW_DEADLINE_MS: '200' })
  rig.faults.set([{ match: '/report/obt/v1/exam/dashboard', latencyMs: 3_000 }])
  const doc = await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie() } })
  t.equal(doc.statusCode, 200)
  t.notOk(KEYS[2]! in carried(doc.body), 'the slow page is not in it')
  // It was late, not failed: it answers once the upstream does, after the document went.
  const late = /bff_first_view_total\{view="report-page",result="late"\} 1/
  for (let tries = 0; tries < 200 && !late.test((await rig.app.inject({ url: '/metrics' })).body); tries++) await new Promise((resolve) => setTimeout(resolve, 100))
  t.match((await rig.app.inject({ url: '/metrics' })).body, late)
})

/** Upstream calls of the exam dashboard so far, by the BFF's upstream metrics. */
async function dashboardCalls(rig: Rig): Promise<number> {
  const line = /bff_upstream_request_duration_seconds_count\{template="[^"]*exam\/dashboard"[^}]*\} (\d+)/.exec((await rig.app.inject({ url: '/metrics' })).body)
  return Number(line?.[1] ?? 0)
}

t.test('the page\'s own ask of a view its document left late takes that computation, once, for that session alone', async (t) => {
  const rig = await schoolAdmin(t, { ...PATIENT, FIRST_VIEW_DEADLINE_MS: '200' })
  rig.faults.set([{ match: '/report/obt/v1/exam/dashboard', latencyMs: 1_500 }])
  const cookie = rig.cookie()
  const doc = await rig.app.inject({ url: DASHBOARD, headers: { cookie } })
  t.notOk(KEYS[2]! in carried(doc.body), 'late: not in the document')
  const asked = await rig.app.inject({ url: `/report/bff${KEYS[2]}`, headers: { cookie } })
  t.equal(asked.statusCode, 200)
  t.equal((asked.json() as { data: { route: string } }).data.route, 'dashboard')
  t.equal(await dashboardCalls(rig), 1, 'the upstream asked once, for the document and the page together')
  t.match((await rig.app.inject({ url: '/metrics' })).body, /bff_first_view_total\{view="report-page",result="taken"\} 1/)

  const again = await rig.app.inject({ url: `/report/bff${KEYS[2]}`, headers: { cookie } })
  t.equal(again.statusCode, 200)
  t.equal(await dashboardCalls(rig), 2, 'taken once: the next ask computes its own')

  // Held again for this session; a session of other tokens asking the same key is not given it.
  t.notOk(KEYS[2]! in carried((await rig.app.inject({ url: DASHBOARD, headers: { cookie } })).body))
  const taken = /bff_first_view_total\{view="report-page",result="taken"\} (\d+)/
  const takenSoFar = async () => Number(taken.exec((await rig.app.inject({ url: '/metrics' })).body)?.[1] ?? 0)
  // The same user's tokens in another session (the rig's fxtoken is the session's own): not given this one's view.
  const stranger = await rig.app.inject({ url: `/report/bff${KEYS[2]}`, headers: { cookie: `${cookie}0` } })
  t.equal(stranger.statusCode, 200)
  t.equal(await takenSoFar(), 1, 'another session\'s ask computed its own')
  t.equal((await rig.app.inject({ url: `/report/bff${KEYS[2]}`, headers: { cookie } })).statusCode, 200, 'the session\'s own ask still takes it')
  t.match((await rig.app.inject({ url: '/metrics' })).body, /bff_first_view_total\{view="report-page",result="taken"\} 2/)
})

t.test('a route\'s chunks are named with its document; the build manifest is not served', async (t) => {
  const dist = mkdtempSync(join(tmpdir(), 'report-client-'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, 'index.html'), TEST_INDEX_HTML)
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['src/app/start.tsx'] },
    'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['index.html', '_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    'src/app/routes/exam/index.tsx': { file: 'assets/exam-1.js', imports: ['_react-1.js', '_frame-1.js'] },
    '_frame-1.js': { file: 'assets/frame-1.js' },
    'src/app/routes/exam/dashboard.tsx': { file: 'assets/dashboard-1.js', imports: ['_view-1.js'] },
    'src/app/routes/exam/report.tsx': { file: 'assets/report-1.js', imports: ['_view-1.js'] },
    '_view-1.js': { file: 'assets/view-1.js' },
    'src/components/report/chart-canvas.tsx': { file: 'assets/chart-canvas-1.js', imports: ['_charts-1.js'] },
    '_charts-1.js': { file: 'assets/charts-1.js' },
  }))
  const rig = await schoolAdmin(t, { ...PATIENT, CLIENT_DIST: dist })
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])
  const dashboard = await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie() } })
  const hasCharts = (carried(dashboard.body)[KEYS[2]!] as { blocks: Array<{ kind: string }> }).blocks.some((b) => b.kind === 'chart')
  t.ok(hasCharts, 'the dashboard draws charts')
  // The entry holds no library (client/src/main.tsx): the app it starts goes out with every document.
  t.same(preloads(dashboard.body), ['start-1', 'react-1', 'exam-1', 'frame-1', 'dashboard-1', 'view-1', 'chart-canvas-1', 'charts-1'].map((f) => `/report/assets/${f}.js`))
  const ranking = await rig.app.inject({ url: `/report/exam/common/ranking?${EXAM}`, headers: { cookie: rig.cookie() } })
  t.same(preloads(ranking.body), ['start-1', 'react-1', 'exam-1', 'frame-1', 'report-1', 'view-1'].map((f) => `/report/assets/${f}.js`), 'a page without charts: no chart chunks')
  t.same(preloads((await rig.app.inject({ url: '/report/', headers: { cookie: rig.cookie() } })).body), ['start-1', 'react-1'].map((f) => `/report/assets/${f}.js`), 'not an exam route: the app alone')
  t.same(preloads((await rig.app.inject({ url: DASHBOARD })).body), ['start-1', 'react-1'].map((f) => `/report/assets/${f}.js`), 'no session: the app alone')
  t.notOk((await rig.app.inject({ url: '/report/.vite/manifest.json' })).body.includes('isEntry'))
})
