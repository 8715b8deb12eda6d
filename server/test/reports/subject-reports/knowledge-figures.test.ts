// The figures of 知识点分析 (issue 36): a mastery is x̄ / W of the same row (the point's mean score over its
// 分值), shown as the percent it rounds to; a student's own, an absent student's and a short answer's.
import t from 'tap'
import type { FactorPoint, FactorRow, StudentFactorsData } from '@report/contracts/upstream/reports/knowledge'
import { pointRowFigure, studentMasteryFigure, unitMasteryFigure } from '../../../src/domain/reports/subject-reports/knowledge-figures.ts'
import { explanationOf } from '../../../src/domain/metrics/explanation.ts'
import { shown } from '../../../src/domain/metrics/figures.ts'

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
