// The tutoring report (issue 20; spec 3 §2 "Tutoring student report", §3, §7 /obt/v1/hfsfd/send/msg,
// /analysis/v1/student/share/publish|unpublish): the SMS rules as a table, ranks where the policy
// allows, and through the BFF against the reference upstream: a family sees an exam's report once the
// school publishes it (only the school's manager and up publish: issue 30 item 5), the SMS lands in the
// upstream's outbox within the limits per number and per sender (issue 30 item 7).
import t from 'tap'
import { Compile } from 'typebox/compile'
import { Value } from 'typebox/value'
import { ExamSchema, type Exam } from '@report/contracts/upstream/exam'
import { TutoringStudentViewSchema, type TutoringStudentView } from '@report/contracts/bff/tutoring'
import { validateSmsFrom, validateSmsPhone, maskPhone } from '@report/contracts/validators/tutoring-sms'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { examCatalogue } from '@report/fixtures/dataset/exams'
import { sitsExam } from '@report/fixtures/dataset/participants'
import { studentById } from '@report/fixtures/dataset/students'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { checkSmsInput, smsSendFailure } from '../../src/domain/tutoring/sms.ts'
import { NOT_PUBLISHED, RANKS_HIDDEN, ranksVisible } from '../../src/domain/tutoring/student-view.ts'
import { recentExamsOf } from '../../src/domain/tutoring/home-view.ts'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'

