// Transcripts (issue 20; spec 1 §2 transcript routes and header, §4 guard step 1 on report-card hosts,
// spec 3 §1 the school's counter of downloaded transcripts, §9 '未考' and '--', remaining-days badge at
// most 31 days): the rules as tables, then the pages' views against the reference upstream.
import t from 'tap'
import { Compile } from 'typebox/compile'
import { TranscriptReportViewSchema, type TranscriptCreateView, type TranscriptIndexView, type TranscriptReportView, type TranscriptSetView } from '@report/contracts/bff/transcripts'
import type { TaskPanelView } from '@report/contracts/bff/tasks'
import type { ConsumerTask } from '@report/contracts/upstream/tasks-report'
import type { TranscriptLine } from '@report/contracts/upstream/transcripts'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { classById, className } from '@report/fixtures/dataset/classes'
import { examById } from '@report/fixtures/dataset/exams'
import { studentsOf } from '@report/fixtures/dataset/students'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { transcriptHeader } from '../../src/domain/transcripts/header.ts'
import { transcriptListRefreshMs, transcriptPdfView } from '../../src/domain/transcripts/pdf-view.ts'
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
  const base = { current: 'index' as const, userName: '张老师', schoolName: '一中', isVirtualSchool: false, accountType: 'school' as const, downloaded: 12 }
  const h = transcriptHeader({ ...base, remainingDays: 31 })
  t.same(h.menu.map((m) => [m.key, m.label, m.current]), [['1', '成绩单', true], ['2', '成绩单设置', false]])
  t.equal(h.remainingText, '剩余 31 天')
  t.equal(h.detailsLink, null)
  t.equal(h.counterText, '本校已下载成绩单 12 份')
  // Issue 33 item 8: a bureau is not a school.
  t.equal(transcriptHeader({ ...base, accountType: 'city', remainingDays: 31 }).counterText, '所辖学校已下载成绩单 12 份')
  t.equal(transcriptHeader({ ...base, accountType: 'county', remainingDays: 31 }).counterText, '所辖学校已下载成绩单 12 份')
  t.equal(transcriptHeader({ ...base, isVirtualSchool: true, remainingDays: 31 }).counterText, '所辖学校已下载成绩单 12 份')
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

t.test('transcriptPdfView: a report task\'s statuses (spec 3 §4) as the transcript row shows them', async (t) => {
  const origin = 'http://up.test'
  const file = `${origin}/report/task/v1/files/f1/a.pdf`
  const rows: Array<[number, string, string, boolean, boolean]> = [
    // status, state, text, has url, can create again
    [0, 'generating', '等待生成', false, false],
    [5, 'generating', '生成中', false, false],
    [1, 'done', '已完成', true, false],
    [3, 'failed', '生成失败', false, true],
    [4, 'invalid', '已失效', false, true],
  ]
  for (const [status, state, text, url, canCreate] of rows) {
    t.match(transcriptPdfView({ taskid: 'r1', status, file_url: status === 1 ? file : '' }, origin), { state, statusText: text, canCreate }, `status ${status}`)
    t.equal(transcriptPdfView({ taskid: 'r1', status, file_url: status === 1 ? file : '' }, origin)!.downloadUrl !== null, url)
  }
  t.equal(transcriptPdfView(undefined, origin), null, 'none asked for yet')
  t.equal(transcriptPdfView({ taskid: 'r1', status: 3, file_url: '', fail_msg: '报告页面加载超时' }, origin)!.statusText, '报告页面加载超时', 'the renderer\'s reason')
  t.match(transcriptPdfView({ taskid: 'r1', status: 1, file_url: 'javascript:x' }, origin), { downloadUrl: null, canCreate: true }, 'an invalid link: make it again')
  t.equal(transcriptListRefreshMs([{ pdf: { taskid: 'r', status: 5, file_url: '' } }, {}]), 2000)
  t.equal(transcriptListRefreshMs([{ pdf: { taskid: 'r', status: 1, file_url: '' } }, {}]), 0)
})

