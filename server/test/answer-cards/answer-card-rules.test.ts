// Table tests for the answer-card rules (issue 20). spec 3 §2 "Export answer cards: shown only if the
// exam has paper cards and is not an experience exam"; spec 3 §4 statuses (the answer-pics task reads
// as the common export: 0 or 5 generating, 1 done, 2 expired, 3 failed, any other invalid); spec 3 §9
// "Date display format in task lists: YYYY/MM/DD HH:mm".
import t from 'tap'
import type { AnswerPicsTask, SheetItem, StudentSheetData } from '@report/contracts/upstream/answer-cards'
import { answerCardsExportable, hasPaperCardOf, sheetRefusal, windowOpen } from '../../src/domain/answer-cards/access.ts'
import { answerCardPanelRow, answerCardPanelTab, answerCardTaskRow, studentFileCheckView } from '../../src/domain/answer-cards/export-view.ts'
import { choosePaper, sheetMark, toAnswerSheetView } from '../../src/domain/answer-cards/sheet-view.ts'

t.test('answerCardsExportable (spec 3 §2)', async (t) => {
  const rows: Array<[string, Parameters<typeof answerCardsExportable>[0], boolean]> = [
    ['paper cards, not an experience exam, staff', { hasPaperCard: true, isTrial: false, isStudent: false }, true],
    ['no paper cards', { hasPaperCard: false, isTrial: false, isStudent: false }, false],
    ['experience exam', { hasPaperCard: true, isTrial: true, isStudent: false }, false],
    ['students export nothing (spec 1 §6)', { hasPaperCard: true, isTrial: false, isStudent: true }, false],
  ]
  for (const [name, facts, want] of rows) t.equal(answerCardsExportable(facts), want, name)
})

t.test('hasPaperCardOf: what the platform says, else a marking-platform exam (org 0)', async (t) => {
  t.equal(hasPaperCardOf({ hasPaperCard: true, org: 1 }), true, 'stated: an imported exam with scanned cards')
  t.equal(hasPaperCardOf({ hasPaperCard: false, org: 0 }), false, 'stated: a marking-platform exam marked on screen')
  t.equal(hasPaperCardOf({ org: 0 }), true, 'unstated: org 0 scans cards')
  t.equal(hasPaperCardOf({ org: 1 }), false)
  t.equal(hasPaperCardOf({ org: 2 }), false, 'a custom analysis has none')
})

t.test('sheetRefusal', async (t) => {
  t.equal(sheetRefusal({ hasPaperCard: false, isHide: false, isStudent: false }), 'BFF_ERR_ANSWER_CARDS_NONE')
  t.equal(sheetRefusal({ hasPaperCard: true, isHide: true, isStudent: true }), 'BFF_ERR_ANSWER_CARDS_HIDDEN', 'hidden from students and parents')
  t.equal(sheetRefusal({ hasPaperCard: true, isHide: true, isStudent: false }), null, 'staff still see them')
  t.equal(sheetRefusal({ hasPaperCard: true, isHide: false, isStudent: true }), null)
})

t.test('the school\'s window for students (exam/interval, spec 3 §7): open between its dates, both included; null open on that side', async (t) => {
  const rows: Array<[string, { start: number | null; end: number | null }, number, boolean]> = [
    ['no window', { start: null, end: null }, 5, true],
    ['before the start', { start: 10, end: 20 }, 9, false],
    ['at the start', { start: 10, end: 20 }, 10, true],
    ['at the end', { start: 10, end: 20 }, 20, true],
    ['after the end', { start: 10, end: 20 }, 21, false],
    ['open-ended, after the start', { start: 10, end: null }, 1e12, true],
    ['no start, before the end', { start: null, end: 20 }, 0, true],
  ]
  for (const [name, window, now, open] of rows) t.equal(windowOpen(window, now), open, name)
  const closed = { start: 10, end: 20 }
  t.equal(sheetRefusal({ hasPaperCard: true, isHide: false, isStudent: true, window: closed, now: 30 }), 'BFF_ERR_ANSWER_CARDS_CLOSED', 'a student outside the window')
  t.equal(sheetRefusal({ hasPaperCard: true, isHide: false, isStudent: false, window: closed, now: 30 }), null, 'staff at any time')
  t.equal(sheetRefusal({ hasPaperCard: true, isHide: false, isStudent: true, window: null, now: 30 }), null, 'the platform keeps no window')
  t.equal(sheetRefusal({ hasPaperCard: true, isHide: true, isStudent: true, window: closed, now: 30 }), 'BFF_ERR_ANSWER_CARDS_HIDDEN', 'hidden says hidden')
})

const item = (patch: Partial<SheetItem>): SheetItem => ({ qid: 'q', name: '13', isObjective: false, score: 8, manfen: 12, page: 1, x: 84, y: 118.8, w: 420, h: 59.4, ...patch })

