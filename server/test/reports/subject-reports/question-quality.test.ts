// The question verdicts and small computations of the subject report pages (domain/reports/subject-reports/question-quality.ts):
// Ebel's discrimination bands, the difficulty bands, analytics.md's population SD, the weakest questions,
// option counts from shares, section runs and the score-distribution bars.
import t from 'tap'
import {
  difficultyBand,
  distributionStats,
  ebelVerdict,
  optionCount,
  questionTypeLabel,
  scoreBars,
  sectionRuns,
  shareOf,
  weakestQuestions,
} from '../../../src/domain/reports/subject-reports/question-quality.ts'

t.test('Ebel bands on the discrimination as shown (2 decimals)', async (t) => {
  const rows: Array<[d: number | null, want: string | null]> = [
    [0.55, '优秀'], [0.4, '优秀'], [0.3996, '优秀'], [0.395, '优秀'], [0.394, '良好'], [0.3, '良好'], [0.299, '良好'],
    [0.294, '尚可'], [0.2, '尚可'], [0.194, '需改进'], [0, '需改进'], [-0.12, '需改进'], [null, null], [Number.NaN, null],
  ]
  for (const [d, want] of rows) t.equal(ebelVerdict(d), want, `${d} → ${want}`)
})

t.test('difficulty bands on the score rate', async (t) => {
  const rows: Array<[p: number | null, want: string | null]> = [
    [0.9, '容易'], [0.7, '容易'], [0.695, '容易'], [0.694, '适中'], [0.4, '适中'], [0.3949, '较难'], [0, '较难'], [null, null],
  ]
  for (const [p, want] of rows) t.equal(difficultyBand(p), want, `${p} → ${want}`)
})

t.test('distributionStats: mean and population SD of a {score, count} distribution (analytics.md worked numbers)', async (t) => {
  const worked = [45, 52, 58, 61, 67, 70, 70, 78, 85, 96]
  const counts = new Map<number, number>()
  for (const x of worked) counts.set(x, (counts.get(x) ?? 0) + 1)
  const s = distributionStats([...counts].map(([score, count]) => ({ score, count })))
  t.equal(s.n, 10)
  t.ok(Math.abs(s.mean! - 68.2) < 1e-9)
  t.ok(Math.abs(s.standardDeviation! - 14.545102) < 1e-6, 'σ divides by N')
  t.same(distributionStats([]), { n: 0, mean: null, standardDeviation: null })
  t.same(distributionStats([{ score: 3, count: 4 }]), { n: 4, mean: 3, standardDeviation: 0 })
})

t.test('weakestQuestions: lowest score rate first, ties in paper order, unknown rates left out', async (t) => {
  const qs = [
    { index: 1, difficulty: 0.8 },
    { index: 2, difficulty: 0.3 },
    { index: 3, difficulty: null },
    { index: 4, difficulty: 0.3 },
    { index: 5, difficulty: 0.1 },
    { index: 6, difficulty: 0.5 },
  ]
  t.same(weakestQuestions(qs, 3).map((q) => q.index), [5, 2, 4])
  t.same(weakestQuestions(qs, 10).map((q) => q.index), [5, 2, 4, 6, 1])
  t.same(weakestQuestions([], 5), [])
})

t.test('optionCount, shareOf, type labels', async (t) => {
  t.equal(optionCount(34 / 49, 49), 34)
  t.equal(optionCount(0, 49), 0)
  t.equal(optionCount(null, 49), null)
  t.equal(shareOf(2, 8), 0.25)
  t.equal(shareOf(0, 0), null)
  t.same(['single', 'multi', 'blank', 'essay'].map((x) => questionTypeLabel(x, false)), ['单选题', '多选题', '填空题', '解答题'])
  t.equal(questionTypeLabel('', true), '客观题')
  t.equal(questionTypeLabel('作文', false), '作文')
})

t.test('sectionRuns: contiguous runs of a section, in paper order', async (t) => {
  const runs = sectionRuns([{ section: '一' }, { section: '一' }, { section: '二' }, { section: '一' }])
  t.same(runs.map((r) => [r.section, r.questions.length]), [['一', 2], ['二', 1], ['一', 1]])
  t.same(sectionRuns([]), [])
})

t.test('scoreBars: each score low to high, or whole-width bands past the limit', async (t) => {
  t.same(scoreBars([{ score: 2, count: 5 }, { score: 0.5, count: 1 }, { score: 0, count: 3 }], 2), [
    { label: '0分', count: 3, scores: [0] },
    { label: '0.5分', count: 1, scores: [0.5] },
    { label: '2分', count: 5, scores: [2] },
  ])
  const many = Array.from({ length: 61 }, (_, x) => ({ score: x, count: 1 }))
  const bars = scoreBars(many, 60, 40)
  t.equal(bars.length, 30, 'width 2 over 60 points')
  t.same(bars[0], { label: '0-2分', count: 2, scores: [0, 1] })
  t.same(bars[29], { label: '58-60分', count: 3, scores: [58, 59, 60] }, 'the full score folds into the top band')
  t.equal(bars.reduce((n, b) => n + b.count, 0), 61, 'the bars add up to N')
})
