// Pure helpers of the analysis report pages (server/src/domain/reports/analysis-reports/): table tests, and the 等级赋分
// table over the reference upstream's levelExamCfgs answer.
import t from 'tap'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { LEVEL_PATHS, type LevelExamCfgsData } from '@report/contracts/upstream/level-score'
import type { GroupRef, PaperRef } from '@report/contracts/upstream/reports/common'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import type { PaperRates } from '@report/contracts/upstream/reports/rates'
import { bandTable, keyStudentsTable, segmentChart } from '../../../src/domain/reports/analysis-reports/unit-tables.ts'
import { groupScoreRateFigure, paperComparisonTable, paperRatesTable, paperStatsTable, scoreRates, weakTable } from '../../../src/domain/reports/analysis-reports/paper-tables.ts'
import { totalReportName } from '../../../src/domain/reports/analysis-reports/total-report-name.ts'
import { levelBandFigure, levelBandTable, participationFigure, participationTable, xgkRole, xgkShape } from '../../../src/domain/reports/analysis-reports/xgk.ts'
import { recompute } from '../explanation-check.ts'
import { formatNumber } from '../../../src/domain/tables/format-number.ts'

const papers: PaperRef[] = [
  { pindex: 0, subject: '总分', manfen: 250 },
  { pindex: 1, subject: '语文', manfen: 150 },
  { pindex: 2, subject: '物理', manfen: 100 },
]

function stats(pindex: number, values: Partial<PaperStats>): PaperStats {
  return {
    pindex, total: 10, absent: 0, manfen: 100, manfenCount: 0, zeroCount: 0, max: null, min: null, mean: null, mean_rank: null, standardDeviation: null,
    median: null, multipleMode: [], skewness: null, difficulty: null, discrimination: null, reliability: null, separation: null, sampleCorrelation: null, cv: null, ...values,
  }
}
const cell = (count: number, rate: number | null) => ({ count, rate, rank: null })
function rates(pindex: number, pass: number, total = 10): PaperRates {
  return { pindex, lines: { excellent: 85, good: 70, pass: 60, low: 40 }, totalCount: total, excellent: cell(0, 0), good: cell(1, 1 / total), pass: cell(pass, total ? pass / total : null), low: cell(2, 2 / total) }
}
const group = (key: string, name: string, type: GroupRef['type']): GroupRef => ({ key, name, type, id: key })

t.test('totalReportName follows spec 2 §3 by scale and the schools in view', async (t) => {
  const cases: Array<[number, number, string]> = [
    [1, 1, '学校分析报告'],
    [2, 1, '校级（联考）分析报告'],
    [2, 6, '校级（联考）分析报告'],
    [3, 16, '统考总体分析报告'],
    [3, 1, '学校分析报告'],
    [3, 0, '学校分析报告'],
  ]
  for (const [scale, schools, name] of cases) t.equal(totalReportName({ scale, groups: { school: Array.from({ length: schools }) } }), name, `scale ${scale}, ${schools} schools`)
})

t.test('paperStatsTable: one row per paper, half-up rounding, -- for unknown, fixed difficulty', async (t) => {
  const view = paperStatsTable(papers, [stats(0, { mean: 68.205, difficulty: 0.68, total: 9, absent: 1 }), stats(1, { mean: null, total: 0, absent: 10 })])
  t.same(view.rows.map((r) => r.cells.subject), ['总分', '语文', '物理'])
  t.equal(view.rows[0]!.cells.mean, 68.21, 'half up, not banker’s')
  t.equal(view.rows[0]!.cells.difficulty, '0.68', 'x̄ / W of the same mean as its explanation, 2 decimals')
  t.equal(view.rows[1]!.cells.mean, '--', 'nobody sat: unknown')
  t.equal(view.rows[1]!.cells.total, 0, 'a real 0 stays 0')
  t.equal(view.rows[2]!.cells.total, '--', 'no statistics for the paper at all')
  t.equal(view.paging, null)
})

