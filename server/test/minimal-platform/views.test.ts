// Issue 14: the BFF against a platform that answers only what the spec promises (helpers/minimal-platform.ts
// prunes every reference answer to its registry schema's promised fields). Each view answers 200 with its
// view-model schema and the same user-visible facts as against the reference upstream, or the documented
// 502 (fixtures/README.md "The minimal platform").
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { ShellViewSchema } from '@report/contracts/bff/shell'
import { ExamsViewSchema } from '@report/contracts/bff/exams'
import { ExamContextSchema } from '@report/contracts/bff/exam-context'
import { TaskPanelViewSchema } from '@report/contracts/bff/tasks'
import { LevelScorePageSchema } from '@report/contracts/bff/level-score'
import { ValueAddedPageSchema } from '@report/contracts/bff/level-value-added'
import { TransformationPageSchema } from '@report/contracts/bff/transformation'
import { LevelLinesViewSchema } from '@report/contracts/bff/level-lines'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { answerKey } from '@report/contracts/upstream/answers'
import { REPORT_PATHS } from '@report/contracts/upstream/reports/paths'
import { buildBff, listen } from '../helpers/build.ts'
import { buildMinimalPlatform } from '../helpers/minimal-platform.ts'

const NOW = new Date('2026-11-21T02:00:00Z')
const MIDTERM = '100152611100'
const Q = `examid=${MIDTERM}&org=0&grade=${encodeURIComponent('高二')}`

const pruned = new Set<string>()
const minimalUpstream = buildMinimalPlatform({ now: () => NOW, tasks: { failureRate: 0 }, onPrune: (call) => pruned.add(call) })
const referenceUpstream = buildUpstream({ now: () => NOW, tasks: { failureRate: 0 } })
const minimal = await buildBff(t, await listen(t, minimalUpstream))
const reference = await buildBff(t, await listen(t, referenceUpstream))

const checks = new Map<TSchema, ReturnType<typeof Compile>>()
function conforms(schema: TSchema, value: unknown): boolean {
  let check = checks.get(schema)
  if (!check) checks.set(schema, (check = Compile(schema)))
  return check.Check(value)
}

async function view<T>(app: FastifyInstance, account: string, url: string, schema: TSchema, method: 'GET' | 'POST' = 'GET', payload?: object): Promise<T> {
  const res = await app.inject({ method, url, headers: { cookie: `fxtoken=demo-${account}` }, ...(payload ? { payload } : {}) })
  if (res.statusCode !== 200) throw new Error(`${account} ${url}: ${res.statusCode} ${res.body}`)
  const data = res.json().data as T
  if (!conforms(schema, data)) throw new Error(`${account} ${url}: the view model breaks its schema`)
  return data
}

t.test('session: 200, ShellViewSchema, and the account type derived from topRole (spec 1 §6)', async (t) => {
  const rows: Array<[account: string, want: string]> = [['city', 'city'], ['county', 'county'], ['county-subject', 'county'], ['school-admin', 'school'], ['teacher', 'school'], ['student', 'school']]
  for (const [account, want] of rows) {
    type Shell = { user: { accountType: string; roleName: string; id: string } }
    const got = await view<Shell>(minimal, account, '/report/bff/session', ShellViewSchema)
    const ref = await view<Shell>(reference, account, '/report/bff/session', ShellViewSchema)
    t.equal(got.user.accountType, want, `${account}: ${want}`)
    t.equal(got.user.accountType, ref.user.accountType, `${account}: as against the reference`)
    t.equal(got.user.roleName, ref.user.roleName, `${account}: role name`)
    t.equal(got.user.id, ref.user.id, `${account}: id`)
  }
  t.ok(pruned.has('GET /obt/v1/user/info'), 'the user info was pruned')
})

