// The figures of 知识点分析 (issue 36): a mastery is x̄ / W of the same row (the point's mean score over its
// 分值), shown as the percent it rounds to; a student's own, an absent student's and a short answer's; a
// small group's mastery carries the mark and a 95 % t interval from its students' scores on the point.
import t from 'tap'
import type { FactorPoint, FactorRow, StudentFactorsData } from '@report/contracts/upstream/reports/knowledge'
import { pointRowFigure, pointScoreSigma, studentMasteryFigure, unitMasteryFigure } from '../../../src/domain/reports/subject-reports/knowledge-figures.ts'
import { explanationOf, smallFigure } from '../../../src/domain/metrics/explanation.ts'
import { masteryFigure, shown } from '../../../src/domain/metrics/figures.ts'

const point = (id: string, full: number): FactorPoint => ({ id, name: `名${id}`, kind: 'leaf', full, questions: [] })
const points = [point('a', 10), point('b', 4)]
const row: FactorRow = { group: { key: 'class:1', type: 'class', id: '1', name: '1班' }, count: 40, mastery: [0.63579, null] }
const student = (values: Partial<StudentFactorsData['items'][number]>): StudentFactorsData['items'][number] =>
  ({ key: 's1', name: '张三', xuehao: '1', classId: '1', class: '1班', schoolId: '', absent: false, score: 88, mastery: [0.5, 0.75], ...values })

t.test('a unit\'s mastery is x̄ / W over its N; 实考人数 is its N; nobody answered shows --', async (t) => {
  const m = unitMasteryFigure('m0', row, points, 'knowledgeMastery')!
  t.equal(shown(m), '63.58%')
  t.same(m.computation, { kind: 'quotient', numerator: 0.63579 * 10, denominator: 10 }, 'the point\'s mean score over its 分值')
  t.equal(m.n, 40)
  t.equal(shown(unitMasteryFigure('count', row, points, 'knowledgeMastery')!), 40)
  t.equal(shown(unitMasteryFigure('m1', row, points, 'knowledgeMastery')!), '--')
  t.equal(unitMasteryFigure('m2', row, points, 'knowledgeMastery'), null, 'no such point')
  t.equal(unitMasteryFigure('m0', { ...row, mastery: [] }, points, 'knowledgeMastery')!.raw, null, 'a short answer reads as unknown')
  const e = explanationOf(m, { caption: '1班 · 数学 · 名a · 知识点掌握度', group: '1班' })
  t.same(e.inputs.map((i) => i.label), ['该知识点的平均得分 x̄', '该知识点的分值 W'])
  t.same(e.inputs.map((i) => i.value), ['6.3579', '10'])
})

t.test('得分情况: 分值 as the paper sets it, and each total\'s mastery', async (t) => {
  const full = pointRowFigure('full', points[1]!, 1, [row], 'abilityMastery')!
  t.equal(shown(full), 4)
  t.equal(full.n, null, '分值 is over no students')
  t.equal(shown(pointRowFigure('t0', points[0]!, 0, [row], 'abilityMastery')!), '63.58%')
  t.equal(pointRowFigure('t1', points[0]!, 0, [row], 'abilityMastery'), null, 'no second total')
  const e = explanationOf(pointRowFigure('t0', points[0]!, 0, [row], 'abilityMastery')!, { caption: '', group: '全体' })
  t.equal(e.definition.term, '能力掌握度')
})

t.test('a student\'s own mastery: their score on the point over its 分值; none when 未考', async (t) => {
  const own = studentMasteryFigure('m1', student({}), points, 'knowledgeMastery')!
  t.equal(shown(own), '75.00%')
  t.same(own.computation, { kind: 'quotient', numerator: 3, denominator: 4 })
  t.same(explanationOf(own, { caption: '', group: '张三' }).inputs.map((i) => i.label), ['本人在该知识点各题的得分 x', '该知识点的分值 W'])
  t.equal(shown(studentMasteryFigure('score', student({}), points, 'knowledgeMastery')!), 88)
  const absent = student({ absent: true, score: null, mastery: [0.5, 0.5] })
  t.equal(studentMasteryFigure('m0', absent, points, 'knowledgeMastery')!.raw, null, 'an absent student has no mastery')
  t.equal(studentMasteryFigure('score', absent, points, 'knowledgeMastery')!.raw, null)
})

t.test('a group\'s mastery over fewer than 10 students carries the mark and a 95 % t interval of x̄ / W', async (t) => {
  // Worked by hand (t₀.₉₇₅: 3.182446 for 3 df, 2.570582 for 5): scores on a point of 分值 W over the group's students.
  const listing = (scores: number[], full: number) => ({ total: scores.length, items: scores.map((x, i) => student({ key: `s${i}`, mastery: [x / full] })) })
  const cases: Array<[string, number[], number, boolean, string | null]> = [
    ['4 students, 2 4 6 8 of 10: x̄ 5, σ √5', [2, 4, 6, 8], 10, true, '8.91% ~ 91.09%'],
    ['4 students, 0 0 0 10 of 10: the interval stays within 0 … 100 %', [0, 0, 0, 10], 10, true, '0.00% ~ 100.00%'],
    ['6 students of 4: x̄ 3.33, σ 0.552771', [3, 3.5, 4, 4, 2.5, 3], 4, true, '67.45% ~ 99.22%'],
    ['1 student: marked, no interval', [7], 10, true, null],
    ['10 students: no mark', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10, false, null],
  ]
  for (const [name, scores, full, small, interval] of cases) {
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length
    const figure = masteryFigure('knowledgeMastery', mean / full, full, scores.length)
    const sigma = pointScoreSigma(listing(scores, full), 0, full, scores.length)
    const e = explanationOf(figure, { caption: '', group: '小班', sigma })
    t.equal(smallFigure(figure), small, `${name}: the cell's mark`)
    t.equal(e.small, small, `${name}: the explanation's mark`)
    t.equal(e.interval?.text ?? null, interval, `${name}: the interval`)
    if (interval) t.equal(e.interval?.method, 't')
  }
  // A student's own mastery is over no group: never marked.
  t.equal(smallFigure(studentMasteryFigure('m0', student({}), points, 'knowledgeMastery')!), false, 'a student\'s own mastery')
  t.equal(explanationOf(masteryFigure('abilityMastery', 0.5, 10, 4), { caption: '', group: '小班', sigma: null }).interval, null, 'no spread known: the mark without an interval')
})

t.test('pointScoreSigma: the spread of the N students the mastery is over, or none', async (t) => {
  const items = [student({ mastery: [0.2] }), student({ mastery: [0.4] }), student({ absent: true, score: null, mastery: [null] }), student({ mastery: [0.6] }), student({ mastery: [0.8] })]
  const cases: Array<[string, Pick<StudentFactorsData, 'items' | 'total'>, number, number | null]> = [
    ['four with a score, one 未考 aside', { items, total: 5 }, 4, Math.sqrt(5)],
    ['the listing is cut short', { items, total: 6 }, 4, null],
    ['the listing has another N than the mastery', { items, total: 5 }, 5, null],
    ['a student without a mastery of the point', { items: [...items.slice(0, 4), student({ mastery: [null] })], total: 5 }, 4, null],
    ['nobody', { items: [], total: 0 }, 0, null],
  ]
  for (const [name, listing, n, want] of cases) {
    const got = pointScoreSigma(listing, 0, 10, n)
    t.ok(want === null ? got === null : got !== null && Math.abs(got - want) < 1e-9, `${name}: ${got}`)
  }
})
