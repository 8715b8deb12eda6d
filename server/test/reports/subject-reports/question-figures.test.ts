// The figures of the question pages (issue 36): what a cell shows is its figure rounded, and the figure's
// inputs give it back — for the cases the reference exams' default question does not reach.
import t from 'tap'
import type { QuestionStats } from '@report/contracts/upstream/reports/questions'
import { blankFigure, discriminationCountFigure, questionFigure, scoreBarFigure, scoreRowFigure, unitAnswerFigure } from '../../../src/domain/reports/subject-reports/question-figures.ts'
import { meanDiscriminationFigure, paperScoreRateFigure, shown } from '../../../src/domain/metrics/figures.ts'
import { explanationOf } from '../../../src/domain/metrics/explanation.ts'

const question = (values: Partial<QuestionStats>): QuestionStats => ({
  qid: 'q1', index: 1, name: '1', type: 'single', isObjective: true, section: '', score: 4, answer: 'A', knowledge: [],
  count: 40, mean: 2.7, difficulty: 0.675, discrimination: 0.41, itemTotalR: 0.52, fullCount: 27, zeroCount: 13, ...values,
} as QuestionStats)

t.test('得分率 and 难度 are one quotient x̄ / 题目满分, shown as a rate and with 2 decimals', async (t) => {
  const q = question({})
  t.equal(shown(questionFigure('rate', q)!), '67.50%')
  t.equal(shown(questionFigure('difficulty', q)!), '0.68', 'half up')
  t.same(questionFigure('difficulty', q)!.computation, { kind: 'quotient', numerator: 2.7, denominator: 4 })
  t.equal(shown(questionFigure('fullRate', q)!), '67.50%', '满分率 = 27 / 40')
  t.same(questionFigure('zeroRate', q)!.computation, { kind: 'ratio', part: 13, whole: 40 })
  t.equal(shown(questionFigure('rate', question({ mean: null, count: 0 }))!), '--', 'nobody answered')
})

t.test('得分分布: each score\'s students, its share and the share at or above it', async (t) => {
  const scores = [{ score: 6, count: 3 }, { score: 4, count: 5 }, { score: 0, count: 2 }]
  t.equal(shown(scoreRowFigure('count', scores, 1)!), 5)
  t.equal(shown(scoreRowFigure('share', scores, 1)!), '50.00%')
  t.same(scoreRowFigure('cumulative', scores, 1)!.computation, { kind: 'ratio', part: 8, whole: 10 }, 'at or above 4: 3 + 5 of 10')
  t.equal(scoreRowFigure('nothing', scores, 1), null)
})

t.test('各单位作答情况: an option\'s share is its students over those present; unknown options show --', async (t) => {
  const line = { count: 30, mean: 3, options: [12, null], base: 30 }
  t.equal(shown(unitAnswerFigure('o.A.share', line, 4, ['A', 'B'])!), '40.00%')
  t.equal(shown(unitAnswerFigure('o.B.count', line, 4, ['A', 'B'])!), '--')
  t.equal(shown(unitAnswerFigure('rate', line, 4, ['A', 'B'])!), '75.00%')
  t.equal(unitAnswerFigure('o.C.count', line, 4, ['A', 'B']), null, 'no such option')
})

t.test('试卷概况: 整卷得分率 = Σ of the questions\' means / W, 平均区分度 = mean of their 区分度, with their inputs', async (t) => {
  const rate = paperScoreRateFigure([2.7, 3.5, 10.25], 30)
  t.equal(shown(rate), '54.83%', '16.45 / 30')
  t.same(rate.computation, { kind: 'quotient', numerator: 16.45, denominator: 30 })
  t.match(explanationOf(rate, { caption: '', group: '' }).inputs, [{ label: /各题平均得分之和/, value: '16.45' }, { label: /整卷满分/, value: '30' }])
  t.equal(shown(paperScoreRateFigure([2.7, null], 30)), '--', 'a question without a mean: no paper mean')
  t.equal(shown(paperScoreRateFigure([], 30)), '--', 'no questions')

  const d = meanDiscriminationFigure([0.41, null, 0.2, 0.3])
  t.equal(shown(d), '0.30', '0.91 / 3: a question without 区分度 is not counted')
  t.match(d.computation, { kind: 'mean', n: 3 })
  t.match(explanationOf(d, { caption: '', group: '' }).inputs, [{ label: /各题区分度之和/ }, { label: /有区分度的题数/, value: '3' }])
  t.equal(shown(meanDiscriminationFigure([null])), '--')
})

t.test('区分度优秀 and 需改进 count the questions as their 质量评价 reads the 区分度 (2 decimals)', async (t) => {
  const cases: Array<{ name: string; verdict: '优秀' | '需改进'; ds: Array<number | null>; want: number; metric: string }> = [
    { name: 'D ≥ 0.40 is 优秀, 0.395 rounds up to it', verdict: '优秀', ds: [0.41, 0.4, 0.395, 0.39, null], want: 3, metric: 'goodDiscriminationCount' },
    { name: 'D < 0.20 needs work, 0.195 rounds up out of it', verdict: '需改进', ds: [0.19, 0.194, 0.195, -0.05, null], want: 3, metric: 'poorDiscriminationCount' },
    { name: 'a paper with no 区分度 counts none', verdict: '需改进', ds: [null, null], want: 0, metric: 'poorDiscriminationCount' },
  ]
  for (const c of cases) {
    const figure = discriminationCountFigure(c.verdict, c.ds)
    t.equal(figure.metric, c.metric, c.name)
    t.same(figure.computation, { kind: 'count', count: c.want }, c.name)
    t.equal(figure.n, null, `${c.name}: questions, no students`)
  }
})

t.test('the question charts\' own bars: 未作答 and a band of scores (issue 36)', async (t) => {
  const blank = blankFigure(3, 40)
  t.same([blank.metric, blank.computation, blank.n], ['blankCount', { kind: 'count', count: 3 }, 40], 'the blanks among the students present')
  const bars = [{ count: 2 }, { count: 5 }, { count: 3 }]
  t.same(scoreBarFigure(bars, 1)!.computation, { kind: 'count', count: 5 })
  t.equal(scoreBarFigure(bars, 1)!.n, 10, 'out of all who scored')
  t.equal(scoreBarFigure(bars, 3), null, 'no such bar')
})
