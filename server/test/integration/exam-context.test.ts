// GET /report/bff/exam-context against the reference upstream: the special exams of fixtures/README.md
// (banned, unsynced, trial, IP-restricted, outside the access period), scope (403 → the error shape), the
// three-level navbar, and what students get (spec 1 §2, §4, §6, §8).
import t from 'tap'
import { Compile } from 'typebox/compile'
import { ExamContextSchema, type ExamContext } from '@report/contracts/bff/exam-context'
import { BAN_REASON } from '@report/fixtures/dataset/exam-specials'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'
import { shellRig } from './shell-rig.ts'

const EXAM = {
  banned: '100252604210',
  unsynced: '280162611180',
  trial: '100722611110',
  ipList: '100142610130',
  outOfPeriod: '100412511090',
  cityFinal: '300052607010',
  school1Midterm: '100152611100',
  zbMidterm: '100552611110',
} as const

const check = Compile(ExamContextSchema)
const rig = await shellRig(t)

async function context(token: string, query: string) {
  const res = await rig.app.inject({ url: `/report/bff/exam-context?${query}`, headers: { cookie: await rig.signIn(token) } })
  return { status: res.statusCode, body: res.json() as { data: ExamContext } & Record<string, unknown> }
}
async function ok(token: string, query: string): Promise<ExamContext> {
  const res = await context(token, query)
  if (res.status !== 200) throw new Error(`${token} ${query}: ${res.status} ${JSON.stringify(res.body)}`)
  if (!check.Check(res.body.data)) throw new Error(`${token} ${query}: does not conform: ${[...check.Errors(res.body.data)].slice(0, 3).map((e) => `${e.instancePath} ${e.message}`).join('; ')}`)
  return res.body.data
}

t.test('the banned exam: the alert with its reason, no download (spec 1 §8, §4 step 7)', async (t) => {
  const v = await ok('demo-owner', `examid=${EXAM.banned}&org=0&route=report-ranking`)
  t.same(v.bannedAlert, { title: '提示', text: `当前考试涉嫌违反使用规则，已被禁止下载任何数据，请联系区域平台工作人员。原因：${BAN_REASON}`, button: '确定' })
  t.match(v.access, { state: 'ok', canDownload: false, canShow: false })
  const dashed = await ok('demo-owner', `examid=${EXAM.banned}-10002&org=0`)
  t.ok(dashed.bannedAlert, '§5 id-schoolid: the part before the dash is checked')
  const noOrg = await ok('demo-owner', `examid=${EXAM.banned}`)
  t.equal(noOrg.bannedAlert, null, '§4 step 7: only checked when org > −1')
  t.equal(noOrg.access.canDownload, false, 'the download stays off (isEnableDownload)')
})

t.test('the unsynced joint exam: the sync dialog and the dashboard note (spec 1 §4 sync, §2 breadcrumb)', async (t) => {
  const v = await ok('demo-union', `examid=${EXAM.unsynced}&org=0&route=dashboard`)
  t.ok(v.syncDialog)
  t.equal(v.syncDialog!.warning, '部分科目成绩尚未同步完成，当前分析数据可能不准确')
  t.same(v.syncDialog!.papers.slice(0, 3).map((p) => [p.subject, p.published, p.status]), [['语文', true, '已完成'], ['数学', true, '已完成'], ['英语', true, '已完成']])
  const syncing = v.syncDialog!.papers.slice(3)
  t.ok(syncing.length > 0 && syncing.every((p) => !p.published && /^\d+ \/ 6$/.test(p.status)), `the rest: synced / published (${syncing.map((p) => p.status).join(', ')})`)
  t.same([v.syncDialog!.waitLabel, v.syncDialog!.viewLabel], ['等待同步', '查看分析'])
  t.equal(v.crumbNote, '成绩同步中')
  t.same(v.exam.tagLabels, ['联考'])
  const ranking = await ok('demo-union', `examid=${EXAM.unsynced}&org=0&route=report-ranking`)
  t.ok(ranking.syncDialog, 'the dialog on any exam route')
  t.equal(ranking.crumbNote, null, 'the note only on the dashboard')
  const synced = await ok('demo-union', `examid=280152611190&org=0&route=dashboard`)
  t.equal(synced.syncDialog, null, 'a synced joint exam: no dialog')
})