t.test('paperRatesTable: counts drill only when there are students; rates as percents', async (t) => {
  const seen: string[] = []
  const view = paperRatesTable(papers.slice(0, 2), [rates(0, 7), rates(1, 0)], (pindex, rate) => {
    seen.push(`${pindex}.${rate}`)
    return { kind: 'rate', tgkey: 'all', pindex: String(pindex), rate }
  })
  t.equal(view.rows[0]!.cells['pass.rate'], '70.00%')
  t.ok(view.rows[0]!.drills!['pass.count'])
  t.notOk(view.rows[0]!.drills!['excellent.count'], 'an empty cell opens nothing')
  t.notOk(view.rows[1]!.drills?.['pass.count'])
  t.notOk(seen.includes('0.excellent'))
  const plain = paperRatesTable(papers.slice(0, 1), [rates(0, 7)])
  t.notOk(plain.rows[0]!.drills, 'no drill function: no drills')
})

t.test('paperComparisonTable: means of the group and its references, the difference with the first, the rank', async (t) => {
  const view = paperComparisonTable(papers.slice(0, 2), {
    subject: { label: '本班', stats: [stats(0, { mean: 72.6, mean_rank: 3 }), stats(1, { mean: null })], rates: [rates(0, 5)] },
    references: [{ label: '本校', stats: [stats(0, { mean: 68.2 }), stats(1, { mean: 90 })] }, { label: '全体', stats: [stats(0, { mean: 70 })] }],
    rankTitle: '班级排名',
  })
  const means = view.columns.find((c) => c.key === 'means')!
  t.same(means.children!.map((c) => c.title), ['本班', '本校', '全体', '与本校差'])
  t.same(view.rows[0]!.cells, { subject: '总分', mean: 72.6, ref0: 68.2, ref1: 70, diff: 4.4, rank: 3, 'excellent.count': 0, 'excellent.rate': '0.00%', 'good.count': 1, 'good.rate': '10.00%', 'pass.count': 5, 'pass.rate': '50.00%' })
  t.equal(view.rows[1]!.cells.diff, '--', 'no class mean: no difference')
  t.equal(view.rows[1]!.cells['pass.count'], '--', 'no rates for the paper')
})

t.test('scoreRates: percent of the full score, two decimals, null when unknown', async (t) => {
  t.same(scoreRates(papers, [stats(0, { mean: 170.5 }), stats(1, { mean: 94.26 })]), [68.2, 62.84, null])
})

t.test('groupScoreRateFigure: the mean figure over the full score, the number the chart draws (issue 36)', async (t) => {
  const figure = groupScoreRateFigure(papers[1]!, stats(1, { mean: 94.26 }))
  t.same(figure.computation, { kind: 'quotient', numerator: 94.26, denominator: 150 }, 'the mean Σx / N over 满分')
  t.equal(figure.n, 10, "over the group's N")
  t.equal(formatNumber(recompute(figure.computation!), figure.format), '62.84%')
  t.equal(groupScoreRateFigure(papers[2]!, undefined).raw, null, 'no statistics: no rate')
  t.equal(groupScoreRateFigure(papers[1]!, stats(1, { mean: 94.26, total: 0 })).raw, null, 'no students: no mean, no rate (the mean cell shows --)')
})

t.test('weakTable: 任一学科 first with its share of the group, then each paper; zero counts do not drill', async (t) => {
  const row = { group: group('class:1', '1班', 'class'), total: 40, anyWeak: 10, papers: [{ pindex: 1, count: 4, share: 0.1 }, { pindex: 2, count: 0, share: 0 }] }
  const view = weakTable(papers, row, (pindex) => ({ kind: 'weak', pindex: String(pindex) }))
  t.same(view.rows.map((r) => [r.cells.subject, r.cells.count, r.cells.share]), [['任一学科', 10, '25.00%'], ['语文', 4, '10.00%'], ['物理', 0, '0.00%']])
  t.equal(view.rows[0]!.drills!.count!.pindex, '0')
  t.notOk(view.rows[2]!.drills)
  t.equal(weakTable(papers, undefined).rows[0]!.cells.count, '--', 'no row for the class: unknown')
})

