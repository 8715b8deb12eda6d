// History comparison against a minimal platform (DESIGN.md "Reading the upstream"): every
// exam-contrast answer cut down to what its schema promises (contracts/src/upstream/contrast.ts), as
// server/test/helpers/minimal-platform.ts does for every call. The user's info stays whole here: pruned,
// it has no version name, and no version means no comparison (spec 1 §4), which the last test holds.
// The views still answer 200, what the platform left out shown as unknown, never a 500.

import t from 'tap'
import type { CompareView } from '@report/contracts/bff/contrast'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'
import { answerKey } from '@report/contracts/upstream/answers'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildMinimalPlatform, promisedSchemaOf, pruneToPromised } from '../helpers/minimal-platform.ts'
import { NOW } from '../integration/shell-rig.ts'

t.test('create, build and every dimension on a platform that sends only the promised fields', async (t) => {
  const saved = { q: process.env.UPSTREAM_CONTRAST_QUEUE_MS, b: process.env.UPSTREAM_CONTRAST_BUILD_MS }
  process.env.UPSTREAM_CONTRAST_QUEUE_MS = '0'
  process.env.UPSTREAM_CONTRAST_BUILD_MS = '0'
  const pruned = new Set<string>()
  const platform = buildUpstream({ now: () => NOW })
  platform.addHook('onSend', async (request, reply, payload) => {
    const schema = promisedSchemaOf(request.method, request.url)
    if (!request.url.includes('/exam-contrast/') || !schema || typeof payload !== 'string' || reply.statusCode >= 400) return payload
    const body = JSON.parse(payload) as { code: number; data: unknown }
    if (body.code !== 0) return payload
    pruned.add(answerKey(request.method, request.url))
    return JSON.stringify({ code: 0, data: pruneToPromised(schema, body.data) })
  })
  const app = await buildBff(t, await listen(t, platform))
  process.env.UPSTREAM_CONTRAST_QUEUE_MS = saved.q
  process.env.UPSTREAM_CONTRAST_BUILD_MS = saved.b
  if (saved.q === undefined) delete process.env.UPSTREAM_CONTRAST_QUEUE_MS
  if (saved.b === undefined) delete process.env.UPSTREAM_CONTRAST_BUILD_MS
  const signIn = await app.inject({ url: '/report/?token=demo-grade-admin' })
  const cookie = cookieHeaderFrom(signIn.headers['set-cookie'])

  const exams = ['100152609200', '100152610090', '100152611100'].map((examid) => ({ examid, org: 0 }))
  const made = await app.inject({ method: 'POST', url: '/report/bff/contrast/create', headers: { cookie, 'content-type': 'application/json' }, payload: { name: '最小平台', exams, subjects: ['数学'] } })
  t.equal(made.statusCode, 200, made.body)
  const id = made.json().data.id as string
  for (let i = 0; i < 100; i++) {
    const s = (await app.inject({ url: `/report/bff/contrast/${id}/status`, headers: { cookie } })).json().data
    if (s.done) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const history = await app.inject({ url: '/report/bff/contrast/history', headers: { cookie } })
  t.equal(history.statusCode, 200)
  t.match(history.json().data.items[0], { name: '最小平台', statusLabel: '已完成', createdAt: '--', subjects: '总分' }, 'no createdAt and no subjects promised: shown as unknown and 总分 alone')

  const multi = await app.inject({ url: `/report/bff/compare/multi?id=${id}`, headers: { cookie } })
  t.equal(multi.statusCode, 200)
  const view: CompareView = multi.json().data
  t.ok(view.tables[0]!.rows.length >= 2)
  const school = (await app.inject({ url: `/report/bff/compare/school?id=${id}&school=10001`, headers: { cookie } })).json().data as CompareView
  const cls = await app.inject({ url: `/report/bff/compare/class?id=${id}&school=10001&class=${school.units[0]!.key}`, headers: { cookie } })
  t.equal(cls.statusCode, 200)
  const row = (cls.json().data as CompareView).tables[1]!.rows[0]!
  t.equal(row.cells[1], '', 'xuehao is not promised: empty')
  const student = await app.inject({ url: `/report/bff/compare/student?id=${id}&school=10001&class=${school.units[0]!.key}&student=${row.key}`, headers: { cookie } })
  t.equal(student.statusCode, 200)
  for (const call of ['POST /obt/exam-contrast/list', 'POST /obt/exam-contrast/info', 'POST /obt/exam-contrast/summary', 'POST /obt/exam-contrast/scope/details/list', 'POST /obt/exam-contrast/student/details/list']) {
    t.ok(pruned.has(call), `${call} was pruned`)
  }
})

t.test('the whole minimal platform: no version name, so no comparison — the version tip, not a 500', async (t) => {
  const app = await buildBff(t, await listen(t, buildMinimalPlatform({ now: () => NOW })))
  const cookie = cookieHeaderFrom((await app.inject({ url: '/report/?token=demo-grade-admin' })).headers['set-cookie'])
  const history = await app.inject({ url: '/report/bff/contrast/history', headers: { cookie } })
  t.match([history.statusCode, history.json().data.access.reason], [200, 'edition'])
  const view = await app.inject({ url: '/report/bff/compare/multi?id=ct1', headers: { cookie } })
  t.match([view.statusCode, view.json().kind], [403, 'version-limit'])
})
