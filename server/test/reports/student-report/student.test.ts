// Table tests of the student-report parts (spec 2 §3 "Student", "Weak and good paper ranks, weak questions and
// knowledge points"; §9 class order; analytics.md: absent is not zero).
import t from 'tap'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { KnowledgeAnalysisData, PaperAnalysis, PapersAnalysisData, QuestionLostData, StudentSegmentsData } from '@report/contracts/upstream/reports/student-report'
import { chooseOption, paperRows, rosterOptions, scoreRateChartFigure, scoreRateRadar, segmentChart, segmentText, studentRankColumns, studentScopes, studentSegmentFigure, studentStats, verdictOf } from '../../../src/domain/reports/student-report/student.ts'
import { knowledgeRows, pointNames, questionRows, weakItems } from '../../../src/domain/reports/student-report/student-items.ts'
import { knowledgeFigure } from '../../../src/domain/reports/student-report/student-figures.ts'
import { explanationOf, smallFigure } from '../../../src/domain/metrics/explanation.ts'

const cls = (id: string, name: string, schoolId = 's1'): GroupRef => ({ key: `class:${id}`, type: 'class', id, name, schoolId })
const sch = (id: string, name: string): GroupRef => ({ key: `school:${id}`, type: 'school', id, name })

const paper = (pindex: number, subject: string, over: Partial<PaperAnalysis> = {}): PaperAnalysis => ({
  pindex, subject, manfen: 100, score: 80, absent: false, scoreRate: 0.8, all: 10, county: 10, schoolRank: 10, classRank: 2,
  allCount: 300, schoolCount: 300, classCount: 50, allMean: 60, schoolMean: 60, classMean: 65, allMax: 99, schoolMax: 99, classMax: 95,
  percentile: 0.9667, z: 1.2, t: 62, level: '一档', abcd: 'B', rankGap: 0, ...over,
})

t.test('the roster: names, a shared name told apart by 学号; a choice or the first', async (t) => {
  const roster = rosterOptions([{ key: '1', name: '王洋', xuehao: '001' }, { key: '2', name: '李明', xuehao: '002' }, { key: '3', name: '王洋', xuehao: '003' }])
  t.same(roster.map((o) => o.label), ['王洋（001）', '李明', '王洋（003）'])
  t.equal(chooseOption(roster, '2'), '2')
  t.equal(chooseOption(roster, 'nobody'), '1')
  t.equal(chooseOption(roster, undefined), '1')
  t.equal(chooseOption([], '1'), null)
})

t.test('rank scopes: 学校 when the exam spans schools, 区县 besides for a unified exam', async (t) => {
  t.same(studentScopes({ allCount: 300, schoolCount: 300 }, 1), { school: false, county: false })
  t.same(studentScopes({ allCount: 3000, schoolCount: 300 }, 2), { school: true, county: false })
  t.same(studentScopes({ allCount: 3000, schoolCount: 300 }, 3), { school: true, county: true })
})

t.test('headline figures: ranks with their cohort, 未考 when absent', async (t) => {
  const items = studentStats(paper(0, '总分', { manfen: 750, score: 600.5, scoreRate: 0.80067 }), { school: false, county: false })
  t.same(items.map((i) => [i.label, i.value]), [['总分', 600.5], ['得分率', '80.07%'], ['班级排名', 2], ['年级排名', 10], ['等级', '一档']])
  t.equal(items.find((i) => i.label === '班级排名')!.hint, '共 50 人', 'a rank with the students of its scope')
  t.equal(items.find((i) => i.label === '年级排名')!.hint, '共 300 人，超过 96.67% 的考生')
  t.notOk(items.some((i) => i.cell), 'no cells without the student')
  const opened = studentStats(paper(0, '总分', { manfen: 750, score: 600.5 }), { school: false, county: false }, undefined, 's1')
  t.same(opened.map((i) => i.cell), ['total|s1|score', 'total|s1|scoreRate', 'total|s1|classRank', 'total|s1|all', undefined], 'each figure opens into its explanation; 等级 is no figure')
  const absent = studentStats(paper(0, '总分', { absent: true, score: null, scoreRate: null, all: null, classRank: null, level: null, percentile: null, t: null }), { school: true, county: false })
  t.same(absent.map((i) => i.value), ['未考', '未考', '未考', '未考', '未考', '未考'])
})

