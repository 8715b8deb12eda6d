// A student's own figures explain themselves (issue 36): 学生分析 of a student who missed a paper (their
// score, 得分率, ranks out of each scope's N, item scores and 失分), and the 小分矩阵's means row and an
// objective item's cell ('3 (B)'), on the 期中 as its school admin; every figure of the page recomputes from
// its explanation's inputs.

import t from 'tap'
import type { FigureExplanation } from '@report/contracts/bff/metric-definition'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { examScoresById } from '@report/fixtures/scores/exam-scores'
import { checkExplainedRoutes } from './explanation-check.ts'
import { MIDTERM, reportRig } from './report-rig.ts'

t.test('学生分析 of a student who missed a paper, and 小分矩阵: a student\'s own figures and the matrix\'s means explain themselves', async (t) => {
  const { rig } = await reportRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const get = async (path: string, params: Record<string, string>) => rig.app.inject({ url: `/report/bff/${path}?${new URLSearchParams(params)}`, headers: { cookie } })
  // A student who sat some papers and missed another: the missed paper's own figures are 未考, the rest recompute.
  const cube = examScoresById(MIDTERM)!
  const row = cube.students.findIndex((_, i) => cube.papers.some((p) => Number.isNaN(p.scores[i]!)) && cube.papers.some((p) => !Number.isNaN(p.scores[i]!)))
  t.ok(row >= 0, 'the exam has a partly absent student')
  const missed = cube.papers.find((p) => Number.isNaN(p.scores[row]!))!
  const sat = cube.papers.find((p) => !Number.isNaN(p.scores[row]!))!
  const student = cube.students[row]!
  const group = `class:${cube.classIds[cube.classIndex[row]!]!}`
  await checkExplainedRoutes(t, get, '期中: a partly absent student', { examid: MIDTERM, org: '0', group, student: student.id, pindex: String(missed.pindex) }, ['student-report'])

  const explain = async (route: string, cell: string, extra: Record<string, string> = {}) => {
    const res = await get('report-explain', { route, examid: MIDTERM, org: '0', cell, ...extra })
    t.equal(res.statusCode, 200, `${route} ${cell}`)
    return res.json().data as FigureExplanation
  }
  const frame = { group, student: student.id, pindex: String(sat.pindex) }
  const rank = await explain('student-report', `papers|p${sat.pindex}|classRank`, frame)
  const classmates = cube.students.filter((_, i) => cube.classIndex[i] === cube.classIndex[row] && !Number.isNaN(sat.scores[i]!)).length
  t.equal(rank.definition.term, '排名')
  t.equal(rank.group.n, classmates, 'a class rank is among the classmates who sat the paper')
  t.equal(rank.computation?.kind === 'rank' ? rank.computation.higher : -1, cube.students.filter((_, i) => cube.classIndex[i] === cube.classIndex[row] && sat.scores[i]! > sat.scores[row]!).length, 'the classmates with a higher score')
  const rate = await explain('student-report', `papers|p${sat.pindex}|scoreRate`, frame)
  t.same(rate.computation, { kind: 'quotient', numerator: sat.scores[row]!, denominator: sat.full }, '得分率 = 得分 / 满分')
  const missedRate = await explain('student-report', `papers|p${missed.pindex}|scoreRate`, frame)
  t.equal(missedRate.raw, null, 'a missed paper has no 得分率')
  const q = sat.questions[0]!
  const got = await explain('student-report', `questions|${q.qid}|got`, frame)
  t.equal(got.computation?.kind, 'observed')
  t.ok(got.inputs.some((i) => i.label === '题目满分 W' && i.value === String(q.score)), 'an item score states the item\'s full marks')
  const lost = await explain('student-report', `questions|${q.qid}|lost`, frame)
  t.same(lost.computation, { kind: 'difference', value: q.score, reference: sat.items[row * sat.questions.length]! }, '失分 = 题目满分 − 得分')

  // The matrix's means row: an item's mean as the platform states it, the paper's as the sum of the item means.
  const matrix = (await get('report-page', { route: 'report-matrix', examid: MIDTERM, org: '0', pindex: String(sat.pindex) })).json().data as ReportPageView
  const table = matrix.blocks.find((b) => b.kind === 'table' && b.id === 'matrix')
  if (table?.kind !== 'table') throw new Error('no matrix table')
  const means = table.table.rows.find((r) => r.key === 'average')!
  const paging = { page: '1', pageSize: String(table.table.paging!.pageSize), pindex: String(sat.pindex) }
  const paperMean = await explain('report-matrix', 'matrix|average|score', paging)
  t.equal(paperMean.shown, means.cells.score)
  t.equal(paperMean.computation?.kind === 'sum' ? paperMean.computation.parts.length : 0, sat.questions.length, 'the paper\'s mean adds every item\'s mean')
  const paperRate = await explain('report-matrix', 'matrix|score-rate|score', paging)
  t.equal(paperRate.computation?.kind === 'quotient' ? paperRate.computation.denominator : 0, sat.full, '得分率 = 平均分 / 满分')
  t.equal((await get('report-explain', { route: 'report-matrix', examid: MIDTERM, org: '0', cell: 'matrix|average|rank', ...paging })).statusCode, 404, 'a means row has no rank')
  // An objective item's cell shows the chosen option beside the score ('3 (B)'): the score is the figure, the
  // option and the key are its inputs, and the cell is the one the explanation states.
  t.same(sat.questions.map((x) => `q${x.no}`).filter((key) => !table.table.explain?.includes(key)), [], 'every item\'s column opens its explanation')
  const j = sat.questions.findIndex((x) => x.isObjective)
  t.ok(j >= 0, 'the paper has an objective item')
  const objective = sat.questions[j]!
  const taker = table.table.rows.find((r) => !r.pinned && r.cells.score !== '未考')!
  const i = cube.rowOf.get(taker.key) ?? -1
  t.ok(i >= 0, 'the student is in the score cube')
  const key = `q${objective.no}`
  const shownCell = String(taker.cells[key])
  t.match(shownCell, /^[0-9.]+ \(.+\)$/, 'the cell shows the score and the option chosen')
  const item = await explain('report-matrix', `matrix|${taker.key}|${key}`, paging)
  t.equal(item.definition.term, '小题得分')
  t.equal(item.cell, taker.cells[key], 'the explanation states the cell the page shows')
  t.same(item.computation, { kind: 'observed', value: sat.items[i * sat.questions.length + j]! }, 'the score is the one the sheet\'s marking recorded')
  t.equal(`${item.shown} (${item.inputs.find((x) => x.label === '所选选项')?.value})`, shownCell, 'the cell is the score, then the option chosen')
  t.ok(item.inputs.some((x) => x.label === '题目满分 W' && x.value === String(objective.score)), 'W = the item\'s full marks')
  if (objective.answer) t.ok(item.inputs.some((x) => x.label === '正确答案' && x.value === objective.answer), 'the key, as the answer states it')
})
