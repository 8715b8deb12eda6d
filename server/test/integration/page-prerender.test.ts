// Issue 34: the document of a report route carries its page drawn from its first view (client/src/
// entry-server.tsx, built into dist/.ssr), so the page's content shows as the document arrives. Here a
// stand-in renderer says what it was given: drawn only when every view the page starts from is in the
// document, for the layout the request names, inert until the client hydrates it; a renderer that fails
// costs the document its drawn page, never the document or its views; the renderer is never served.
// Issue 37: the drawing runs in a thread of its own, each document waits for it at most
// PAGE_DRAW_DEADLINE_MS, four at most are in the thread, and a thread that ends is started again, not in a loop.
import t, { type Test } from 'tap'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FIRST_VIEW_ELEMENT_ID, type FirstView } from '@report/contracts/bff/first-view'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { cookieHeaderFrom, TEST_INDEX_HTML, type Teardown } from '../helpers/build.ts'
import { faultRig, type Rig } from '../faults/rig.ts'
import { MAX_DRAWN_CHARS } from '../../src/lib/page-prerender.ts'

const EXAM = 'examid=100152611100&org=0&grade=%E9%AB%98%E4%BA%8C'
const DASHBOARD = `/report/exam/dashboard?${EXAM}`
const PATIENT = { FIRST_VIEW_DEADLINE_MS: '10000', UPSTREAM_HEADERS_TIMEOUT_MS: '15000', UPSTREAM_BODY_TIMEOUT_MS: '30000' }
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

const STAND_IN = `export async function renderPage(input) {
  return '<main data-layout="' + input.layout + '" data-embedded="' + input.embedded + '" data-url="' + encodeURIComponent(input.url) + '">' +
    encodeURIComponent(JSON.stringify(Object.keys(input.views).sort())) + '</main>'
}`
const FAILING = `export async function renderPage() { throw new Error('a component threw') }`
const BROKEN = `export async function renderPage( {`

function distWith(renderer: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'report-client-'))
  mkdirSync(join(dist, '.ssr'))
  writeFileSync(join(dist, 'index.html'), TEST_INDEX_HTML)
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), renderer)
  return dist
}

const ROOT = /<div id="root"([^>]*)>(.*?)<\/div>/
const DATA_BLOCK = new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">([^<]*)</script>`)
const carried = (html: string): FirstView => JSON.parse(DATA_BLOCK.exec(html)?.[1] ?? '{}') as FirstView

interface Drawn {
  attributes: string
  layout?: string
  embedded?: string
  url?: string
  keys?: string[]
}

function drawnPage(html: string): Drawn | null {
  const root = ROOT.exec(html)
  if (!root || root[2] === '') return null
  const main = /<main data-layout="([^"]*)" data-embedded="([^"]*)" data-url="([^"]*)">([^<]*)<\/main>/.exec(root[2]!)
  return { attributes: root[1]!, layout: main?.[1], embedded: main?.[2], url: main ? decodeURIComponent(main[3]!) : undefined, keys: main ? (JSON.parse(decodeURIComponent(main[4]!)) as string[]) : undefined }
}

const rigWith = (t: Teardown, renderer: string, env: Record<string, string> = {}): Promise<Rig> => faultRig(t, { ...PATIENT, CLIENT_DIST: distWith(renderer), ...env }, 'demo-school-admin')