t.test('published ranking settings (issue 19; spec 1 §2 ranking): the head shows the published ranks, a level or neither', async (t) => {
  const scopes = { school: true, county: false }
  const total = paper(0, '总分', { manfen: 750, score: 600.5, scoreRate: 0.80067, schoolRank: 3, schoolCount: 100, allCount: 300 })
  const labels = (display: Parameters<typeof studentRankColumns>[1], extra: Partial<PapersAnalysisData['papers'][number]> = {}) =>
    studentStats({ ...total, ...extra }, scopes, studentRankColumns(scopes, display)).map((i) => `${i.label}:${String(i.value)}`)
  const cases = [
    { name: 'no display: every rank of the scopes', display: undefined, want: ['总分:600.5', '得分率:80.07%', '班级排名:2', '学校排名:3', '全体排名:10', '等级:一档'] },
    { name: 'published class only', display: { scopes: ['class' as const], mode: 'rank' as const, levels: [] }, want: ['总分:600.5', '得分率:80.07%', '班级排名:2', '等级:一档'] },
    { name: 'levels: 成绩等级, no rank', display: { scopes: ['all' as const], mode: 'level' as const, levels: ['A'] }, extra: { rankLevel: 'B' }, want: ['总分:600.5', '得分率:80.07%', '成绩等级:B', '等级:一档'] },
    { name: 'hidden: neither', display: { scopes: ['all' as const], mode: 'hidden' as const, levels: [] }, want: ['总分:600.5', '得分率:80.07%', '等级:一档'] },
  ]
  for (const c of cases) t.same(labels(c.display, c.extra), c.want, c.name)
})

t.test('the papers table: 总分 pinned first, subjects in order, 优势/薄弱 by the call', async (t) => {
  const data: PapersAnalysisData = { gap: 60, papers: [paper(4, '物理'), paper(2, '数学', { absent: true, score: null, classRank: null }), paper(1, '语文')], weakPapers: [4], goodPapers: [1] }
  const rows = paperRows(paper(0, '总分'), data)
  t.same(rows.map((r) => r.cells.subject), ['总分', '语文', '数学', '物理'])
  t.equal(rows[0]!.pinned, true)
  t.same(rows.map((r) => r.cells.verdict), ['--', '优势', '--', '薄弱'])
  t.match(rows[2]!.cells, { score: '未考', classRank: '未考', classMean: 65 }, 'the class figures stay for an absent student')
  t.equal(verdictOf(9, data), '--')
})

t.test('the radar: 得分率 in % of the student, the class mean and the exam mean; a gap when absent', async (t) => {
  // 语文's stated rate (0.9) disagrees with its score: the chart draws 得分 / 满分, as 各科成绩's 得分率 cell shows it (issue 36).
  const chart = scoreRateRadar({ papers: [paper(0, '总分'), paper(2, '数学', { absent: true, score: null, scoreRate: null }), paper(1, '语文', { score: 37.04, manfen: 300, scoreRate: 0.9, classMean: 195 })] }, { school: false, county: false }, (pindexes) => ({ cells: [pindexes.map(String)] }))
  t.same(chart.labels, ['语文', '数学'])
  t.same(chart.series.map((s) => [s.name, s.values]), [['本人', [12.35, null]], ['班级', [65, 65]], ['年级', [20, 60]]])
  t.same(chart.explain, { cells: [['1', '2']] }, 'the cells named from the papers in the chart\'s order')
  const classRate = scoreRateChartFigure('class', paper(1, '语文', { manfen: 300, classMean: 195 }))
  t.same([classRate.computation, classRate.n], [{ kind: 'quotient', numerator: 195, denominator: 300 }, 50], "the class's mean figure over 满分, over the class's N")
})

