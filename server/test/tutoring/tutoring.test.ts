// The tutoring report (issue 20; spec 3 §2 "Tutoring student report", §3, §7 /obt/v1/hfsfd/send/msg,
// /analysis/v1/student/share/publish|unpublish): the SMS rules as a table, ranks where the policy
// allows, and through the BFF against the reference upstream: a family sees an exam's report once the
// school publishes it, the SMS lands in the upstream's outbox, once a minute per phone and exam.
import t from 'tap'
import { Compile } from 'typebox/compile'
import { TutoringStudentViewSchema, type TutoringStudentView } from '@report/contracts/bff/tutoring'
import { validateSmsPhone, maskPhone } from '@report/contracts/validators/tutoring-sms'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { examCatalogue } from '@report/fixtures/dataset/exams'
import { sitsExam } from '@report/fixtures/dataset/participants'
import { studentById } from '@report/fixtures/dataset/students'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { checkSms } from '../../src/domain/tutoring/sms.ts'
import { NOT_PUBLISHED, RANKS_HIDDEN, ranksVisible } from '../../src/domain/tutoring/student-view.ts'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'

t.test('SMS phone and rate rules (spec 3 §5 pattern: 11 digits, 1, second digit 3–9; one a minute)', async (t) => {
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
  const now = 1_000_000
  t.same(checkSms('138 1234 5678', undefined, now), { ok: true, phone: '13812345678' })
  t.same(checkSms('13812345678', now - 30_000, now), { ok: false, kind: 'too-soon', message: '发送过于频繁，请 30 秒后再试' })
  t.same(checkSms('13812345678', now - 59_001, now), { ok: false, kind: 'too-soon', message: '发送过于频繁，请 1 秒后再试' })
  t.same(checkSms('13812345678', now - 60_000, now), { ok: true, phone: '13812345678' })
  t.match(checkSms('1234', undefined, now), { ok: false, kind: 'invalid' })
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
  const published = await post('demo-head-teacher', '/report/bff/tutoring/share', { examid: MIDTERM, org: '0', publish: true })
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
  await post('demo-head-teacher', '/report/bff/tutoring/share', { examid: monthly!.id, org: String(monthly!.org), publish: true })
  const family = (await get('demo-parent', `/report/bff/tutoring/student?examid=${monthly!.id}&org=${monthly!.org}`)).json().data as TutoringStudentView
  t.equal(family.rankNote, RANKS_HIDDEN)
  t.ok(family.subjects.every((s) => s.ranks.length === 0) && family.total.ranks.length === 0, 'no rank anywhere')
  const staff = (await get('demo-head-teacher', `/report/bff/tutoring/student?examid=${monthly!.id}&org=${monthly!.org}&skey=${parentStudent.id}`)).json().data as TutoringStudentView
  t.ok(staff.total.ranks.length > 0, 'staff see ranks')
  t.same(staff.share, { shared: true })

  const unpublished = await post('demo-head-teacher', '/report/bff/tutoring/share', { examid: monthly!.id, org: String(monthly!.org), publish: false })
  t.same(unpublished.json().data.shared, false)
  t.equal(((await get('demo-parent', `/report/bff/tutoring/student?examid=${monthly!.id}&org=${monthly!.org}`)).json().data as TutoringStudentView).notice, NOT_PUBLISHED)
})

t.test('SMS: a mainland mobile only, once a minute per phone and exam, into the outbox', async (t) => {
  const outbox = upstream.smsOutbox!
  const sentBefore = outbox.sent.length
  const bad = await post('demo-parent', '/report/bff/tutoring/sms', { examid: MIDTERM, org: '0', from: 'X', phone: '12345' })
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { code: 'BFF_ERR_TUTORING_PHONE', kind: 'invalid-input', message: '请输入正确的手机号码（11 位中国大陆手机号）' })
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

t.test('the token page: families go on to their report; staff get recent exams to publish', async (t) => {
  const family = await get('demo-parent', '/report/bff/tutoring/home')
  t.same(family.json().data, { family: true, studentHref: '/report/hfsfd/student', exams: [] })
  const staff = (await get('demo-head-teacher', '/report/bff/tutoring/home')).json().data
  t.equal(staff.family, false)
  t.ok(staff.exams.length > 0 && staff.exams.length <= 10)
  t.ok(staff.exams.some((e: { examid: string }) => e.examid === MIDTERM))
  t.match(staff.exams[0], { examid: String, org: /^\d$/, name: String, date: /^\d{4}\/\d{2}\/\d{2}$/ })
})