t.test('SMS input: a mainland mobile (spec 3 §5 pattern: 11 digits, 1, second digit 3–9) and a one-line from', async (t) => {
  const rows: Array<[string, string | null]> = [
    ['', '请输入手机号码'],
    ['13812345678', null],
    ['199 1234 5678', null],
    ['138-1234-5678', null],
    ['1381234567', '请输入正确的手机号码（11 位中国大陆手机号）'],
    ['138123456789', '请输入正确的手机号码（11 位中国大陆手机号）'],
    ['12812345678', '请输入正确的手机号码（11 位中国大陆手机号）'],
    ['+8613812345678', '请输入正确的手机号码（11 位中国大陆手机号）'],
    ['85261234567', '请输入正确的手机号码（11 位中国大陆手机号）'],
    ['0571-8888888', '请输入正确的手机号码（11 位中国大陆手机号）'],
  ]
  for (const [phone, want] of rows) t.equal(validateSmsPhone(phone), want, JSON.stringify(phone))
  t.equal(maskPhone('13812345678'), '138****5678')
  const bad = '短信来源不正确，请刷新页面后重试'
  const froms: Array<[string, string | null]> = [
    ['X', null],
    ['', null],
    ['家长端', null],
    ['X\n【退订】', bad],
    ['X\r', bad],
    ['X\u2028Y', bad],
    ['X\u0000', bad],
    ['X\u001b[31m', bad],
    ['X\u202eY', bad],
    ['X\u200bY', bad],
    ['12345678901234567', bad],
  ]
  // Named with their unprintable characters spelled out (a raw line separator would break the TAP line).
  const shown = (from: string) => from.replace(/[^\x20-\x7e\u4e00-\u9fff【】]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  for (const [from, want] of froms) t.equal(validateSmsFrom(from), want, shown(from))
  t.same(checkSmsInput('138 1234 5678', 'X'), { ok: true, phone: '13812345678' })
  t.same(checkSmsInput('1234', 'X'), { ok: false, code: 'BFF_ERR_TUTORING_PHONE', message: '请输入正确的手机号码（11 位中国大陆手机号）' })
  t.same(checkSmsInput('13812345678', 'X\nY'), { ok: false, code: 'BFF_ERR_TUTORING_SMS_FROM', message: bad })
})

t.test('a failed send: the platform\'s refusal of the sender is 403, its gateway\'s minute 429, other failures 502', async (t) => {
  const rows: Array<[string, Parameters<typeof smsSendFailure>[0], { status: number; code: string | number; kind: string }]> = [
    ['upstream 403 (a student outside the sender\'s view)', { status: 403, kind: 'forbidden', code: 403, message: '您没有查看该学生答题卡的权限' }, { status: 403, code: 'BFF_ERR_TUTORING_SMS_FORBIDDEN', kind: 'forbidden' }],
    ['body code 429: the gateway\'s minute', { status: 502, kind: 'upstream', code: 429, message: '发送过于频繁，请 30 秒后再试' }, { status: 429, code: 'BFF_ERR_TUTORING_SMS_TOO_SOON', kind: 'invalid-input' }],
    ['another business refusal', { status: 502, kind: 'upstream', code: 7, message: '短信通道维护中' }, { status: 502, code: 'BFF_ERR_TUTORING_SMS_FAILED', kind: 'upstream' }],
    ['the platform away', { status: 502, kind: 'upstream', code: 'BFF_ERR_UPSTREAM_UNAVAILABLE', message: '' }, { status: 502, code: 'BFF_ERR_TUTORING_SMS_FAILED', kind: 'upstream' }],
    ['not found stays', { status: 404, kind: 'not-found', code: 404, message: '该学生未参加本次考试' }, { status: 404, code: 404, kind: 'not-found' }],
    ['the session gone stays', { status: 401, kind: 'auth', code: 401, message: '登录已失效' }, { status: 401, code: 401, kind: 'auth' }],
    ['a timeout stays', { status: 504, kind: 'timeout', code: 'BFF_ERR_UPSTREAM_TIMEOUT', message: '请求超时' }, { status: 504, code: 'BFF_ERR_UPSTREAM_TIMEOUT', kind: 'timeout' }],
  ]
  for (const [name, failure, want] of rows) t.match(smsSendFailure(failure), want, name)
  t.equal(smsSendFailure({ status: 502, kind: 'upstream', code: 7, message: '短信通道维护中' }).message, '短信通道维护中', 'the platform\'s words kept')
  t.equal(smsSendFailure({ status: 502, kind: 'upstream', code: 'BFF_ERR_UPSTREAM_UNAVAILABLE', message: '' }).message, '短信发送失败，请稍后重试')
})

t.test('recentExamsOf: another user\'s custom exam left out; dates in Beijing time (issue 30)', async (t) => {
  // Items as the boundary hands them over (views/exam-list-upstream.ts decodes and defaults each one).
  const exam = (examid: string, org: number, name: string, more: Partial<Exam> = {}): Exam => Value.Default(ExamSchema, { examid, org, name, grade: '高二', time: '2026-11-01', ...more }) as Exam
  const items = [
    exam('1', 0, '期中', { event_time: 1_700_000_000_000 }),
    exam('2', 2, '我的导入', { userid: 'me' }),
    exam('3', 2, '别人的导入', { userid: 'someone' }),
    exam('4', 2, '分享给我的', { userid: 'someone', sharedWith: ['me'] }),
    exam('5', 2, '没有制作者'),
    exam('6', 2, '数字编号', { userid: '7' }),
  ]
  t.same(recentExamsOf(items, 'me').map((e) => [e.examid, e.org, e.date]), [['1', '0', '2023/11/15'], ['2', '2', '2026/11/01'], ['4', '2', '2026/11/01']])
  t.same(recentExamsOf(items, '7').map((e) => e.examid), ['1', '6'])
  t.same(recentExamsOf(items, '').map((e) => e.examid), ['1'], 'no viewer: no custom exam')
})

t.test('ranksVisible: staff always, families where the school allows', async (t) => {
  t.equal(ranksVisible(false, { showToFamily: false }), true)
  t.equal(ranksVisible(true, { showToFamily: true }), true)
  t.equal(ranksVisible(true, { showToFamily: false }), false)
})

const MIDTERM = '100152611100'
const upstream = buildUpstream({ now: () => new Date('2026-11-21T02:00:00Z') })
const app = await buildBff(t, await listen(t, upstream))
const cookies = new Map<string, string>()
async function cookieOf(token: string) {
  if (!cookies.has(token)) cookies.set(token, cookieHeaderFrom((await app.inject({ url: `/report/?token=${token}` })).headers['set-cookie']))
  return cookies.get(token)!
}
const get = async (token: string, url: string) => app.inject({ url, headers: { cookie: await cookieOf(token) } })
const post = async (token: string, url: string, body: object) => app.inject({ method: 'POST', url, payload: body, headers: { cookie: await cookieOf(token), origin: 'http://localhost:80' } })
const check = Compile(TutoringStudentViewSchema)
const parentStudent = studentById(accountByKey('parent')!.scope().studentId!)!

const SHARE_NOTICE = '只有学校管理员可以向家长发布或取消发布成绩报告'

t.test('a family sees the report only once the school publishes it; ranks follow the policy', async (t) => {
  const before = await get('demo-parent', `/report/bff/tutoring/student?examid=${MIDTERM}&org=0`)
  t.equal(before.statusCode, 200, before.body)
  const hidden = before.json().data as TutoringStudentView
  t.ok(check.Check(hidden))
  t.equal(hidden.notice, NOT_PUBLISHED)
  t.same(hidden.subjects, [])
  t.equal(hidden.share, null, 'families do not publish')

  const refused = await post('demo-parent', '/report/bff/tutoring/share', { examid: MIDTERM, org: '0', publish: true })
  t.equal(refused.statusCode, 403)
  const published = await post('demo-school-admin', '/report/bff/tutoring/share', { examid: MIDTERM, org: '0', publish: true })
  t.equal(published.statusCode, 200, published.body)
  t.same(published.json().data, { shared: true, message: '已发布，家长可以查看本次考试的成绩报告' })

  const view = (await get('demo-parent', `/report/bff/tutoring/student?examid=${MIDTERM}&org=0`)).json().data as TutoringStudentView
  t.ok(check.Check(view))
  t.equal(view.notice, null)
  t.equal(view.header.studentName, parentStudent.name)
  t.ok(view.subjects.length > 0)
  t.ok(view.total.ranks.some((r) => r.label === '班级排名'), 'a midterm: ranks shown to families')
  t.equal(view.rankNote, null)
  t.ok(view.sms?.summary.includes(parentStudent.name), 'the SMS summary names the student')
  t.ok(view.exams.some((e) => e.examid === MIDTERM && e.selected))

  // A monthly exam: the school keeps ranks from families, not from the head teacher.
  const monthly = examCatalogue().exams.find((e) => e.type === 3 && sitsExam(e, parentStudent))
  t.ok(monthly, 'the student sat a monthly exam')
  await post('demo-school-admin', '/report/bff/tutoring/share', { examid: monthly!.id, org: String(monthly!.org), publish: true })
  const family = (await get('demo-parent', `/report/bff/tutoring/student?examid=${monthly!.id}&org=${monthly!.org}`)).json().data as TutoringStudentView
  t.equal(family.rankNote, RANKS_HIDDEN)
  t.ok(family.subjects.every((s) => s.ranks.length === 0) && family.total.ranks.length === 0, 'no rank anywhere')
  const staff = (await get('demo-head-teacher', `/report/bff/tutoring/student?examid=${monthly!.id}&org=${monthly!.org}&skey=${parentStudent.id}`)).json().data as TutoringStudentView
  t.ok(staff.total.ranks.length > 0, 'staff see ranks')
  t.same(staff.share, { shared: true, canChange: false, notice: SHARE_NOTICE }, 'the head teacher sees the publication, read-only')
  const manager = (await get('demo-school-admin', `/report/bff/tutoring/student?examid=${monthly!.id}&org=${monthly!.org}&skey=${parentStudent.id}`)).json().data as TutoringStudentView
  t.same(manager.share, { shared: true, canChange: true, notice: null }, 'the school admin may change it')

  const unpublished = await post('demo-school-admin', '/report/bff/tutoring/share', { examid: monthly!.id, org: String(monthly!.org), publish: false })
  t.same(unpublished.json().data.shared, false)
  t.equal(((await get('demo-parent', `/report/bff/tutoring/student?examid=${monthly!.id}&org=${monthly!.org}`)).json().data as TutoringStudentView).notice, NOT_PUBLISHED)
})

t.test('issue 30: staff below the school manager cannot unpublish what the school admin published', async (t) => {
  t.equal((await post('demo-school-admin', '/report/bff/tutoring/share', { examid: MIDTERM, org: '0', publish: true })).statusCode, 200, 'the positive control: the admin publishes')
  for (const token of ['demo-teacher', 'demo-head-teacher', 'demo-grade-admin', 'demo-subject-admin']) {
    const res = await post(token, '/report/bff/tutoring/share', { examid: MIDTERM, org: '0', publish: false })
    t.equal(res.statusCode, 403, token)
    t.match(res.json(), { code: 'BFF_ERR_SCHOOL_WRITE_FORBIDDEN', kind: 'forbidden', message: SHARE_NOTICE }, token)
    // The platform's own call, sent through the passthrough, is held to the same rule.
    const direct = await post(token, '/report/analysis/v1/student/share/unpublish', { examid: MIDTERM, org: 0 })
    t.equal(direct.statusCode, 403, `${token}: passthrough`)
    t.match(direct.json(), { code: 'BFF_ERR_SCHOOL_WRITE_FORBIDDEN' })
  }
  const parent = (await get('demo-parent', `/report/bff/tutoring/student?examid=${MIDTERM}&org=0`)).json().data as TutoringStudentView
  t.equal(parent.notice, null, 'the parent still reads the published report')
  t.ok(parent.subjects.length > 0)
})

t.test('SMS: a mainland mobile only, once a minute per phone, into the outbox', async (t) => {
  const outbox = upstream.smsOutbox!
  const sentBefore = outbox.sent.length
  const bad = await post('demo-parent', '/report/bff/tutoring/sms', { examid: MIDTERM, org: '0', from: 'X', phone: '12345' })
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { code: 'BFF_ERR_TUTORING_PHONE', kind: 'invalid-input', message: '请输入正确的手机号码（11 位中国大陆手机号）' })
  const twoLines = await post('demo-parent', '/report/bff/tutoring/sms', { examid: MIDTERM, org: '0', from: 'X\n【退订回T】', phone: '13900001111' })
  t.equal(twoLines.statusCode, 400)
  t.match(twoLines.json(), { code: 'BFF_ERR_TUTORING_SMS_FROM', kind: 'invalid-input' })
  t.equal(outbox.sent.length, sentBefore, 'nothing sent')

  const ok = await post('demo-parent', '/report/bff/tutoring/sms', { examid: MIDTERM, org: '0', from: 'X', phone: '139 0000 1111' })
  t.equal(ok.statusCode, 200, ok.body)
  t.same(ok.json().data, { message: '短信已发送至 139****1111' })
  const sent = outbox.sent.at(-1)!
  t.match(sent, { phone: '13900001111', examid: MIDTERM, studentId: parentStudent.id })
  t.match(sent.text, parentStudent.name)

  const again = await post('demo-parent', '/report/bff/tutoring/sms', { examid: MIDTERM, org: '0', from: 'X', phone: '13900001111' })
  t.equal(again.statusCode, 429)
  t.match(again.json().message, /^发送过于频繁，请 \d+ 秒后再试$/)
  const other = await post('demo-parent', '/report/bff/tutoring/sms', { examid: MIDTERM, org: '0', from: 'X', phone: '13900002222' })
  t.equal(other.statusCode, 200, 'another phone may get it')
  t.equal(outbox.sent.length, sentBefore + 2)
})