t.test('segments: low to high, empty ends dropped, and the sentence', async (t) => {
  const data: StudentSegmentsData = {
    paper: { pindex: 0, subject: '总分', manfen: 300 },
    step: 100,
    segments: [
      { lower: 200, upper: 300, all: 0, school: 0, class: 0 },
      { lower: 100, upper: 200, all: 5, school: 5, class: 2 },
      { lower: 0, upper: 100, all: 3, school: 3, class: 1 },
    ],
    score: 150,
    segment: 1,
  }
  const chart = segmentChart(data, { school: false, county: false }, (indices) => ({ cells: [indices.map((i) => `s${i}`)] }))
  t.same(chart.labels, ['[0, 100)', '[100, 200)'])
  t.same(chart.series[0]!.values, [3, 5])
  t.same(chart.series[1]!.values, [1, 2], "the class's")
  t.same(chart.explain, { cells: [['s2', 's1']] }, 'the bars name their segments, low to high')
  t.same(studentSegmentFigure(data, 1, 'class', 50)!.computation, { kind: 'count', count: 2 })
  t.equal(studentSegmentFigure(data, 9, 'all', null), null, 'no such segment')
  t.equal(segmentText(data), '本人总分 150 分，位于 [100, 200) 分数段：该段班级 2 人，学校 5 人，全体 5 人。')
  t.equal(segmentText({ ...data, score: null, segment: null }), '总分未考。')
})

const question = (qid: string, over: Partial<QuestionLostData['questions'][number]> = {}): QuestionLostData['questions'][number] => ({
  qid, name: qid, index: 1, type: 'single', section: '一', isObjective: true, score: 5, answer: 'A', knowledge: ['k1'], abilities: [],
  got: 5, lost: 0, chosen: 'A', classRate: 0.8, allRate: 0.75, ...over,
})

t.test('questions: names of points, 薄弱 by the call, 未考 in every score cell', async (t) => {
  const data: QuestionLostData = { paper: { pindex: 2, subject: '数学', manfen: 10 }, absent: false, lostTotal: 5, questions: [question('1'), question('2', { type: 'essay', isObjective: false, got: 0, lost: 5, chosen: null, answer: null, knowledge: ['k2', 'kx'] })], weakQuestions: ['2'] }
  const names = pointNames({ points: [{ id: 'k1', name: '函数', kind: 'leaf', full: 5, questions: ['1'] }, { id: 'k2', name: '数列', kind: 'leaf', full: 5, questions: ['2'] }] })
  const rows = questionRows(data, names)
  t.match(rows[0]!.cells, { type: '单选', got: 5, lost: 0, chosen: 'A', classRate: '80.00%', knowledge: '函数', verdict: '--' })
  t.match(rows[1]!.cells, { type: '解答', got: 0, lost: 5, chosen: '--', answer: '--', knowledge: '数列、kx', verdict: '薄弱' })
  const absent = questionRows({ ...data, absent: true, questions: [question('1', { got: null, lost: null, chosen: null })] }, names)
  t.match(absent[0]!.cells, { got: '未考', lost: '未考', chosen: '未考', classRate: '80.00%' })
})

const knowledge: KnowledgeAnalysisData = {
  paper: { pindex: 2, subject: '数学', manfen: 10 },
  points: [
    { id: 'c1', name: '函数', kind: 'chapter', full: 10, questions: ['1', '2'] },
    { id: 'k1', name: '函数的概念', kind: 'leaf', parentId: 'c1', full: 4, questions: ['1'] },
    { id: 'k2', name: '指数函数', kind: 'leaf', parentId: 'c1', full: 6, questions: ['2'] },
  ],
  student: [0.5, 1, 0.1666],
  class: [0.7, 0.8, 0.65],
  school: [0.7, 0.8, 0.65],
  all: [null, 0.7, 0.6],
  weakPoints: ['k2'],
}

