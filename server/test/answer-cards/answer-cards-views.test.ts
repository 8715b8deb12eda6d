// Answer cards through the BFF against the reference upstream (issue 20; spec 3 §2 "Answer-card routes",
// §7 "Answer cards"): a student's sheet opens with the marks the upstream stored for each item, the
// blank paper, who may open what, and the answer-pics export: a zip with one image per student and
// paper, a folder per class, limited by a checked student file; delete and restartJob.
import t from 'tap'
import { Compile } from 'typebox/compile'
import { AnswerCardExportViewSchema, AnswerSheetViewSchema, PaperPicsViewSchema, type AnswerCardExportView, type AnswerSheetView } from '@report/contracts/bff/answer-cards'
import { AnswerCardTasksViewSchema, type AnswerCardTasksView } from '@report/contracts/bff/tasks'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { classById, className } from '@report/fixtures/dataset/classes'
import { examById, examCatalogue } from '@report/fixtures/dataset/exams'
import { paperQuestions } from '@report/fixtures/dataset/questions'
import { paperSitting } from '@report/fixtures/dataset/responses'
import { studentsOf } from '@report/fixtures/dataset/students'
import { readZip } from '@report/fixtures/tasks/zip'
import { cardImageSize } from '@report/fixtures/upstream/answer-sheet/card-image'
import { readPng } from '@report/fixtures/upstream/answer-sheet/png'
import { pageCount } from '@report/fixtures/upstream/answer-sheet/render'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'

const EXAM_ID = '100152611100'
const exam = examById(EXAM_ID)!
let now = new Date('2026-11-21T02:00:00Z').getTime()
const upstream = buildUpstream({ now: () => new Date(now), tasks: { failureRate: 0 } })
const app = await buildBff(t, await listen(t, upstream))
const cookies = new Map<string, string>()
async function cookieOf(token: string): Promise<string> {
  if (!cookies.has(token)) {
    const res = await app.inject({ url: `/report/?token=${token}` })
    cookies.set(token, cookieHeaderFrom(res.headers['set-cookie']))
  }
  return cookies.get(token)!
}
async function get(token: string, url: string) {
  return app.inject({ url, headers: { cookie: await cookieOf(token) } })
}
async function post(token: string, url: string, body: unknown) {
  return app.inject({ method: 'POST', url, payload: body as object, headers: { cookie: await cookieOf(token), origin: 'http://localhost:80' } })
}

const headClass = classById(accountByKey('head-teacher')!.scope().classIds![0]!)!
const students = studentsOf(headClass)
const studentId = accountByKey('student')!.scope().studentId!
const sheetCheck = Compile(AnswerSheetViewSchema)

t.test('a student\'s sheet opens with the marks the upstream stored for each item (spec 3 §2 answer-pics)', async (t) => {
  const student = students[4]!
  const paper = exam.papers.find((p) => p.subject === '数学')!
  const res = await get('demo-head-teacher', `/report/bff/answer-cards/sheet?examid=${EXAM_ID}&org=0&grade=高二&pindex=${paper.pindex}&skey=${student.id}`)
  t.equal(res.statusCode, 200, res.body)
  const view = res.json().data as AnswerSheetView
  t.ok(sheetCheck.Check(view), 'conforms to the view schema')
  const sitting = paperSitting(exam, paper, student)
  const questions = paperQuestions(paper.paperid, paper.subject)
  t.equal(view.student.name, student.name)
  t.equal(view.student.className, className(headClass, exam.term.schoolYear))
  t.equal(view.paper.subject, '数学')
  t.ok(view.papers.find((p) => p.pindex === paper.pindex)?.selected, 'the paper tab is selected')
  t.equal(view.pages.length > 0, true)
  t.equal(view.marks.length, questions.length, 'one mark per item')
  for (const q of questions) {
    const mark = view.marks.find((m) => m.name === q.name)!
    const r = sitting.responses.find((x) => x.qid === q.qid)!
    t.equal(mark.text, `${Math.round(r.score * 10) / 10}/${q.score}`, `item ${q.name}: the stored score over the full score`)
    t.equal(mark.tone, r.score <= 0 ? 'zero' : r.score >= q.score ? 'full' : 'part')
    if (q.isObjective) t.equal(mark.detail, `${r.choice || '未作答'}（答案 ${q.answer}）`, `item ${q.name}: chosen and key`)
    t.ok(mark.left >= 0 && mark.left + mark.width <= 100 && mark.top >= 0 && mark.top + mark.height <= 100, 'placed on its page')
  }
  t.equal(view.scoreText, `${Math.round(sitting.score * 10) / 10}/${paper.manfen}`)
  // The page image itself: the student's sheet, through the cached passthrough.
  const image = await get('demo-head-teacher', view.pages[0]!.src)
  t.equal(image.statusCode, 200)
  t.match(String(image.headers['content-type']), /^image\/svg\+xml/)
  t.match(image.body, student.name)
  t.equal(image.headers['cache-control'], 'private, max-age=3600', 'answer sheets are kept an hour, per user')
})

