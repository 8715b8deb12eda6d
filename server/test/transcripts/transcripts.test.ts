// Transcripts (issue 20; spec 1 §2 transcript routes and header, §4 guard step 1 on report-card hosts,
// spec 3 §1 the school's counter of downloaded transcripts, §9 '未考' and '--', remaining-days badge at
// most 31 days): the rules as tables, then the pages' views against the reference upstream.
import t from 'tap'
import { Compile } from 'typebox/compile'
import { TranscriptReportViewSchema, type TranscriptCreateView, type TranscriptIndexView, type TranscriptReportView, type TranscriptSetView } from '@report/contracts/bff/transcripts'
import type { TranscriptLine } from '@report/contracts/upstream/transcripts'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { classById, className } from '@report/fixtures/dataset/classes'
import { examById } from '@report/fixtures/dataset/exams'
import { studentsOf } from '@report/fixtures/dataset/students'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { transcriptHeader } from '../../src/domain/transcripts/header.ts'
import { parseHostList, reportCardRedirect } from '../../src/domain/transcripts/report-card-host.ts'
import { cellOf } from '../../src/domain/transcripts/report-view.ts'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'

t.test('reportCardRedirect (spec 1 §4 guard step 1)', async (t) => {
  const hosts = parseHostList(' cj.example.cn, Report.Example.cn ')
  t.same(hosts, ['cj.example.cn', 'report.example.cn'])
  const rows: Array<[string, string, string | null]> = [
    ['cj.example.cn', '/report/', '/report/transcript/index'],
    ['cj.example.cn', '/report', '/report/transcript/index'],
    ['cj.example.cn', '/report/exam/dashboard?examid=1&org=0', '/report/transcript/index?examid=1&org=0'],
    ['cj.example.cn', '/report/?token=demo-school-admin', '/report/transcript/index?token=demo-school-admin'],
    ['CJ.example.cn', '/report/config-view/export-excel', '/report/transcript/index'],
    ['cj.example.cn', '/report/transcript/index', null],
    ['cj.example.cn', '/report/transcript/report?id=ts1', null],
    ['cj.example.cn', '/report/bff/session', null],
    ['cj.example.cn', '/report/obt/v1/user/info', null],
    ['cj.example.cn', '/report/exam/v1/exam/info/all', null],
    ['cj.example.cn', '/report/assets/index-abc.js', null],
    ['cj.example.cn', '/report/favicon.ico', null],
    ['cj.example.cn', '/healthz', null],
    ['www.example.cn', '/report/exam/dashboard', null],
  ]
  for (const [host, url, want] of rows) t.equal(reportCardRedirect(hosts, host, url), want, `${host} ${url}`)
  t.equal(reportCardRedirect([], 'cj.example.cn', '/report/'), null, 'no hosts configured')
})

t.test('transcriptHeader: menu 1 and 2, remaining days up to 31, else 查看详情', async (t) => {
  const base = { current: 'index' as const, userName: '张老师', schoolName: '一中', isVirtualSchool: false, downloaded: 12 }
  const h = transcriptHeader({ ...base, remainingDays: 31 })
  t.same(h.menu.map((m) => [m.key, m.label, m.current]), [['1', '成绩单', true], ['2', '成绩单设置', false]])
  t.equal(h.remainingText, '剩余 31 天')
  t.equal(h.detailsLink, null)
  t.equal(h.counterText, '本校已下载成绩单 12 份')
  const long = transcriptHeader({ ...base, remainingDays: 32 })
  t.equal(long.remainingText, null)
  t.same(long.detailsLink, { label: '查看详情', href: '/report/comparison-list/version?type=0' })
  t.equal(transcriptHeader({ ...base, remainingDays: 0 }).remainingText, '剩余 0 天')
  t.equal(transcriptHeader({ ...base, current: 'set', remainingDays: 5 }).menu[1]!.current, true)
})

t.test('cellOf: 未考 and -- (spec 3 §9)', async (t) => {
  const line: TranscriptLine = { pindex: 1, subject: '数学', manfen: 150, score: 112.25, classRank: 3, gradeRank: 40, classMean: 98.456, gradeMean: 95, level: 'B' }
  t.same((['score', 'classRank', 'gradeRank', 'classMean', 'gradeMean', 'level'] as const).map((f) => cellOf(line, f)), ['112.3', '3', '40', '98.5', '95', 'B'])
  const absent = { ...line, score: null, classRank: null, gradeRank: null, level: null }
  t.same((['score', 'classRank', 'gradeRank', 'classMean', 'level'] as const).map((f) => cellOf(absent, f)), ['未考', '--', '--', '98.5', '--'])
})

