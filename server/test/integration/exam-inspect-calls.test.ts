// The exam frame and the shell use the last calls of spec 1 §7 the reference upstream serves: the
// three-level navbar's inspect/three-level and area-three-level, info/specify for the address's school,
// role/origin for the role the header names. Each call is shown to feed what it says; a platform that
// fails it costs only that (info/all's facts or our own role name stand, the page still answers).
import t from 'tap'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { ShellView } from '@report/contracts/bff/shell'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, cookieHeaderFrom, listen, type Teardown } from '../helpers/build.ts'
import { buildMutatingUpstream, type AnswerMutation } from '../helpers/mutating-upstream.ts'

const CITY_FINAL = '300052607010'
const UNION_EXAM = '280162611180' // 江州六校 joint exam (scale 2)
const THREE_LEVEL = 'POST /exam/v1/inspect/three-level'
const AREAS = 'POST /exam/v1/inspect/area-three-level'
const SPECIFY = 'POST /exam/v1/exam/info/specify'
const ROLE_ORIGIN = 'GET /user/v1/user/role/origin'

type Bff = Awaited<ReturnType<typeof buildBff>>

/** The BFF in front of a reference upstream that logs the calls it answers and rewrites as told. */
async function rig(t: Teardown) {
  const upstream = buildMutatingUpstream()
  const calls: string[] = []
  let rewrite: AnswerMutation = (_call, data) => data
  upstream.mutate((call, data) => {
    calls.push(call)
    return rewrite(call, data)
  })
  const app = await buildBff(t, await listen(t, upstream.app))
  return { app, calls, rewriteWith: (fn: AnswerMutation) => void (rewrite = fn) }
}

async function signIn(app: Bff, token: string): Promise<string> {
  return cookieHeaderFrom((await app.inject({ url: `/report/?token=${token}` })).headers['set-cookie'])
}

async function examContext(app: Bff, cookie: string, query: string): Promise<ExamContext> {
  const res = await app.inject({ url: `/report/bff/exam-context?${query}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`exam-context ${query}: ${res.statusCode} ${res.body}`)
  return res.json().data as ExamContext
}

async function shell(app: Bff, cookie: string): Promise<ShellView> {
  const res = await app.inject({ url: '/report/bff/session', headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`session: ${res.statusCode} ${res.body}`)
  return res.json().data as ShellView
}

/** The BFF in front of a reference upstream that fails `paths` with 500. */
async function failing(t: Teardown, paths: string[]): Promise<Bff> {
  return buildBff(t, await listen(t, buildUpstream({ faults: paths.map((match) => ({ match, mode: 'error' as const, status: 500 })) })))
}

t.test('the three-level navbar’s tabs and lists come from inspect/three-level and area-three-level (spec 1 §2, §7)', async (t) => {
  const { app, calls, rewriteWith } = await rig(t)
  const city = await signIn(app, 'demo-city')
  const query = `examid=${CITY_FINAL}&org=0&route=total-report`
  const asIs = await examContext(app, city, query)
  t.ok(calls.includes(THREE_LEVEL) && calls.includes(AREAS), 'the frame asks both')
  t.ok(asIs.navbar && asIs.navbar.counties.length > 1)

  // The platform names one county with one school: the navbar lists exactly those.
  rewriteWith((call, data) => (call === AREAS ? { counties: [{ key: '330799', name: '新区', schools: { '19999': '新区一中' } }] } : data))
  const named = await examContext(app, city, query)
  t.same(named.navbar!.counties.map((c) => [c.id, c.name]), [['330799', '新区']])
  t.same(named.navbar!.schools.map((s) => [s.id, s.name]), [['19999', '新区一中']], 'a school map keyed by id, as the platform may send it')

  // The platform says the exam is not a three-level one ("0"): no navbar, though info/all says it is.
  rewriteWith((call, data) => (call === THREE_LEVEL ? { isThreeLevel: '0' } : data))
  t.equal((await examContext(app, city, query)).navbar, null)

  // A school account never sees the navbar: its frame does not ask.
  calls.length = 0
  rewriteWith((_call, data) => data)
  await examContext(app, await signIn(app, 'demo-school-admin'), query)
  t.notOk(calls.includes(THREE_LEVEL) || calls.includes(AREAS), 'no inspections for a school account')
})

t.test('the inspections failing: info/all’s three-level flag and school map stand, the frame answers', async (t) => {
  const app = await failing(t, ['/report/exam/v1/inspect/three-level', '/report/exam/v1/inspect/area-three-level'])
  const view = await examContext(app, await signIn(app, 'demo-city'), `examid=${CITY_FINAL}&org=0&route=total-report&qxschool=330703`)
  t.same(view.navbar!.tabs.map((tab) => tab.key), ['all', 'county', 'school'])
  t.equal(view.navbar!.counties.find((c) => c.selected)?.id, '330703')
})

t.test('info/specify: an in-school joint exam’s school stays on the first crumb (spec 1 §2 breadcrumb, §7)', async (t) => {
  const { app, calls } = await rig(t)
  const union = await signIn(app, 'demo-union')
  const whole = await examContext(app, union, `examid=${UNION_EXAM}&org=0`)
  t.notOk(calls.includes(SPECIFY), 'no school in the address: not asked')
  t.notMatch(whole.breadcrumb[0]!.href, /lkschool/)
  const school = '10002' // 江州市第二中学, one of the six (not the union manager's own 10001)
  const one = await examContext(app, union, `examid=${UNION_EXAM}&org=0&lkschool=${school}&route=school-report`)
  t.ok(calls.includes(SPECIFY))
  t.match(one.breadcrumb[0]!.href, new RegExp(`^/report/exam/dashboard\\?examid=${UNION_EXAM}&org=0&grade=.+&lkschool=${school}$`))

  const broken = await failing(t, ['/report/exam/v1/exam/info/specify'])
  const without = await examContext(broken, await signIn(broken, 'demo-union'), `examid=${UNION_EXAM}&org=0&lkschool=${school}&route=school-report`)
  t.notMatch(without.breadcrumb[0]!.href, /lkschool/, 'unanswered: info/all’s flags (no in-school joint exam) stand')
  t.equal(without.exam.examid, UNION_EXAM)
})

t.test('role/origin: the header’s role in the platform’s words; failing, ours (spec 1 §7)', async (t) => {
  const { app, calls } = await rig(t)
  const parent = await shell(app, await signIn(app, 'demo-parent'))
  t.ok(calls.includes(ROLE_ORIGIN))
  t.equal(parent.user.roleName, '家长', 'the platform’s word, where ours would say 学生')
  t.equal((await shell(app, await signIn(app, 'demo-city'))).user.roleName, '市级管理员')

  const broken = await failing(t, ['/report/user/v1/user/role/origin'])
  const view = await shell(broken, await signIn(broken, 'demo-parent'))
  t.equal(view.user.roleName, '学生', 'our name of the role')
  t.ok(view.nav.length > 0, 'the rest of the shell is there')
})
