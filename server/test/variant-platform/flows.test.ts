// Issue 32 item 2, the flows that make something: a history comparison made, built and opened in every
// dimension, a custom table previewed, and the downloads (a report table and a comparison as .xlsx, the
// school report as .docx) answer against a platform that sends every fact in other forms
// (helpers/variant-platform.ts) what they answer against the reference upstream.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { strFromU8, unzipSync } from 'fflate'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'
import { buildVariantPlatform } from '../helpers/variant-platform.ts'
import { MIDTERM } from '../reports/report-rig.ts'

const NOW = new Date('2026-11-21T02:00:00Z')
const SEED = 5
const JSON_POST = { 'content-type': 'application/json', origin: 'http://localhost:80' }

// Comparisons build at once on both platforms (read when each upstream is built).
process.env.UPSTREAM_CONTRAST_QUEUE_MS = '0'
process.env.UPSTREAM_CONTRAST_BUILD_MS = '0'
const reference = await buildBff(t, await listen(t, buildUpstream({ now: () => NOW, tasks: { failureRate: 0 } })))
const variant = await buildBff(t, await listen(t, buildVariantPlatform({ now: () => NOW, tasks: { failureRate: 0 }, seed: SEED })))
delete process.env.UPSTREAM_CONTRAST_QUEUE_MS
delete process.env.UPSTREAM_CONTRAST_BUILD_MS

async function signIn(app: FastifyInstance, account: string): Promise<string> {
  const res = await app.inject({ url: `/report/?token=demo-${account}` })
  return cookieHeaderFrom(res.headers['set-cookie'])
}

interface Answer {
  status: number
  body: unknown
}

/** A JSON answer's body; an Office file's parts (but the properties, which hold when it was written). */
async function get(app: FastifyInstance, cookie: string, url: string): Promise<Answer> {
  const res = await app.inject({ url, headers: { cookie } })
  const type = String(res.headers['content-type'] ?? '')
  if (type.includes('json')) return { status: res.statusCode, body: res.json() }
  if (!type.includes('officedocument')) return { status: res.statusCode, body: `${type} ${res.rawPayload.length} bytes` }
  const parts = Object.entries(unzipSync(new Uint8Array(res.rawPayload))).filter(([name]) => !name.startsWith('docProps/'))
  return { status: res.statusCode, body: { type: type.split(';')[0], parts: Object.fromEntries(parts.map(([name, bytes]) => [name, strFromU8(bytes)])) } }
}

t.test('a history comparison: made, built, listed and opened in every dimension alike', async (t) => {
  const exams = ['100152609200', '100152610090', '100152611100'].map((examid) => ({ examid, org: 0 }))
  const runs: Array<{ id: string; views: Answer[] }> = []
  for (const app of [reference, variant]) {
    const cookie = await signIn(app, 'grade-admin')
    const made = await app.inject({ method: 'POST', url: '/report/bff/contrast/create', headers: { cookie, ...JSON_POST }, payload: { name: '另一平台', exams, subjects: ['数学', '语文'] } })
    t.equal(made.statusCode, 200, made.body)
    const id = made.json().data.id as string
    for (let i = 0; i < 100; i++) {
      if ((await app.inject({ url: `/report/bff/contrast/${id}/status`, headers: { cookie } })).json().data.done) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const views: Answer[] = [await get(app, cookie, '/report/bff/contrast/history'), await get(app, cookie, `/report/bff/compare/multi?id=${id}`)]
    const school = views[1]!.body as { data: { units: Array<{ key: string }> } }
    const schoolView = await get(app, cookie, `/report/bff/compare/school?id=${id}&school=10001`)
    const classKey = (schoolView.body as { data: { units: Array<{ key: string }> } }).data.units[0]!.key
    const classView = await get(app, cookie, `/report/bff/compare/class?id=${id}&school=10001&class=${classKey}`)
    const studentKey = (classView.body as { data: { tables: Array<{ rows: Array<{ key: string }> }> } }).data.tables[1]!.rows[0]!.key
    views.push(schoolView, classView, await get(app, cookie, `/report/bff/compare/student?id=${id}&school=10001&class=${classKey}&student=${studentKey}`))
    views.push(await get(app, cookie, `/report/bff/table-export?source=contrast&id=${id}&dimension=multi&table=0`))
    t.ok(school.data.units.length > 0, 'units to compare')
    runs.push({ id, views })
  }
  // The comparison's id and the time it was made are the platform's own: the rest is the same.
  const same = ({ id, views }: { id: string; views: Answer[] }) => JSON.parse(JSON.stringify(views).replaceAll(id, '<id>').replace(/"createdAt":"[^"]*"/g, '"createdAt":"<time>"')) as Answer[]
  const [want, got] = runs.map(same) as [Answer[], Answer[]]
  for (let i = 0; i < want.length; i++) t.same(got[i], want[i], `view ${i}`)
  t.ok(want.every((a) => a.status === 200), 'all answered')
})

t.test('a custom table previewed: the same grid', async (t) => {
  const config = { scope: 2, pindexes: [0, 1, 2], indicators: ['total', 'mean', 'max'], columns: 'subject', totals: true, privacy: true }
  const grids: Answer[] = []
  for (const app of [reference, variant]) {
    const cookie = await signIn(app, 'school-admin')
    const res = await app.inject({ method: 'POST', url: '/report/bff/custom-tables/preview', headers: { cookie, ...JSON_POST }, payload: { examid: MIDTERM, org: 0, config } })
    grids.push({ status: res.statusCode, body: res.json() })
  }
  t.equal(grids[0]!.status, 200)
  t.same(grids[1], grids[0])
})

t.test('downloads: the ranking table as .xlsx and the school report as .docx, the same files', async (t) => {
  const urls = [
    `/report/bff/table-export?source=report-table&route=report-ranking&block=ranking&examid=${MIDTERM}&org=0`,
    `/report/bff/school-report-word?examid=${MIDTERM}&org=0`,
  ]
  for (const url of urls) {
    const files: Answer[] = []
    for (const app of [reference, variant]) files.push(await get(app, await signIn(app, 'school-admin'), url))
    t.equal(files[0]!.status, 200, url)
    t.ok(Object.keys((files[0]!.body as { parts: object }).parts).length > 2, 'a file of parts')
    t.same(files[1], files[0], url)
  }
})