t.test('segmentChart: low to high, empty ends trimmed, the top segment closed', async (t) => {
  const segments = [{ lower: 90, upper: 100 }, { lower: 80, upper: 90 }, { lower: 70, upper: 80 }, { lower: 60, upper: 70 }, { lower: 50, upper: 60 }]
  const row = { group: group('all', '全体', 'all'), total: 6, counts: [2, 0, 3, 1, 0], cumulative: [2, 2, 5, 6, 6], shares: [] }
  const view = segmentChart({ segments, paper: papers[2]! }, row, '分数段')
  t.same(view.labels, ['[60, 70)', '[70, 80)', '[80, 90)', '[90, 100]'])
  t.same(view.series[0]!.values, [1, 3, 0, 2], 'an empty segment inside stays')
  t.same(segmentChart({ segments, paper: papers[2]! }, undefined, 'x').labels, [], 'no row: no bars')
  const explained = segmentChart({ segments, paper: papers[2]! }, row, '分数段', (shown) => ({ cells: [shown.map((i) => `s${i}`)] }))
  t.same(explained.explain, { cells: [['s3', 's2', 's1', 's0']] }, "each bar names its segment's index (issue 36)")
  t.notOk(segmentChart({ segments, paper: papers[2]! }, undefined, 'x', () => ({ cells: [] })).explain, 'no row: nothing to open')
})

t.test('bandTable and keyStudentsTable: counts, shares, drills on non-empty cells, totals pinned', async (t) => {
  const data = { names: ['一档', '二档'], lines: [{ pindex: 0, subject: '总分', manfen: 250, studentCount: 10, rule: 1, is_custom: false, scores: [200, 150.5], scales: [], ranks: [], error: null }] }
  const row = { group: group('all', '全体', 'all'), papers: [{ pindex: 0, total: 10, counts: [0, 4], cumulative: [0, 4], shares: [0, 0.4], cumulativeShares: [0, 0.4] }] }
  const bands = bandTable(data, row, 0, (band, cumulative) => ({ band: String(band), cumulative: cumulative ? '1' : '0' }))
  t.same(bands.rows.map((r) => [r.cells.name, r.cells.line, r.cells.count, r.cells.cumulativeShare]), [['一档', 200, 0, '0.00%'], ['二档', 150.5, 4, '40.00%']])
  t.notOk(bands.rows[0]!.drills)
  t.same(bands.rows[1]!.drills, { count: { band: '2', cumulative: '0' }, cumulative: { band: '2', cumulative: '1' } })

  const keys = keyStudentsTable('班级', [{ group: group('sall', '全校', 'sall'), total: 100, top: 5, borderline: 0, bottom: 3 }], [{ group: group('class:1', '1班', 'class'), total: 40, top: 1, borderline: 2, bottom: 0 }], (g, c) => ({ tgkey: g.key, category: c }))
  t.equal(keys.rows[0]!.pinned, true)
  t.same(Object.keys(keys.rows[0]!.drills!), ['top', 'bottom'])
  t.same(Object.keys(keys.rows[1]!.drills!), ['top', 'borderline'])
})

t.test('xgkRole and xgkShape: a choice between 物理 and 历史 makes a 3+1+2 exam', async (t) => {
  t.same(['语文', '外语', '物理', '历史', '化学', '生物', '思想政治', '地理', '技术'].map(xgkRole), ['required', 'required', 'first', 'first', 'second', 'second', 'second', 'second', 'other'])
  const make = (physics: number, history: number, chem = 300) => [
    { pindex: 0, subject: '总分', manfen: 750, takers: 1000 },
    { pindex: 4, subject: '物理', manfen: 100, takers: physics },
    { pindex: 5, subject: '化学', manfen: 100, takers: chem },
    { pindex: 6, subject: '生物', manfen: 100, takers: 500 },
    { pindex: 8, subject: '历史', manfen: 100, takers: history },
  ]
  const chose = xgkShape(make(600, 390), 1000)
  t.ok(chose.isXgk)
  t.same(chose.second.map((p) => p.subject), ['化学', '生物'])
  t.equal(chose.physics?.takers, 600)
  t.ok(xgkShape(make(600, 400), 1000).isXgk, 'exactly the students with a 总分')
  const both = xgkShape(make(990, 985), 1000)
  t.notOk(both.isXgk, 'everyone sat both')
  t.match(both.reason, /同时参加了物理和历史/)
  t.notOk(xgkShape(make(600, 390).filter((p) => p.subject !== '历史'), 1000).isXgk, 'no 历史 paper')
  t.notOk(xgkShape(make(600, 390).filter((p) => p.subject !== '化学'), 1000).isXgk, 'one 再选 paper is not a choice of two')
})