t.test('sheetMark: score text, tone, objective detail, placement in percent', async (t) => {
  const pic = { page: 1, url: '/x', width: 840, height: 1188 }
  t.match(sheetMark(item({}), pic), { text: '8/12', tone: 'part', detail: '', left: 10, top: 10, width: 50, height: 5 })
  t.match(sheetMark(item({ score: 12 }), pic), { text: '12/12', tone: 'full' })
  t.match(sheetMark(item({ score: 0 }), pic), { text: '0/12', tone: 'zero' })
  t.match(sheetMark(item({ score: null }), pic), { text: '未作答', tone: 'zero' })
  t.match(sheetMark(item({ score: 7.25 }), pic), { text: '7.3/12' }, 'one decimal')
  t.match(sheetMark(item({ isObjective: true, score: 0, manfen: 5, choice: 'B', answer: 'C' }), pic), { text: '0/5', detail: 'B（答案 C）', objective: true })
  t.match(sheetMark(item({ isObjective: true, score: 0, manfen: 5, choice: '', answer: 'AC' }), pic), { detail: '未作答（答案 AC）' })
})

t.test('toAnswerSheetView: tabs keep the query, subtotals, absent', async (t) => {
  const papers = [{ pindex: 1, paperid: 'p1', subject: '语文', manfen: 150, studentCount: 1 }, { pindex: 2, paperid: 'p2', subject: '数学', manfen: 150, studentCount: 1 }]
  const sheet: StudentSheetData = {
    student: { id: 'S1', name: '张三', xuehao: '001', className: '高二(3)班', schoolName: '一中' },
    paper: { pindex: 2, subject: '数学', manfen: 150 },
    score: 13,
    pics: [{ page: 1, url: '/api/v3/p/1', width: 840, height: 1188 }],
    items: [item({ isObjective: true, score: 5, manfen: 5, choice: 'A', answer: 'A' }), item({ score: 8 })],
  }
  const v = toAnswerSheetView({ examName: '期中', papers, sheet, base: '/report/answer-pics', paperPicsBase: '/report/paper-pics', query: { examid: 'E', org: '0', grade: '高二', skey: 'S1' } })
  t.same(v.papers.map((p) => [p.href, p.selected]), [
    ['/report/answer-pics?examid=E&org=0&grade=%E9%AB%98%E4%BA%8C&pindex=1&skey=S1', false],
    ['/report/answer-pics?examid=E&org=0&grade=%E9%AB%98%E4%BA%8C&pindex=2&skey=S1', true],
  ])
  t.equal(v.scoreText, '13/150')
  t.same(v.subtotals, ['客观题 5/5', '主观题 8/12'])
  t.equal(v.paperPicsHref, '/report/paper-pics?examid=E&org=0&grade=%E9%AB%98%E4%BA%8C&pindex=2')
  const absent = toAnswerSheetView({ examName: '期中', papers, sheet: { ...sheet, score: null, pics: [], items: [] }, base: '/a', paperPicsBase: '/p', query: { examid: 'E', skey: 'S1' } })
  t.match(absent, { scoreText: '未考', absent: true, pages: [], marks: [], subtotals: [] })
  t.equal(choosePaper(papers, '2')?.subject, '数学')
  t.equal(choosePaper(papers, '9')?.subject, '语文', 'an unknown paper falls back to the first')
  t.equal(choosePaper([], undefined), undefined)
})

const task = (patch: Partial<AnswerPicsTask>): AnswerPicsTask => ({
  taskid: 'ap1', name: '期中-数学-答题卡.zip', status: 1, progress: 100, create_time: Date.UTC(2026, 10, 21, 2, 5), file_url: 'http://up.test/report/task/v1/files/f1/a.zip',
  pindexes: [2], groups: [{ classId: 'c1', className: '高二(1)班', count: 40 }], total: 40, ...patch,
})
const papers = [{ pindex: 2, paperid: 'p2', subject: '数学', manfen: 150, studentCount: 1 }]

t.test('answerCardTaskRow: statuses as the common export (spec 3 §4)', async (t) => {
  const rows: Array<[number, string, string, boolean, boolean]> = [
    // status, state, text, has url, can restart
    [0, 'generating', '生成中', false, false],
    [5, 'generating', '生成中', false, false],
    [1, 'done', '已完成', true, false],
    [2, 'expired', '已过期', false, true],
    [3, 'failed', '生成失败', false, true],
    [4, 'invalid', '已失效', false, false],
  ]
  for (const [status, state, text, url, restart] of rows) {
    const row = answerCardTaskRow(task({ status }), papers, 'http://up.test')
    t.equal(row.state, state, `status ${status}`)
    t.equal(row.statusText, text)
    t.equal(row.downloadUrl !== null, url)
    t.equal(row.canRestart, restart)
  }
  const done = answerCardTaskRow(task({}), papers, 'http://up.test')
  t.equal(done.downloadUrl, '/report/bff/tasks/file?src=%2Freport%2Ftask%2Fv1%2Ffiles%2Ff1%2Fa.zip')
  t.equal(done.createdAt, '2026/11/21 10:05', 'Beijing time, YYYY/MM/DD HH:mm')
  t.equal(done.scope, '高二(1)班 · 数学 · 40 张')
  t.equal(answerCardTaskRow(task({ file_url: 'javascript:alert(1)' }), papers, 'http://up.test').downloadUrl, null, 'an invalid URL is a no-op link')
  const many = answerCardTaskRow(task({ groups: ['1', '2', '3', '4', '5'].map((n) => ({ classId: n, className: `高二(${n})班`, count: 1 })), stuFileName: '名单.csv' }), papers, 'http://up.test')
  t.equal(many.scope, '高二(1)班、高二(2)班、高二(3)班 等 5 个班 · 数学 · 40 张 · 名单：名单.csv')
})