const EXAM_ID = '100152611100'
const exam = examById(EXAM_ID)!
const upstream = buildUpstream({ now: () => new Date('2026-11-21T02:00:00Z') })
const upstreamUrl = await listen(t, upstream)
const app = await buildBff(t, upstreamUrl, { REPORT_CARD_HOSTS: 'cj.example.cn' })
const cookies = new Map<string, string>()
async function cookieOf(token: string) {
  if (!cookies.has(token)) cookies.set(token, cookieHeaderFrom((await app.inject({ url: `/report/?token=${token}` })).headers['set-cookie']))
  return cookies.get(token)!
}
const get = async (token: string, url: string) => app.inject({ url, headers: { cookie: await cookieOf(token) } })
const post = async (token: string, url: string, body: object) => app.inject({ method: 'POST', url, payload: body, headers: { cookie: await cookieOf(token), origin: 'http://localhost:80' } })

t.test('a transcript is set up, created for a class, printed, and counted once downloaded', async (t) => {
  const set = await post('demo-school-admin', '/report/bff/transcripts/settings', { title: '期中成绩单', fields: ['score', 'classRank', 'level'], layout: 2 })
  t.equal(set.statusCode, 200, set.body)
  t.same((set.json().data as TranscriptSetView).cfg, { title: '期中成绩单', fields: ['score', 'classRank', 'level'], layout: 2 })
  const invalid = await post('demo-school-admin', '/report/bff/transcripts/settings', { title: '', fields: [], layout: 3 })
  t.equal(invalid.statusCode, 400)

  const create = (await get('demo-school-admin', `/report/bff/transcripts/create?examid=${EXAM_ID}&org=0`)).json().data as TranscriptCreateView
  t.ok(create.exams.some((e) => e.examid === EXAM_ID && e.selected))
  const cls = classById(accountByKey('head-teacher')!.scope().classIds![0]!)!
  t.ok(create.classes.some((c) => c.id === cls.id))

  const made = await post('demo-school-admin', '/report/bff/transcripts', { examid: EXAM_ID, org: '0', classIds: [cls.id] })
  t.equal(made.statusCode, 200, made.body)
  const { id, reportHref } = made.json().data
  t.equal(reportHref, `/report/transcript/report?id=${id}`)

  const report = await get('demo-school-admin', `/report/bff/transcripts/report?id=${id}`)
  t.equal(report.statusCode, 200, report.body)
  const view = report.json().data as TranscriptReportView
  t.ok(Compile(TranscriptReportViewSchema).Check(view))
  t.equal(view.title, '期中成绩单')
  t.equal(view.layout, 2)
  t.same(view.columns, ['科目', '成绩', '班级排名', '等级'])
  t.equal(view.sheets.length, studentsOf(cls).length, 'one transcript per student of the class')
  t.ok(view.sheets.every((s) => s.className === className(cls, exam.term.schoolYear)))
  t.equal(view.sheets[0]!.rows.length, exam.papers.length)
  t.equal(view.sheets[0]!.total.subject, '总分')

  const index = (await get('demo-school-admin', '/report/bff/transcripts/index')).json().data as TranscriptIndexView
  t.equal(index.header.counterText, '本校已下载成绩单 0 份')
  t.match(index.transcripts[0], { id, downloaded: false, count: studentsOf(cls).length })
  const counted = await post('demo-school-admin', '/report/bff/transcripts/downloaded', { id })
  t.same(counted.json().data, { counterText: `本校已下载成绩单 ${studentsOf(cls).length} 份` })
  const again = await post('demo-school-admin', '/report/bff/transcripts/downloaded', { id })
  t.same(again.json().data, { counterText: `本校已下载成绩单 ${studentsOf(cls).length} 份` }, 'a transcript counts once')

  const grade = await post('demo-school-admin', '/report/bff/transcripts', { examid: EXAM_ID, org: '0', classIds: [] })
  t.equal(grade.statusCode, 200)
  const gradeIndex = (await get('demo-school-admin', '/report/bff/transcripts/index')).json().data as TranscriptIndexView
  t.match(gradeIndex.transcripts[0], { scopeName: '高二年级', count: exam.studentCount })

  const student = await get('demo-student', '/report/bff/transcripts/index')
  t.equal(student.statusCode, 403)
  const other = await get('demo-teacher', `/report/bff/transcripts/report?id=${id}`)
  t.equal(other.statusCode, 200, 'a colleague of the same school opens the school\'s transcript')
  const elsewhere = await get('demo-trial', `/report/bff/transcripts/report?id=${id}`)
  t.equal(elsewhere.statusCode, 404, 'another school does not')
})

t.test('a report-card host sends every other page to the transcript index', async (t) => {
  const page = await app.inject({ url: '/report/exam/dashboard?examid=1', headers: { host: 'cj.example.cn' } })
  t.equal(page.statusCode, 302)
  t.equal(page.headers.location, '/report/transcript/index?examid=1')
  const index = await app.inject({ url: '/report/transcript/index', headers: { host: 'cj.example.cn' } })
  t.equal(index.statusCode, 200)
  const elsewhere = await app.inject({ url: '/report/exam/dashboard', headers: { host: 'www.example.cn' } })
  t.equal(elsewhere.statusCode, 200)
  const api = await app.inject({ url: '/report/bff/session', headers: { host: 'cj.example.cn' } })
  t.not(api.statusCode, 302)
})