t.test('the token page: families go on to their report; staff get recent exams, the school admin publishes them', async (t) => {
  const family = await get('demo-parent', '/report/bff/tutoring/home')
  t.same(family.json().data, { family: true, studentHref: '/report/hfsfd/student', canPublish: false, notice: null, exams: [], page: 1, pages: 1 })
  const staff = (await get('demo-head-teacher', '/report/bff/tutoring/home')).json().data
  t.match(staff, { family: false, canPublish: false, notice: SHARE_NOTICE })
  t.ok(staff.exams.length > 0 && staff.exams.length <= 10)
  t.ok(staff.exams.some((e: { examid: string }) => e.examid === MIDTERM))
  t.match(staff.exams[0], { examid: String, org: /^\d$/, name: String, date: /^\d{4}\/\d{2}\/\d{2}$/ })
  t.match((await get('demo-school-admin', '/report/bff/tutoring/home')).json().data, { family: false, canPublish: true, notice: null })
})

t.test('the token page goes back page by page: an older exam can be published too, and a page past the end shows the last', async (t) => {
  type Home = { exams: Array<{ examid: string }>; page: number; pages: number }
  const home = async (q: string) => (await get('demo-school-admin', `/report/bff/tutoring/home${q}`)).json().data as Home
  const first = await home('')
  t.equal(first.page, 1)
  t.ok(first.pages >= 2, `the demo school has more than one page of exams (${first.pages})`)
  t.equal(first.exams.length, 10)
  const second = await home('?page=2')
  t.equal(second.page, 2)
  t.ok(second.exams.length > 0)
  t.notOk(second.exams.some((e) => first.exams.some((f) => f.examid === e.examid)), 'page 2 holds other exams')
  const past = await home('?page=9999')
  t.equal(past.page, first.pages)
  t.ok(past.exams.length > 0, 'the last page, not an empty list')
  for (const bad of ['?page=0', '?page=x', '?page=100000']) t.equal((await get('demo-school-admin', `/report/bff/tutoring/home${bad}`)).statusCode, 400, bad)
})