t.test('a report route\'s page is drawn into the document from the views it carries, inert, for the layout the request names', async (t) => {
  const rig = await rigWith(t, STAND_IN)
  const doc = await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie(), 'user-agent': DESKTOP } })
  t.equal(doc.statusCode, 200)
  const page = drawnPage(doc.body)
  t.ok(page, 'the root holds the page')
  t.equal(page!.attributes, ' data-prerendered="desktop" inert')
  t.equal(page!.url, DASHBOARD, 'drawn for the document\'s address')
  t.same(page!.keys, Object.keys(carried(doc.body)).sort(), 'from the views the document carries, which the client hydrates with')
  t.equal(page!.keys!.length, 3)
  t.equal(page!.embedded, 'false')
  t.match((await rig.app.inject({ url: '/metrics' })).body, /bff_first_view_total\{view="page",result="drawn"\} 1/)

  const ranking = `/report/exam/common/ranking?${EXAM}`
  const phone = drawnPage((await rig.app.inject({ url: ranking, headers: { cookie: rig.cookie(), 'user-agent': IPHONE } })).body)
  t.equal(phone?.layout, 'phone', 'a phone\'s user agent: the phone\'s layout')
  t.match(phone?.attributes, /data-prerendered="phone"/)
  const hinted = drawnPage((await rig.app.inject({ url: ranking, headers: { cookie: rig.cookie(), 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' } })).body)
  t.equal(hinted?.layout, 'phone', 'the browser\'s own hint over its user agent')
  const framed = drawnPage((await rig.app.inject({ url: `${DASHBOARD}&iframe=1`, headers: { cookie: rig.cookie() } })).body)
  t.equal(framed?.embedded, 'true', 'in another site\'s frame: the session view of embedded mode')
})

t.test('no page is drawn without every view it starts from: the client draws it, as before', async (t) => {
  const rig = await rigWith(t, STAND_IN)
  t.equal((await rig.app.inject({ url: DASHBOARD })).body, TEST_INDEX_HTML, 'no session')
  const exchange = await rig.app.inject({ url: `${DASHBOARD}&export=pdf&fxPdfToken=${pdfTokenFor('school-admin', { exam: '100152611100' })}` })
  const exportDoc = await rig.app.inject({ url: `${DASHBOARD}&export=pdf`, headers: { cookie: cookieHeaderFrom(exchange.headers['set-cookie']) } })
  t.equal(exportDoc.body, TEST_INDEX_HTML, 'the PDF renderer\'s session')
  const home = await rig.app.inject({ url: '/report/', headers: { cookie: rig.cookie() } })
  t.same(Object.keys(carried(home.body)), ['/session'])
  t.equal(drawnPage(home.body), null, 'not a report route')
  const notice = await rig.app.inject({ url: DASHBOARD, headers: { cookie: `${rig.cookie()}; fxNotice=role` } })
  t.equal(drawnPage(notice.body), null, 'the session view left to the page (a role notice)')

  rig.faults.set([{ match: '/report/obt/v1/exam/dashboard', mode: 'error', status: 500 }])
  const failed = await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie() } })
  t.equal(failed.statusCode, 200)
  t.equal(Object.keys(carried(failed.body)).length, 2, 'the views that did answer go out')
  t.equal(drawnPage(failed.body), null, 'a view missing: not drawn')
})

/** The dashboard's document as the client draws it: every view carried, the root left empty. */
async function undrawnDashboard(t: Test, rig: Rig): Promise<string> {
  const doc = await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie() } })
  t.equal(doc.statusCode, 200)
  t.equal(Object.keys(carried(doc.body)).length, 3)
  t.equal(drawnPage(doc.body), null)
  return doc.body
}

t.test('a renderer that fails costs the document its drawn page, not the document or its views; the renderer is not served', async (t) => {
  const rig = await rigWith(t, FAILING)
  t.match(await undrawnDashboard(t, rig), /<div id="root"><\/div>/, 'the root as built, without the inert mark')
  t.match((await rig.app.inject({ url: '/metrics' })).body, /bff_first_view_total\{view="page",result="failed"\} 1/)
  const asked = await rig.app.inject({ url: '/report/.ssr/entry-server.js', headers: { cookie: rig.cookie() } })
  t.notOk(asked.body.includes('renderPage'), 'the renderer\'s code stays on the server')
})

t.test('a renderer that does not load: the BFF starts, and its documents go as before', async (t) => {
  const rig = await rigWith(t, BROKEN)
  await undrawnDashboard(t, rig)
})