t.test('answerCardPanelRow: an export as a row of the download panel (issue 20; statuses of spec 3 §4 as the common export)', async (t) => {
  const rows: Array<[number, string, string, boolean, string[], unknown]> = [
    // status, state, text, has url, actions, progress
    [0, 'generating', '生成中', false, ['delete'], { mode: 'value', value: 35 }],
    [5, 'generating', '生成中', false, ['delete'], { mode: 'value', value: 35 }],
    [1, 'done', '已完成', true, ['download', 'delete'], { mode: 'value', value: 100 }],
    [2, 'expired', '已过期', false, ['retry', 'delete'], { mode: 'none' }],
    [3, 'failed', '生成失败', false, ['retry', 'delete'], { mode: 'none' }],
    [4, 'invalid', '已失效', false, ['delete'], { mode: 'none' }],
  ]
  for (const [status, state, text, url, actions, progress] of rows) {
    const row = answerCardPanelRow(task({ status, progress: 35 }), 'http://up.test')
    t.match(row, { id: 'ap1', kind: 'answerCard', name: '期中-数学-答题卡.zip', state, statusText: text, actions, groupId: null, subTasks: [] }, `status ${status}`)
    t.same(row.progress, progress, `status ${status} progress`)
    t.equal(row.downloadUrl !== null, url)
  }
  t.equal(answerCardPanelRow(task({}), 'http://up.test').downloadUrl, '/report/bff/tasks/file?src=%2Freport%2Ftask%2Fv1%2Ffiles%2Ff1%2Fa.zip', 'the zip through the BFF file route')
  t.equal(answerCardPanelRow(task({}), 'http://up.test').createdAt, '2026/11/21 10:05')
  t.same(answerCardPanelRow(task({ file_url: 'javascript:alert(1)' }), 'http://up.test').actions, ['delete'], 'an invalid URL: no download')
  t.same(answerCardPanelRow(task({ status: 5, progress: 140 }), 'http://up.test').progress, { mode: 'value', value: 100 }, 'clamped')

  const exam = { examid: 'e1', org: '0', grade: '高三' }
  const idle = answerCardPanelTab([task({})], 'http://up.test', exam)
  t.match(idle, { tab: { kind: 'answerCard', label: '答题卡', emptyText: '暂无任务', error: null }, refreshMs: 60_000 }, 'spec 3 §9: 60 s')
  t.equal(answerCardPanelTab([task({}), task({ taskid: 'ap2', status: 5, progress: 10 })], 'http://up.test', exam).refreshMs, 2000, 'a task generating: the 2 s tick')
  t.same(answerCardPanelTab([], 'http://up.test', exam).tab.rows, [])
})

t.test("the answer-card tab's delete and retry carry its exam (the upstream's answer-pics calls need it)", async (t) => {
  const cases: Array<[string, Parameters<typeof answerCardPanelTab>[2], Record<string, string>]> = [
    ['exam, org and grade', { examid: 'e1', org: '-1', grade: '高三' }, { examid: 'e1', org: '-1', grade: '高三' }],
    ['the exam alone', { examid: 'e1' }, { examid: 'e1' }],
    ['empty values are left out', { examid: 'e1', org: '', grade: '' }, { examid: 'e1' }],
    ["the route's other keys are not the tab's", { examid: 'e1', from: 'union', lkschool: 's9' }, { examid: 'e1' }],
  ]
  for (const [what, exam, expected] of cases) t.same(answerCardPanelTab([task({})], 'http://up.test', exam).tab.actionParams, expected, what)
})

t.test('studentFileCheckView', async (t) => {
  t.match(studentFileCheckView({ fileId: 'f', fileName: 'a.csv', total: 10, matched: 10, unmatched: [], duplicates: 0 }), { summary: '共 10 行，匹配 10 名学生', usable: true })
  t.match(studentFileCheckView({ fileId: 'f', fileName: 'a.csv', total: 3, matched: 0, unmatched: ['x', 'y', 'z'], duplicates: 0 }), { summary: '共 3 行，匹配 0 名学生，3 行未找到', usable: false })
})