t.test('a teacher cannot get the context of an exam outside their scope: the upstream’s 403 in the error shape', async (t) => {
  const res = await context('demo-teacher', `examid=${EXAM.banned}&org=0`)
  t.equal(res.status, 403)
  t.same(Object.keys(res.body).sort(), ['code', 'kind', 'message', 'requestId'])
  t.match(res.body, { code: 403, kind: 'forbidden', message: '您没有查看该考试的权限' })
  const own = await ok('demo-teacher', `examid=${EXAM.school1Midterm}&org=0`)
  t.equal(own.exam.examid, EXAM.school1Midterm, 'their own exam answers')
  const unknown = await context('demo-teacher', 'examid=999999999999&org=0')
  t.equal(unknown.status, 404)
  t.match(unknown.body, { kind: 'not-found' })
})

t.test('exam access states of the special exams (spec 1 §4, §6, §8)', async (t) => {
  const trial = await ok('demo-trial', `examid=${EXAM.trial}&org=0`)
  t.match(trial.access, { state: 'trial', message: '当前为体验考试，展示的是演示数据', canShow: false, purchasePrompt: /购买/ })
  t.notOk(trial.exportMenu.some((e) => e.key === 'answer-card'), 'no answer cards for an experience exam')
  t.equal(trial.exportAd, true, 'the trial school has not paid')
  const ip = await ok('demo-school-admin', `examid=${EXAM.ipList}&org=0`)
  t.match(ip.access, { state: 'ip-restricted', message: '当前IP访问受限，请联系客服', canDownload: false })
  t.same(ip.exportMenu, [])
  t.equal(ip.settingsMenuVisible, false)
  const other = await rig.app.inject({ url: `/report/bff/exam-context?examid=${EXAM.ipList}&org=0`, remoteAddress: '198.51.100.20', headers: { cookie: await rig.signIn('demo-school-admin') } })
  t.equal(other.json().data.access.state, 'ok', 'another address is let in')
  const period = await ok('demo-showcase', `examid=${EXAM.outOfPeriod}&org=0`)
  t.match(period.access, { state: 'out-of-period', message: '当前考试不在访问期内，请联系客服' })
  const student = await ok('demo-student', `examid=${EXAM.school1Midterm}&org=0`)
  t.match(student.access, { state: 'ok', canDownload: false, canShow: false }, 'students visit only')
})

t.test('the exam’s own permission and trial flag (spec 1 §7 /exam/v1/exam/permission, /obt/v1/exam/is_trial)', async (t) => {
  const trial = await ok('demo-city', `examid=${EXAM.trial}&org=0`)
  t.match(trial.access, { state: 'trial', canDownload: false, canShow: false }, 'the city may download, but not this trial exam’s data')
  t.match((await ok('demo-city', `examid=${EXAM.cityFinal}&org=0`)).access, { state: 'ok', canDownload: true })

  // A platform without the two calls: the user's permission and info/all's flag stand, the page still answers.
  const failing = (match: string) => ({ match, mode: 'error' as const, status: 404 })
  const upstream = buildUpstream({ faults: [failing('/report/exam/v1/exam/permission'), failing('/report/obt/v1/exam/is_trial')] })
  const app = await buildBff(t, await listen(t, upstream))
  const signIn = await app.inject({ url: '/report/?token=demo-city' })
  const res = await app.inject({ url: `/report/bff/exam-context?examid=${EXAM.trial}&org=0`, headers: { cookie: cookieHeaderFrom(signIn.headers['set-cookie']) } })
  t.equal(res.statusCode, 200)
  t.match(res.json().data.access, { state: 'trial', canDownload: true, canShow: false }, 'getPermission’s download, info/all’s trial flag')
})