/** A renderer that holds its thread `ms` (a large exam's page, a slow machine) before it answers. */
const HOLDING = (ms: number) => `export async function renderPage(input) {
  const until = Date.now() + ${ms}
  while (Date.now() < until) {}
  return '<main>drawn</main>'
}`

t.test('the drawing runs beside the BFF\'s thread: a drawing past its deadline costs the document its page, not its time or other requests theirs', async (t) => {
  const rig = await rigWith(t, HOLDING(10_000), { PAGE_DRAW_DEADLINE_MS: '200' })
  const doc = await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie() } })
  t.equal(doc.statusCode, 200, 'answered while its drawing still holds the thread')
  t.equal(drawnPage(doc.body), null, 'the client draws the page')
  t.equal(Object.keys(carried(doc.body)).length, 3, 'with every view')
  // On the BFF's own thread the drawing would hold this answer (and the document's) for its 10 s.
  t.equal((await rig.app.inject({ url: '/healthz' })).statusCode, 200, '/healthz answered while the page is still being drawn')
  t.match((await rig.app.inject({ url: '/metrics' })).body, /bff_first_view_total\{view="page",result="late"\} 1/)
})

t.test('no more than four drawings in the thread: a document beyond them goes undrawn at once', async (t) => {
  const rig = await rigWith(t, HOLDING(10_000), { PAGE_DRAW_DEADLINE_MS: '100' })
  const docs = await Promise.all(Array.from({ length: 6 }, () => rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie() } })))
  t.same(docs.map((d) => d.statusCode), [200, 200, 200, 200, 200, 200])
  t.ok(docs.every((d) => drawnPage(d.body) === null && Object.keys(carried(d.body)).length === 3), 'each undrawn, with its views')
  const metrics = (await rig.app.inject({ url: '/metrics' })).body
  t.match(metrics, /bff_first_view_total\{view="page",result="late"\} 4/)
  t.match(metrics, /bff_first_view_total\{view="page",result="busy"\} 2/)
})

t.test('a drawing thread that ends is started again: the next document is drawn; not again within a minute', async (t) => {
  const ENDING = `export async function renderPage(input) {
    if (input.url.includes('end=1')) process.exit(1)
    return '<main data-layout="' + input.layout + '" data-embedded="false" data-url="' + encodeURIComponent(input.url) + '">' + encodeURIComponent('[]') + '</main>'
  }`
  const rig = await rigWith(t, ENDING)
  const ended = await rig.app.inject({ url: `${DASHBOARD}&end=1`, headers: { cookie: rig.cookie() } })
  t.equal(ended.statusCode, 200)
  t.equal(drawnPage(ended.body), null, 'the drawing that ended its thread: undrawn')
  t.equal(Object.keys(carried(ended.body)).length, 3)
  const next = await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie() } })
  t.equal(drawnPage(next.body)?.url, DASHBOARD, 'a new thread drew the next')
  t.match((await rig.app.inject({ url: '/metrics' })).body, /bff_first_view_total\{view="page",result="failed"\} 1/)
  // Ended again within the minute: not started again in a loop; the documents go undrawn, with their views.
  t.equal(drawnPage((await rig.app.inject({ url: `${DASHBOARD}&end=1`, headers: { cookie: rig.cookie() } })).body), null)
  const after = await rig.app.inject({ url: DASHBOARD, headers: { cookie: rig.cookie() } })
  t.equal(drawnPage(after.body), null, 'no thread until a minute has passed')
  t.equal(Object.keys(carried(after.body)).length, 3)
  t.match((await rig.app.inject({ url: '/metrics' })).body, /bff_first_view_total\{view="page",result="failed"\} 3/)
})

t.test('a drawing larger than a document takes goes undrawn: the client draws the page', async (t) => {
  const rig = await rigWith(t, `export async function renderPage() { return '<main>' + 'x'.repeat(${MAX_DRAWN_CHARS}) + '</main>' }`)
  await undrawnDashboard(t, rig)
  t.match((await rig.app.inject({ url: '/metrics' })).body, /bff_first_view_total\{view="page",result="failed"\} 1/)
})