t.test('knowledge: leaves with their chapter, the four mastery figures, 薄弱 by the call', async (t) => {
  const rows = knowledgeRows(knowledge, false)
  t.same(rows.map((r) => r.key), ['k1', 'k2'])
  t.match(rows[1]!.cells, { chapter: '函数', point: '指数函数', full: 6, questions: 1, student: '16.66%', class: '65.00%', all: '60.00%', verdict: '薄弱' })
  t.equal(knowledgeRows(knowledge, true)[0]!.cells.student, '未考')
  const chaptersOnly = knowledgeRows({ ...knowledge, points: [knowledge.points[0]!], student: [0.5], class: [null], school: [null], all: [null] }, false)
  t.match(chaptersOnly[0]!.cells, { chapter: '函数', point: '函数', class: '--' })
})

t.test('knowledge figures: 分值 and 题目数 as the paper sets them; a class of 6\'s 掌握度 is marked and carries its t interval', async (t) => {
  const counts = { class: 6, school: 40, all: 0 }
  t.same(knowledgeFigure('full', knowledge, 2, counts)!.computation, { kind: 'observed', value: 6 })
  t.same([knowledgeFigure('questions', knowledge, 0, counts)!.metric, knowledgeFigure('questions', knowledge, 0, counts)!.computation], ['pointQuestions', { kind: 'count', count: 2 }])
  const cls = knowledgeFigure('class', knowledge, 2, counts)!
  t.ok(smallFigure(cls), 'over 6 students')
  // x̄ = 0.65 · 6 = 3.9 of 6; σ 1.2 over 6: t₀.₉₇₅(5) · 1.2·√(6/5) / √6 = 1.3795 → 2.5205 … 5.2795 of 6.
  const e = explanationOf(cls, { caption: '', group: '高二(9)班', sigma: 1.2 })
  t.equal(e.interval?.method, 't')
  t.equal(e.interval?.text, '42.01% ~ 87.99%')
  t.equal(explanationOf(cls, { caption: '', group: '' }).interval, null, 'without the class\'s σ no interval is claimed')
  t.notOk(smallFigure(knowledgeFigure('school', knowledge, 2, counts)!), 'a school of 40 is no small group')
  t.equal(knowledgeFigure('all', knowledge, 2, counts)!.n, null, 'an unstated N is no group of nobody')
  t.equal(knowledgeFigure('student', knowledge, 2, counts)!.n, null, "the student's own")
})

t.test('weak and good: subjects in order, weak questions and points named', async (t) => {
  const papers: PapersAnalysisData = { gap: 60.4, papers: [paper(4, '物理'), paper(1, '语文'), paper(2, '数学')], weakPapers: [4, 2], goodPapers: [] }
  const questions: QuestionLostData = { paper: { pindex: 2, subject: '数学', manfen: 10 }, absent: false, lostTotal: 5, questions: [question('q1', { name: '7' })], weakQuestions: ['q1'] }
  const items = weakItems(papers, questions, knowledge)
  t.same(items.map((i) => [i.label, i.value]), [['优势学科', '无'], ['薄弱学科', '数学、物理'], ['薄弱题目（数学）', '第 7 题'], ['薄弱知识点（数学）', '指数函数']])
  t.equal(items[0]!.hint, '该科全体（年级）名次进入该科实考人数的前 20%，或比本人总分名次靠前超过 60 名（短板科目除外）', 'the rule of rules/strong-subject.ts')
  t.equal(items[1]!.hint, '该科全体（年级）名次比本人总分名次靠后超过 60 名')
  t.same(weakItems(papers, { ...questions, absent: true }, knowledge).slice(2).map((i) => i.value), ['未考', '未考'])
  t.equal(weakItems(papers, null, null).length, 2)
})
