// Issue 32 items 1–2, the home list: against a platform that keeps the spec but sends the compare list's
// `schools` as a map of school id to name (spec 1 §3) and every date as epoch milliseconds, the list is
// whole — every exam, name and date as against the reference upstream, complete — for lists fetched in
// one request, in five pages and in pages of 300 (spec 1 §7); and so it is under every seed of the
// variant platform (helpers/variant-platform.ts). Before: a 502 for the whole list (the map), or an
// empty list marked incomplete (the dates).
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import type { ExamsView } from '@report/contracts/bff/exams'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, listen } from '../helpers/build.ts'
import { buildVariantPlatform } from '../helpers/variant-platform.ts'
import { planExamListPages } from '../../src/domain/exams/plan-exam-list-pages.ts'

const NOW = new Date('2026-11-21T02:00:00Z')
const ACCOUNTS = ['small-school', 'school-admin', 'county', 'city'] as const

const reference = await buildBff(t, await listen(t, buildUpstream({ now: () => NOW })))
const reencoded = new Set<string>()
// Every keyed collection as a map from key to item (schools: id to name), every date as epoch ms.
const mapsAndEpochs = await buildBff(t, await listen(t, buildVariantPlatform({ now: () => NOW, seed: 0, forms: { collection: 2, date: 1 }, onReencode: (call) => reencoded.add(call) })))

async function list(app: FastifyInstance, account: string): Promise<{ status: number; view: ExamsView; body: string }> {
  const res = await app.inject({ url: '/report/bff/exams', headers: { cookie: `fxtoken=demo-${account}` } })
  return { status: res.statusCode, view: res.json().data as ExamsView, body: res.body }
}

const facts = (view: ExamsView) => view.exams.map((e) => [e.examid, e.name, e.date, e.typeName])

const references = new Map<string, ExamsView>()
for (const account of ACCOUNTS) references.set(account, (await list(reference, account)).view)

t.test('schools as an id → name map and dates as epoch ms: every exam, as against the reference', async (t) => {
  const plans = new Set<string>()
  for (const account of ACCOUNTS) {
    const want = references.get(account)!
    const got = await list(mapsAndEpochs, account)
    t.equal(got.status, 200, `${account}: ${got.body.slice(0, 200)}`)
    t.equal(got.view.incomplete, false, `${account}: complete`)
    t.equal(got.view.exams.length, want.exams.length, `${account}: all ${want.exams.length} exams`)
    t.same(facts(got.view), facts(want), `${account}: the same exams, names and dates`)
    t.same(got.view.schools, want.schools, `${account}: the same schools`)
    t.equal(got.view.total, want.total)
    const plan = planExamListPages(want.total)
    plans.add(plan.pages.length === 1 ? 'one request' : plan.pages[0]!.limit === 300 ? 'pages of 300' : 'five pages')
    t.comment(`${account}: ${want.total} exams in ${plan.pages.length} request(s)`)
  }
  t.same([...plans].sort(), ['five pages', 'one request', 'pages of 300'], 'every way the fan-out fetches a list')
  t.ok(reencoded.has('POST /obt/v1/exam/compare/list'), 'the list was re-encoded')
})

t.test('the platform did send a map and epoch dates (the test cannot pass by sending the reference forms)', async (t) => {
  const platform = buildVariantPlatform({ now: () => NOW, seed: 0, forms: { collection: 2, date: 1 } })
  t.teardown(() => platform.close())
  const res = await platform.inject({ method: 'POST', url: '/report/obt/v1/exam/compare/list', headers: { cookie: 'fxtoken=demo-county' }, payload: { offset: 0, limit: 50 } })
  const data = res.json().data as { schools: unknown; examList: Array<{ time: unknown }> }
  t.notOk(Array.isArray(data.schools), 'schools is a map')
  t.ok(Object.values(data.schools as object).every((name) => typeof name === 'string'), 'of id to name')
  t.ok(data.examList.length > 0 && data.examList.every((e) => typeof e.time === 'number'), 'every time is a number')
})

for (const seed of [1, 2, 3, 4]) {
  t.test(`variant platform seed ${seed}: the list is the reference list`, async (t) => {
    const app = await buildBff(t, await listen(t, buildVariantPlatform({ now: () => NOW, seed })))
    for (const account of ACCOUNTS) {
      const got = await list(app, account)
      t.equal(got.status, 200, `${account}: ${got.body.slice(0, 200)}`)
      t.same(got.view, references.get(account), `${account}: the same view model`)
    }
  })
}