t.test('who may open a sheet: the student their own, not a classmate\'s; the trial exam has none', async (t) => {
  const own = await get('demo-student', `/report/bff/answer-cards/sheet?examid=${EXAM_ID}&org=0&pindex=1&skey=${studentId}`)
  t.equal(own.statusCode, 200)
  const other = students.find((s) => s.id !== studentId)!
  const refused = await get('demo-student', `/report/bff/answer-cards/sheet?examid=${EXAM_ID}&org=0&pindex=1&skey=${other.id}`)
  t.equal(refused.statusCode, 403)
  t.match(refused.json(), { kind: 'forbidden', message: '您没有查看该学生答题卡的权限' })
  // A quick test imported without scanning (org 1) has no answer cards.
  const imported = examCatalogue().exams.find((e) => e.org === 1 && e.schoolIds.includes(headClass.schoolId) && e.stage === headClass.stage && e.cohort === headClass.cohort && !e.classIds)
  t.ok(imported, 'the school has an imported exam')
  const none = await get('demo-school-admin', `/report/bff/answer-cards/sheet?examid=${imported!.id}&org=1&pindex=1&skey=${students[0]!.id}`)
  t.equal(none.statusCode, 404)
  t.match(none.json(), { kind: 'not-found', message: '该考试没有答题卡' })
  const bad = await get('demo-student', `/report/bff/answer-cards/sheet?examid=${EXAM_ID}&skey=../x`)
  t.equal(bad.statusCode, 400, 'a student key is an id, nothing else')
})