t.test('issue 33 item 3: the token page says whether each exam is published, and the state moves with a publish', async (t) => {
  type Home = { exams: Array<{ examid: string; shared: boolean; statusText: string; studentsHref: string }> }
  const home = async () => ((await get('demo-school-admin', '/report/bff/tutoring/home')).json().data as Home).exams.find((e) => e.examid === MIDTERM)!
  await post('demo-school-admin', '/report/bff/tutoring/share', { examid: MIDTERM, org: '0', publish: false })
  t.match(await home(), { shared: false, statusText: '未发布，家长暂不可见', studentsHref: `/report/hfsfd/student?examid=${MIDTERM}&org=0` })
  await post('demo-school-admin', '/report/bff/tutoring/share', { examid: MIDTERM, org: '0', publish: true })
  t.match(await home(), { shared: true, statusText: '已发布，家长可查看' })
})

t.test('issue 33 item 8: staff opening /hfsfd/student without a student get the exam, class and student to choose, not 学生不存在', async (t) => {
  for (const token of ['demo-school-admin', 'demo-city']) {
    const res = await get(token, `/report/bff/tutoring/student?examid=${MIDTERM}&org=0`)
    t.equal(res.statusCode, 200, `${token}: ${res.body.slice(0, 200)}`)
    const view = res.json().data as TutoringStudentView
    t.ok(check.Check(view))
    t.equal(view.notice, '请先选择要查看的学生')
    t.ok(view.picker!.exams.some((e) => e.id === MIDTERM && e.selected), `${token}: the exam asked for is chosen`)
    t.ok(view.picker!.classes.length > 0 && view.picker!.classes.filter((c) => c.selected).length === 1, `${token}: classes, the first chosen`)
    t.ok(view.picker!.students.length > 20, `${token}: the class's students`)
    // A student's link opens their report, with the SMS form.
    const student = view.picker!.students[0]!
    t.match(student.href, /^\/report\/hfsfd\/student\?examid=\d+&org=0&class=[^&]+&skey=/)
    const report = (await get(token, `/report/bff/tutoring/student?${student.href.split('?')[1]}`)).json().data as TutoringStudentView
    t.equal(report.notice, null, `${token}: the report`)
    t.equal(report.header.studentName, student.name.replace(/（.*）$/, ''))
    t.ok(report.sms, `${token}: the SMS form`)
    t.ok(report.picker!.students.some((s) => s.id === student.id && s.selected), `${token}: the picker marks whose report it is`)
  }
  const family = (await get('demo-parent', `/report/bff/tutoring/student?examid=${MIDTERM}&org=0`)).json().data as TutoringStudentView
  t.equal(family.picker, null, 'a family account is its own student')
})