t.test('participationTable: roles and 选考比例 in a 3+1+2 exam, 参考比例 otherwise', async (t) => {
  const s = [stats(0, { total: 1000, absent: 0, mean: 500 }), stats(2, { total: 600, absent: 400, mean: 61.2 })]
  const xgk = participationTable(papers, s, { xgk: true, totalTakers: 1000 })
  t.same(xgk.rows.map((r) => [r.cells.subject, r.cells.role, r.cells.total, r.cells.share]), [['总分', '--', 1000, '100.00%'], ['语文', '必考', '--', '--'], ['物理', '首选科目', 600, '60.00%']])
  t.equal(xgk.columns.find((c) => c.key === 'total')!.title, '选考（实考）人数')
  const plain = participationTable(papers, s, { xgk: false, totalTakers: 1000 })
  t.notOk(plain.columns.some((c) => c.key === 'role'))
  t.equal(plain.columns.find((c) => c.key === 'share')!.title, '参考比例')
  // Issue 36: each figure cell is its figure, and the figure's inputs give it back (the share: 实考 / 有总分 of the same row).
  t.same(xgk.explain, ['total', 'absent', 'share', 'mean', 'max', 'min', 'difficulty'])
  const share = participationFigure('share', s[1], 1000)!
  t.same(share.computation, { kind: 'ratio', part: 600, whole: 1000 })
  t.equal(share.metric, 'takerShare')
  t.equal(participationFigure('absent', s[1], 1000)!.raw, 400)
  t.equal(participationFigure('manfen', s[1], 1000), null, '满分 is the paper\'s setting, no figure of its students')
  for (const key of xgk.explain!) {
    const f = participationFigure(key, s[1], 1000)!
    t.equal(f.computation ? formatNumber(recompute(f.computation), f.format) : '--', xgk.rows[2]!.cells[key], `物理 ${key} from its inputs`)
  }
  const drilled = participationTable(papers, s, { xgk: true, totalTakers: 1000, drill: (paper, students) => ({ pindex: String(paper.pindex), students }) })
  t.same(drilled.rows[2]!.drills, { total: { pindex: '2', students: 'all' }, absent: { pindex: '2', students: 'absent' } }, '实考 and 未考 open their students')
})

t.test('levelBandTable: the 3+1+2 levels of the reference upstream, counts from its cumulative people', async (t) => {
  const upstream = buildUpstream({ now: () => new Date('2026-11-21T02:00:00Z') })
  t.teardown(() => upstream.close())
  const res = await upstream.inject({ method: 'POST', url: LEVEL_PATHS.cfgs, payload: { examid: '100152611100', org: 0 }, headers: { cookie: 'fxtoken=demo-school-admin' } })
  const data = res.json().data as LevelExamCfgsData
  const rule = data.rules.find((r) => r.id === '3+1+2')!
  const electives: PaperRef[] = [{ pindex: 5, subject: '化学', manfen: 100 }, { pindex: 2, subject: '数学', manfen: 150 }]
  const view = levelBandTable(rule, electives)
  t.same(view.columns.slice(2).map((c) => c.title), ['A（86–100）', 'B（71–85）', 'C（56–70）', 'D（41–55）', 'E（30–40）'])
  const chem = view.rows[0]!
  const table = rule.subjects.find((s) => s.pindex === 5)!.levels!
  t.equal(chem.cells.takers, table[table.length - 1]!.cumulative)
  const counts = [1, 2, 3, 4, 5].map((l) => chem.cells[`l${l}.count`] as number)
  t.equal(counts.reduce((a, b) => a + b, 0), chem.cells.takers, 'the levels hold every taker')
  t.equal(counts[0], table[0]!.cumulative)
  t.ok(Math.abs(counts[0]! / (chem.cells.takers as number) - 0.15) < 0.02, 'about 15 % in A')
  t.equal(view.rows[1]!.cells.takers, '--', '数学 has no 3+1+2 rule')
  t.equal(view.rows[1]!.cells['l1.count'], '--')
  // Issue 36: a level's share is its count over 赋分人数 of the same table; the figures give back the cells.
  const a = levelBandFigure('l1.share', rule, table)!
  t.same(a.computation, { kind: 'ratio', part: counts[0], whole: chem.cells.takers })
  t.equal(formatNumber(recompute(a.computation!), a.format), chem.cells['l1.share'])
  t.same(levelBandFigure('l3.count', rule, table)!.computation, { kind: 'count', count: counts[2] })
  t.equal(levelBandFigure('l9.count', rule, table), null, 'no such level')
  t.same(view.explain, ['takers', ...[1, 2, 3, 4, 5].flatMap((l) => [`l${l}.count`, `l${l}.share`])])
})