t.test('the blank paper (paper-pics)', async (t) => {
  const res = await get('demo-school-admin', `/report/bff/answer-cards/paper?examid=${EXAM_ID}&org=0&pindex=2`)
  t.equal(res.statusCode, 200)
  const view = res.json().data
  t.ok(Compile(PaperPicsViewSchema).Check(view))
  t.equal(view.paper.pindex, 2)
  const image = await get('demo-school-admin', view.pages[0].src)
  t.equal(image.statusCode, 200)
  t.match(image.body, '答题卡')
  t.notMatch(image.body, /#1f2d5c/, 'no student ink on the blank card')
})

t.test('answer-card export: a zip with one image per student and paper, a folder per class', async (t) => {
  const papers = exam.papers.filter((p) => p.subject === '数学' || p.subject === '英语')
  const q = { examid: EXAM_ID, org: '0', grade: '高二' }
  const page = await get('demo-school-admin', `/report/bff/answer-cards/export?examid=${EXAM_ID}&org=0&grade=高二`)
  t.equal(page.statusCode, 200, page.body)
  const view = page.json().data as AnswerCardExportView
  t.ok(Compile(AnswerCardExportViewSchema).Check(view))
  t.ok(view.classes.some((c) => c.id === headClass.id), 'the exam\'s classes to choose from')
  t.equal(view.papers.length, exam.papers.length)

  const created = await post('demo-school-admin', '/report/bff/answer-cards/tasks', { ...q, pindexes: papers.map((p) => p.pindex), classIds: [headClass.id] })
  t.equal(created.statusCode, 200, created.body)
  const taskId = created.json().data.taskId as string
  const generating = (await get('demo-school-admin', `/report/bff/answer-cards/export?examid=${EXAM_ID}&org=0&grade=高二`)).json().data as AnswerCardExportView
  t.equal(generating.tasks[0]!.id, taskId)
  t.equal(generating.tasks[0]!.state, 'generating')
  t.equal(generating.tasks[0]!.downloadUrl, null)

  await upstream.taskStore!.files.idle()
  now += 10_000
  const done = (await get('demo-school-admin', `/report/bff/answer-cards/export?examid=${EXAM_ID}&org=0&grade=高二`)).json().data as AnswerCardExportView
  const row = done.tasks.find((r) => r.id === taskId)!
  t.equal(row.state, 'done')
  t.equal(row.statusText, '已完成')
  const file = await get('demo-school-admin', row.downloadUrl!)
  t.equal(file.statusCode, 200)
  const entries = readZip(file.rawPayload)
  const expected = students.flatMap((s) => papers.filter((p) => !paperSitting(exam, p, s).absent).map((p) => `${className(headClass, exam.term.schoolYear)}/${s.xuehao}_${s.name}_${p.subject}.png`))
  t.same(entries.map((e) => e.name).sort(), expected.sort(), 'one image per student and paper (absent papers have none)')
  t.match(row.scope, `${expected.length} 张`)
  // Each entry is a picture a viewer opens: a whole PNG of the card's pages one under another, at 200 dpi.
  for (const entry of entries) {
    const paper = papers.find((p) => entry.name.endsWith(`_${p.subject}.png`))!
    t.same(readPng(entry.data), { ...cardImageSize(paper), colourType: 3 }, `${entry.name}: a PNG of the card's size`)
  }
  t.same(cardImageSize(papers[0]!), { width: 1680, height: 2376 * pageCount(papers[0]!) }, 'an A4 page at 200 dpi')
  const math = entries.filter((e) => e.name.endsWith('_数学.png'))
  t.equal(new Set(math.map((e) => e.data.toString('base64'))).size, math.length, 'each student\'s own sheet')

  // Another user never gets this task's file.
  const stranger = await get('demo-teacher', row.downloadUrl!)
  t.not(stranger.statusCode, 200)

  const removed = await post('demo-school-admin', '/report/bff/answer-cards/tasks/delete', { ...q, taskId })
  t.equal(removed.statusCode, 200)
  const after = (await get('demo-school-admin', `/report/bff/answer-cards/export?examid=${EXAM_ID}&org=0&grade=高二`)).json().data as AnswerCardExportView
  t.notOk(after.tasks.some((r) => r.id === taskId), 'deleted')
})

t.test('a student file is checked, and an export limited to it holds only its students', async (t) => {
  const q = { examid: EXAM_ID, org: '0', grade: '高二' }
  const picked = [students[1]!, students[2]!]
  const content = ['学号', picked[0]!.xuehao, picked[1]!.name, picked[0]!.xuehao, '99999999', ''].join('\n')
  const res = await post('demo-school-admin', '/report/bff/answer-cards/student-file', { ...q, fileName: '名单.csv', content })
  t.equal(res.statusCode, 200, res.body)
  const check = res.json().data
  t.equal(check.matched, 2)
  t.same(check.unmatched, ['99999999'])
  t.equal(check.summary, '共 4 行，匹配 2 名学生，1 行重复，1 行未找到')
  t.equal(check.usable, true)
  const paper = exam.papers[0]!
  const created = await post('demo-school-admin', '/report/bff/answer-cards/tasks', { ...q, pindexes: [paper.pindex], classIds: [headClass.id], stuFileId: check.fileId })
  t.equal(created.statusCode, 200)
  await upstream.taskStore!.files.idle()
  now += 10_000
  const view = (await get('demo-school-admin', `/report/bff/answer-cards/export?${new URLSearchParams(q)}`)).json().data as AnswerCardExportView
  const row = view.tasks.find((r) => r.id === created.json().data.taskId)!
  t.match(row.scope, '名单：名单.csv')
  const entries = readZip((await get('demo-school-admin', row.downloadUrl!)).rawPayload)
  const present = picked.filter((s) => !paperSitting(exam, paper, s).absent)
  t.same(entries.map((e) => e.name.split('/')[1]!.split('_')[0]).sort(), present.map((s) => s.xuehao).sort())

  const empty = await post('demo-school-admin', '/report/bff/answer-cards/student-file', { ...q, fileName: 'x.csv', content: '学号\n' })
  t.equal(empty.statusCode, 400)
  t.match(empty.json(), { kind: 'invalid-input', message: '文件中没有学生，请每行填写一个学号或姓名' })
})

t.test('export refusals: too many images, a class outside the scope, a student, a running task restarted', async (t) => {
  const q = { examid: EXAM_ID, org: '0', grade: '高二' }
  const all = exam.papers.map((p) => p.pindex)
  const classes = (await get('demo-school-admin', `/report/bff/answer-cards/export?${new URLSearchParams(q)}`)).json().data.classes as { id: string }[]
  const tooMany = await post('demo-school-admin', '/report/bff/answer-cards/tasks', { ...q, pindexes: all, classIds: classes.map((c) => c.id) })
  t.equal(tooMany.statusCode, 400)
  t.match(tooMany.json().message, /单次最多导出 1000 张答题卡/)
  const other = classes.find((c) => c.id !== headClass.id)!
  const outside = await post('demo-head-teacher', '/report/bff/answer-cards/tasks', { ...q, pindexes: [1], classIds: [other.id] })
  t.equal(outside.statusCode, 403)
  const student = await get('demo-student', `/report/bff/answer-cards/export?${new URLSearchParams(q)}`)
  t.equal(student.statusCode, 404, 'students export nothing')
  const created = await post('demo-head-teacher', '/report/bff/answer-cards/tasks', { ...q, pindexes: [1], classIds: [headClass.id] })
  const restart = await post('demo-head-teacher', '/report/bff/answer-cards/tasks/restart', { ...q, taskId: created.json().data.taskId })
  t.equal(restart.statusCode, 400)
  t.match(restart.json().message, '只有失败或过期的任务可以重新生成')
  await upstream.taskStore!.files.idle()
})

t.test('the download panel\'s 答题卡 tab: the export with its status, the zip, 重试 (restartJob) and delete (issue 20)', async (t) => {
  const q = { examid: EXAM_ID, org: '0', grade: '高二' }
  const tab = async () => {
    const res = await get('demo-school-admin', `/report/bff/tasks/answer-cards?${new URLSearchParams(q)}`)
    t.equal(res.statusCode, 200, res.body)
    return res.json().data as AnswerCardTasksView
  }
  const paper = exam.papers.find((p) => p.subject === '物理')!
  const created = await post('demo-school-admin', '/report/bff/answer-cards/tasks', { ...q, pindexes: [paper.pindex], classIds: [headClass.id] })
  const taskId = created.json().data.taskId as string
  const generating = await tab()
  t.ok(Compile(AnswerCardTasksViewSchema).Check(generating), 'conforms to the view schema')
  t.match(generating.tab, { kind: 'answerCard', label: '答题卡' })
  t.match(generating.tab.rows[0], { id: taskId, kind: 'answerCard', state: 'generating', statusText: '生成中', downloadUrl: null, actions: ['delete'] })
  t.equal(generating.refreshMs, 2000, 'read again at the 2 s tick while it generates')

  await upstream.taskStore!.files.idle()
  now += 10_000
  const done = (await tab()).tab.rows.find((r) => r.id === taskId)!
  t.match(done, { state: 'done', statusText: '已完成', actions: ['download', 'delete'], progress: { mode: 'value', value: 100 } })
  const zip = readZip((await get('demo-school-admin', done.downloadUrl!)).rawPayload)
  t.equal(zip.length, students.filter((s) => !paperSitting(exam, paper, s).absent).length, 'one image per student who sat the paper')
  t.equal((await tab()).refreshMs, 60_000)

  // A week on, the zip has expired: 重试 runs the export again.
  now += 8 * 24 * 3_600_000
  const expired = (await tab()).tab.rows.find((r) => r.id === taskId)!
  t.match(expired, { state: 'expired', statusText: '已过期', actions: ['retry', 'delete'] })
  const retried = await post('demo-school-admin', '/report/bff/tasks/retry', { kind: 'answerCard', id: taskId, ...q })
  t.equal(retried.statusCode, 200, retried.body)
  t.equal(retried.json().data.message, '重试成功')
  t.equal((await tab()).tab.rows.find((r) => r.id === taskId)!.state, 'generating')
  await upstream.taskStore!.files.idle()

  const otherUser = await get('demo-teacher', `/report/bff/tasks/answer-cards?${new URLSearchParams(q)}`)
  t.notOk((otherUser.json().data as AnswerCardTasksView | undefined)?.tab.rows.some((r) => r.id === taskId), 'another user never sees the task')

  const removed = await post('demo-school-admin', '/report/bff/tasks/delete', { kind: 'answerCard', id: taskId, ...q })
  t.equal(removed.statusCode, 200, removed.body)
  t.equal(removed.json().data.message, '删除成功')
  t.notOk((await tab()).tab.rows.some((r) => r.id === taskId), 'deleted')
  const again = await post('demo-school-admin', '/report/bff/tasks/delete', { kind: 'answerCard', id: taskId, ...q })
  t.equal(again.statusCode, 404)
  t.match(again.json().message, /删除失败$/, 'spec 3 §8: the error text followed by 删除失败')
})

t.test('a student reads their own sheet through the student call; the school\'s window (exam/interval) closes it to students only', async (t) => {
  const sheetUrl = `/report/bff/answer-cards/sheet?examid=${EXAM_ID}&org=0&pindex=2&skey=${studentId}`
  const own = await get('demo-student', sheetUrl)
  t.equal(own.statusCode, 200, own.body)
  t.equal((own.json().data as AnswerSheetView).paper.pindex, 2)
  // The calls themselves, through the passthrough: the student call names no student and is for students only.
  const direct = await get('demo-student', `/api/v3/user/student/answer-pics?examid=${EXAM_ID}&org=0&pindex=2`)
  t.equal(direct.statusCode, 200, direct.body)
  t.equal(direct.json().data.student.id, studentId, 'the signed-in student\'s own sheet')
  t.not((await get('demo-school-admin', `/api/v3/user/student/answer-pics?examid=${EXAM_ID}&org=0&pindex=2`)).statusCode, 200, 'staff name the student instead')
  t.same((await get('demo-student', `/report/obt/v1/exam/interval?examid=${EXAM_ID}&org=0`)).json().data, { start: null, end: null }, 'no window: always open')

  // The school opens sheets from tomorrow on: the student waits, the staff do not.
  // Tomorrow for the BFF (the real clock) and for the reference upstream (its own clock, moved by earlier tests).
  const tomorrow = Math.max(Date.now(), now) + 24 * 3_600_000
  const set = await post('demo-school-admin', '/report/obt/v1/exam/interval', { examid: EXAM_ID, org: 0, start: tomorrow, end: null })
  t.equal(set.statusCode, 200, set.body)
  t.equal((await post('demo-student', '/report/obt/v1/exam/interval', { examid: EXAM_ID, org: 0, start: null, end: null })).statusCode, 403, 'students set no window')
  t.equal((await post('demo-school-admin', '/report/obt/v1/exam/interval', { examid: EXAM_ID, org: 0, start: tomorrow, end: tomorrow - 1 })).statusCode, 400, 'an end before the start')
  const closed = await get('demo-student', sheetUrl)
  t.equal(closed.statusCode, 403)
  t.match(closed.json(), { kind: 'forbidden', message: '当前不在学校开放答题卡查看的时间内' })
  t.equal((await get('demo-head-teacher', sheetUrl)).statusCode, 200, 'the teacher opens it at any time')
  // The platform's own calls close too: the passthrough is no way round the window. (Paper 1: what
  // the student already opened of paper 2 stays in their own cache for its hour, DESIGN.md caches.)
  const pictures = (await get('demo-head-teacher', `/report/obt/v1/student/answer-pic?examid=${EXAM_ID}&org=0&pindex=2&studentId=${studentId}`)).json().data.pics as Array<{ url: string }>
  for (const url of [
    `/api/v3/user/student/answer-pics?examid=${EXAM_ID}&org=0&pindex=1`,
    `/report/obt/v1/student/answer-pic?examid=${EXAM_ID}&org=0&pindex=2&studentId=${studentId}`,
    pictures[0]!.url,
  ]) t.equal((await get('demo-student', url)).statusCode, 403, `closed to the student: ${url.split('?')[0]}`)
  t.equal((await get('demo-head-teacher', pictures[0]!.url)).statusCode, 200, 'the picture opens for the teacher')
  t.equal((await post('demo-school-admin', '/report/obt/v1/exam/interval', { examid: EXAM_ID, org: 0, start: null, end: null })).statusCode, 200)
  t.equal((await get('demo-student', sheetUrl)).statusCode, 200, 'open again')
})