t.test('a transcript\'s PDF waits in the report queue for the PDF renderer and downloads once printed', async (t) => {
  const cls = classById(accountByKey('head-teacher')!.scope().classIds![0]!)!
  const { id } = (await post('demo-school-admin', '/report/bff/transcripts', { examid: EXAM_ID, org: '0', classIds: [cls.id] })).json().data as { id: string }
  const rowOf = async (token = 'demo-school-admin') => {
    const index = (await get(token, '/report/bff/transcripts/index')).json().data as TranscriptIndexView
    return { row: index.transcripts.find((r) => r.id === id)!, refreshMs: index.refreshMs }
  }
  t.equal((await rowOf()).row.pdf, null, 'no PDF yet')
  const asked = await post('demo-school-admin', '/report/bff/transcripts/pdf', { id })
  t.equal(asked.statusCode, 200, asked.body)
  t.equal(asked.json().data.message, '创建任务成功')
  const taskId = asked.json().data.taskId as string
  t.equal((await post('demo-school-admin', '/report/bff/transcripts/pdf', { id })).json().data.taskId, taskId, 'asked again while it waits: the same task')
  const waiting = await rowOf()
  t.match(waiting.row.pdf, { state: 'generating', statusText: '等待生成', downloadUrl: null, canCreate: false })
  t.equal(waiting.refreshMs, 2000)
  t.equal((await rowOf('demo-teacher')).row.pdf, null, 'a colleague\'s list shows their own PDFs only')
  const panel = (await get('demo-school-admin', '/report/bff/tasks')).json().data as TaskPanelView
  t.ok(panel.tabs.find((tab) => tab.kind === 'report')!.rows.some((r) => r.id === taskId), 'the task is in 导出报告 too')

  // What the PDF renderer does (server/src/renderer): claim, print the page it names, hand the file back.
  const consumer = (path: string, body: object) =>
    fetch(`${upstreamUrl}/report/task/v1/consumer/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-consumer-key': 'reference-pdf-renderer' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ code: number; data: { task: ConsumerTask | null } }>)
  const task = (await consumer('task', { type: 'report', worker: 'test' })).data.task!
  t.equal(task.id, taskId)
  t.same(task.pages.map((p) => p.path), [`/report/transcript/report?id=${id}&export=pdf`], 'the transcript\'s print page in export mode')
  t.equal(task.pdfToken.length > 0, true, 'printed as its owner')
  t.match((await rowOf()).row.pdf, { state: 'generating', statusText: '生成中' })
  const pdf = Buffer.from('%PDF-1.4 transcript')
  await consumer('task/update', { id: task.id, lease: task.lease, page: { key: 'transcript', status: 1, pdfBase64: pdf.toString('base64') } })
  await consumer('task/update', { id: task.id, lease: task.lease, status: 1, pdfBase64: pdf.toString('base64') })
  const done = await rowOf()
  t.match(done.row.pdf, { state: 'done', statusText: '已完成', canCreate: false })
  t.equal(done.refreshMs, 0)
  const file = await get('demo-school-admin', done.row.pdf!.downloadUrl!)
  t.equal(file.statusCode, 200)
  t.same(file.rawPayload, pdf, 'the printed file')
  t.match(String(file.headers['content-disposition']), /\.pdf/)

  // A failed print says why and may be asked for again: a new task.
  const second = (await post('demo-school-admin', '/report/bff/transcripts', { examid: EXAM_ID, org: '0', classIds: [cls.id] })).json().data.id as string
  const secondTask = (await post('demo-school-admin', '/report/bff/transcripts/pdf', { id: second })).json().data.taskId as string
  const claimed = (await consumer('task', { type: 'report', worker: 'test' })).data.task!
  t.equal(claimed.id, secondTask)
  await consumer('task/update', { id: claimed.id, lease: claimed.lease, status: 3, message: '报告页面加载超时' })
  const failed = ((await get('demo-school-admin', '/report/bff/transcripts/index')).json().data as TranscriptIndexView).transcripts.find((r) => r.id === second)!
  t.match(failed.pdf, { state: 'failed', statusText: '报告页面加载超时', canCreate: true })
  const retried = (await post('demo-school-admin', '/report/bff/transcripts/pdf', { id: second })).json().data.taskId as string
  t.not(retried, secondTask, 'a new task')

  t.equal((await post('demo-student', '/report/bff/transcripts/pdf', { id })).statusCode, 403, 'students make no transcripts')
  t.equal((await post('demo-trial', '/report/bff/transcripts/pdf', { id })).statusCode, 404, 'another school\'s transcript is not found')
})