t.test('three-level navbar: city with tabs and dimensions, county without the single-county tab, schools never (spec 1 §2)', async (t) => {
  const city = await ok('demo-city', `examid=${EXAM.cityFinal}&org=0&route=total-report&qxschool=330703&compareType=school`)
  t.ok(city.navbar)
  t.same(city.navbar!.tabs.map((tab) => tab.key), ['all', 'county', 'school'])
  t.equal(city.navbar!.analyzeType, 'county')
  t.equal(city.navbar!.counties.find((c) => c.selected)?.id, '330703')
  t.match(city.navbar!.counties[0]!.href, /^\/report\/exam\/total\?examid=300052607010&org=0&grade=.+&qxschool=330702$/)
  t.same(city.navbar!.dimensions?.map((d) => [d.key, d.selected]), [['all', false], ['county', false], ['school', true]])
  t.same(city.scope, { level: 3, areaLevel: 10, zouban: false })
  t.equal(city.breadcrumb[1]?.label, '统考总体分析报告', 'the total report is named by the exam')
  t.equal(city.settingsMenuVisible, true, '§4 topRole 1 with a union exam')
  const county = await ok('demo-county', `examid=${EXAM.cityFinal}&org=0&route=total-report`)
  t.same(county.navbar!.tabs.map((tab) => tab.key), ['all', 'school'])
  t.equal(county.navbar!.dimensions, null)
  t.ok(county.navbar!.schools.length > 0 && county.navbar!.counties.length === 1, 'the county sees its own schools')
  t.equal(county.settingsMenuVisible, false, '§4 topRole 2: the city exam is not all counted in one county')
  const school = await ok('demo-school-admin', `examid=${EXAM.cityFinal}&org=0&route=total-report`)
  t.equal(school.navbar, null, 'a school account')
  const pdfLess = await ok('demo-city', `examid=${EXAM.cityFinal}&org=0&route=dashboard`)
  t.equal(pdfLess.navbar!.dimensions, null, 'no dimension selector on the dashboard')
})

t.test('students: no settings, no export, no comparison (spec 1 §6)', async (t) => {
  const v = await ok('demo-student', `examid=${EXAM.school1Midterm}&org=0&route=dashboard`)
  t.equal(v.settingsMenuVisible, false)
  t.same(v.exportMenu, [])
  t.same(v.comparison, { canCreate: false, canShow: false, canEdit: false, upgradePrompt: null })
})

t.test('school admin on its own exam: settings, the full export menu, comparison (spec 1 §2, §4)', async (t) => {
  const v = await ok('demo-school-admin', `examid=${EXAM.school1Midterm}&org=0&route=report-ranking`)
  t.equal(v.settingsMenuVisible, true)
  t.same(v.exportMenu.map((e) => e.key), ['export-excel', 'answer-card', 'exam-config', 'report-export', 'transcript-export'])
  t.same(v.comparison, { canCreate: true, canShow: true, canEdit: true, upgradePrompt: null })
  t.same(v.breadcrumb.map((c) => c.label), ['2026学年第一学期高二期中考试', '排名统计'])
  const basic = await ok('demo-small-school', `examid=${(await firstExamOf('demo-small-school'))}`)
  // The reference basic plan hides history_compare, so exam-contrast/list refuses the count: spec 1 §4's
  // basic rule with an unknown count grants create only (count 0 → show is in comparison-permissions' table).
  t.match(basic.comparison, { canCreate: true, canShow: false, canEdit: false }, 'basic edition whose comparison count is refused: neither show nor edit')
  const zb = await ok('demo-zb-school', `examid=${EXAM.zbMidterm}&org=0`)
  t.equal(zb.scope.zouban, true)
  t.equal(zb.settingsMenuVisible, false, '§4 not zb')
})

t.test('invalid query → invalid-input; no session → no-session', async (t) => {
  const bad = await context('demo-city', 'examid=../../x')
  t.equal(bad.status, 400)
  t.match(bad.body, { kind: 'invalid-input' })
  const res = await rig.app.inject({ url: `/report/bff/exam-context?examid=${EXAM.cityFinal}` })
  t.equal(res.statusCode, 401)
  t.match(res.json(), { kind: 'no-session' })
})

async function firstExamOf(token: string): Promise<string> {
  const res = await rig.app.inject({ url: '/report/bff/exams', headers: { cookie: await rig.signIn(token) } })
  return (res.json().data.exams as Array<{ examid: string }>)[0]!.examid
}
