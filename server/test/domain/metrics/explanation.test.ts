// A figure's explanation (issue 36): small groups carry the mark and a 95 % interval; the rest do not.

import t from 'tap'
import { explanationOf, smallFigure } from '../../../src/domain/metrics/explanation.ts'
import { headcountFigure, meanFigure, rateFigure } from '../../../src/domain/metrics/figures.ts'
import { dashboardFigure } from '../../../src/domain/reports/dashboard/paper-figures.ts'

t.test('a class of 6: the mean and the rate are marked and carry their intervals', async (t) => {
  // 61 67 70 70 78 85: Σx 431, σ 7.733405; 5 of 6 pass at 60 % of 100.
  const mean = meanFigure(431, 6, 1)
  t.ok(smallFigure(mean))
  const e = explanationOf(mean, { caption: '高二(9)班 · 数学 · 平均分', group: '高二(9)班', sigma: 7.733405 })
  t.equal(e.shown, 71.83)
  t.equal(e.interval?.method, 't')
  t.equal(e.interval?.text, '62.94 ~ 80.72')
  t.equal(e.population.leftOutLabel, '1 名未考学生未计入')
  const rate = explanationOf(rateFigure('passRate', 5, 6, 0), { caption: '', group: '' })
  t.equal(rate.shown, '83.33%')
  t.equal(rate.interval?.method, 'wilson')
  t.equal(rate.interval?.text, '43.65% ~ 96.99%')
  t.equal(rate.small, true)
  t.equal(explanationOf(meanFigure(431, 6, 0), { caption: '', group: '' }).interval, null, 'without the group\'s SD no t interval is claimed')
})

t.test('ten and more students, and counts, carry no mark', async (t) => {
  t.notOk(smallFigure(meanFigure(682, 10, 0)))
  t.notOk(smallFigure(headcountFigure(6, 0)), 'a count is exact: no mark')
  t.equal(explanationOf(rateFigure('passRate', 7, 10, 0), { caption: '', group: '' }).interval, null)
})

t.test('the dashboard\'s figures of combined units come from the sums and counts', async (t) => {
  const paper = { pindex: 1, total: 6, absent: 0, mean: 431 / 6, max: 85, min: 61, difficulty: 0.72, excellentRate: 1 / 6, passRate: 5 / 6, counts: { sum: 431, excellent: 1, pass: 5 } }
  t.same(dashboardFigure('mean', paper, 100).computation, { kind: 'mean', sum: 431, n: 6 })
  t.same(dashboardFigure('passRate', paper, 100).computation, { kind: 'ratio', part: 5, whole: 6 })
  t.same(dashboardFigure('difficulty', paper, 100).computation, { kind: 'quotient', numerator: 431 / 6, denominator: 100 })
  const stated = { ...paper, counts: undefined }
  t.same(dashboardFigure('passRate', stated, 100).computation, { kind: 'ratio', part: 5, whole: 6 }, 'a stated rate of 6 is a count of 5')
})
