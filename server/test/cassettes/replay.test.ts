import t from 'tap'
import { buildReplayer, readCassette } from '@report/fixtures/cassettes/replayer'
import { buildBff, listen, type Teardown } from '../helpers/build.ts'
import { answerSheet, examList, SCENARIO, signIn, userName } from './scenarios.ts'
import { firstStudentOf } from './first-student.ts'

const CASSETTES = new URL('../../../fixtures/cassettes/', import.meta.url).pathname

async function replaying(t: Teardown & { teardown(fn: () => unknown): void }, name: string) {
  const replayer = buildReplayer(readCassette(`${CASSETTES}${name}.jsonl`))
  const app = await buildBff(t, await listen(t, replayer.app))
  return { app, replayer }
}

t.test('token chain replayed: platform token and PDF token sessions, no token left in a URL', async (t) => {
  const { app, replayer } = await replaying(t, 'token-chain')
  const web = await signIn(app, `token=${SCENARIO.schoolAdminToken}&platform=fx`)
  t.equal(web.location, '/report/')
  t.match(web.cookie, /unifyToken=/)
  t.ok((await userName(app, web.cookie)).length > 0, 'the session view names the user')
  // An fxPdfToken is single-use and random: the one the cassette holds, exchanged once.
  const recorded = readCassette(`${CASSETTES}token-chain.jsonl`).find((e) => e.request.path === '/report/obt/v1/user/genUnifyToken')!
  const pdfToken = (JSON.parse(String(recorded.request.body)) as { token: string }).token
  const pdf = await signIn(app, `fxPdfToken=${pdfToken}`)
  t.match(pdf.cookie, /fxExport=pdf/)
  t.ok((await userName(app, pdf.cookie)).length > 0, 'the PDF session reads the user through /report/pdf')
  t.same(replayer.unmatched, [])
})

t.test('exam-list fan-out replayed: five parallel pages for a county, one request for a small school', async (t) => {
  const { app, replayer } = await replaying(t, 'exam-list-fan-out')
  const county = await examList(app, (await signIn(app, `token=${SCENARIO.countyToken}`)).cookie)
  t.ok(county.total >= 50, `county total ${county.total} takes the five-page path`)
  t.equal(county.ids.length, county.total)
  t.equal(new Set(county.ids).size, county.total, 'no row twice')
  t.equal(county.incomplete, false)
  const small = await examList(app, (await signIn(app, `token=${SCENARIO.smallSchoolToken}`)).cookie)
  t.ok(small.total > 0 && small.total < 45, `small school total ${small.total} takes the single-request path`)
  t.same(replayer.unmatched, [])
})

t.test('answer pictures replayed: the list and a real SVG image', async (t) => {
  const { app, replayer } = await replaying(t, 'answer-pictures')
  const { cookie } = await signIn(app, `token=${SCENARIO.schoolAdminToken}`)
  const { ids } = await examList(app, cookie)
  const sheet = await answerSheet(app, cookie, ids[0]!, firstStudentOf(ids[0]!))
  t.ok(sheet.pages >= 1)
  t.match(sheet.svg, /^<\?xml|^<svg/)
  t.same(replayer.unmatched, [])
})

t.test('a request the cassette does not hold is named loudly and maps to the upstream error', async (t) => {
  const { app, replayer } = await replaying(t, 'token-chain')
  const res = await app.inject({ url: '/report/bff/exams', headers: { cookie: 'unifyToken=never-recorded' } })
  t.equal(res.statusCode, 502)
  t.equal(res.json().kind, 'upstream')
  t.equal(replayer.unmatched.length, 1)
  t.match(replayer.unmatched[0], /POST \/report\/obt\/v1\/exam\/compare\/list/)
})