t.test('home list, fan-out included: 200, ExamsViewSchema, the same exams by name, typeName empty', async (t) => {
  type Exams = { exams: Array<{ examid: string; name: string; typeName: string; date: string }>; total: number; incomplete: boolean }
  for (const account of ['city', 'school-admin', 'teacher']) {
    const got = await view<Exams>(minimal, account, '/report/bff/exams', ExamsViewSchema)
    const ref = await view<Exams>(reference, account, '/report/bff/exams', ExamsViewSchema)
    t.ok(got.exams.length > 0, `${account}: a list`)
    t.same(got.exams.map((e) => [e.examid, e.name, e.date]), ref.exams.map((e) => [e.examid, e.name, e.date]), `${account}: the same exams, names and dates`)
    t.ok(got.exams.every((e) => e.typeName === ''), `${account}: no typeName on this platform: shown empty`)
    t.equal(got.incomplete, false, `${account}: complete`)
    t.equal(got.total, ref.total)
  }
  t.ok(pruned.has('POST /obt/v1/exam/compare/list'))
})

t.test('exam context: 200, ExamContextSchema, the exam’s name and access as against the reference', async (t) => {
  type Context = { exam: { name: string; examid: string }; access: { state: string } }
  for (const account of ['school-admin', 'teacher', 'city']) {
    const got = await view<Context>(minimal, account, `/report/bff/exam-context?${Q}`, ExamContextSchema)
    const ref = await view<Context>(reference, account, `/report/bff/exam-context?${Q}`, ExamContextSchema)
    t.equal(got.exam.name, ref.exam.name, `${account}: exam name`)
    t.same(got.access, ref.access, `${account}: access`)
  }
  t.ok(pruned.has('POST /exam/v1/exam/info/all'))
})

t.test('task panel: 200, TaskPanelViewSchema; a one-click task on each platform shows the same status', async (t) => {
  // Created on the platforms themselves: through the BFF the minimal user (no version name) is a trial
  // account (spec 1 §4), and a trial may not create tasks: that is the version tip, tested below.
  for (const upstream of [minimalUpstream, referenceUpstream]) {
    const res = await upstream.inject({ method: 'POST', url: `/report/task/v1/group/create?${Q}`, headers: { cookie: 'fxtoken=demo-school-admin' }, payload: { excel_cfgs: { irrank: true, rate: true } } })
    t.equal(res.statusCode, 200, `created: ${res.body}`)
  }
  type Panel = { tabs: Array<{ kind: string; rows: Array<{ state: string }> }> }
  const got = await view<Panel>(minimal, 'school-admin', `/report/bff/tasks?${Q}`, TaskPanelViewSchema)
  const ref = await view<Panel>(reference, 'school-admin', `/report/bff/tasks?${Q}`, TaskPanelViewSchema)
  const states = (p: Panel) => p.tabs.map((tab) => [tab.kind, tab.rows.map((r) => r.state)])
  t.same(states(got), states(ref), 'the same tabs and task statuses')
  t.ok(got.tabs.find((tab) => tab.kind === 'group')!.rows.length > 0, 'the created task shows')
  t.ok(pruned.has('POST /task/v1/group/list'))
})

t.test('a minimal user has no version name, so the spec makes it a trial: creating a task is the version tip (403)', async (t) => {
  const res = await minimal.inject({ method: 'POST', url: '/report/bff/tasks/group', headers: { cookie: 'fxtoken=demo-school-admin' }, payload: { examid: MIDTERM, org: '0', grade: '高二' } })
  t.equal(res.statusCode, 403)
  t.match(res.json(), { kind: 'version-limit', code: 'BFF_ERR_TASKS_VERSION_LIMIT' })
})

t.test('level tools: grade-level scoring, value-added, transformation and level lines answer 200 with their schemas', async (t) => {
  await view(minimal, 'school-admin', '/report/bff/level-score', LevelScorePageSchema)
  await view(minimal, 'school-admin', '/report/bff/value-added', ValueAddedPageSchema)
  await view(minimal, 'school-admin', '/report/bff/transformation', TransformationPageSchema)
  await view(minimal, 'school-admin', `/report/bff/level-lines?examid=${MIDTERM}&org=0`, LevelLinesViewSchema)
  t.pass('all four')
})

t.test('every answer these views read was decoded: no call outside the report data went around the registry', async (t) => {
  const reportCalls = new Set(Object.values(REPORT_PATHS).map((path) => answerKey('POST', path)))
  for (const app of [minimal, reference]) {
    const undecoded = [...(app.upstream.decoder?.undecodedCalls ?? [])].filter((call) => !reportCalls.has(call))
    t.same(undecoded, [], 'undecoded calls')
  }
  t.ok(minimal.upstream.decoder, 'the app decodes')
})
