// Pure helpers of the score-report pages (server/src/domain/reports/score-report/): cells as spec 2 §2 wants them
// ('--' unknown, counts as integers, rates as percents), subject and natural class order, the view total.
import t from 'tap'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import type { PaperRates } from '@report/contracts/upstream/reports/rates'
import type { AbsentRow } from '@report/contracts/upstream/reports/absent'
import { absentCells, missedCountFigure } from '../../../src/domain/reports/score-report/absent-rows.ts'
import { keyCells, weakCells, weakColumns } from '../../../src/domain/reports/score-report/focus-rows.ts'
import { paperSummaryRows } from '../../../src/domain/reports/score-report/paper-summary.ts'
import { unitScoreCells, unitScoreColumns, unitScoreSortOf } from '../../../src/domain/reports/score-report/unit-scores.ts'

const group = (key: string, name: string, extra: Partial<GroupRef> = {}): GroupRef => ({ key, type: key.split(':')[0] as GroupRef['type'], id: key.split(':')[1] ?? key, name, ...extra })

// analytics.md worked numbers: 45 52 58 61 67 70 70 78 85 96, W = 100.
const stats: PaperStats = {
  pindex: 2, total: 10, absent: 1, manfen: 100, manfenCount: 0, zeroCount: 0, max: 96, min: 45, mean: 68.2, mean_rank: 3,
  standardDeviation: 14.545102, median: 68.5, multipleMode: [70], skewness: 0.347011, difficulty: 0.68, discrimination: null,
  reliability: null, separation: null, sampleCorrelation: null, cv: null,
}
const cell = (count: number, rate: number | null) => ({ count, rate, rank: null })
const rates: PaperRates = { pindex: 2, lines: { excellent: 85, good: 70, pass: 60, low: 40 }, totalCount: 10, excellent: cell(2, 0.2), good: cell(5, 0.5), pass: cell(7, 0.7), low: cell(0, 0) }

t.test('unitScoreCells: the worked numbers; undefined statistics show --', async (t) => {
  t.same(unitScoreCells('高二(1)班', stats, rates), {
    name: '高二(1)班', total: 10, mean: 68.2, meanRank: 3, max: 96, min: 45,
    'excellent.count': 2, 'excellent.rate': '20.00%', 'good.count': 5, 'good.rate': '50.00%',
    'pass.count': 7, 'pass.rate': '70.00%', 'low.count': 0, 'low.rate': '0.00%',
  })
  const empty = unitScoreCells('空班', { ...stats, total: 0, mean: null, max: null, min: null, mean_rank: null }, { ...rates, totalCount: 0, excellent: cell(0, null) })
  t.same([empty.total, empty.mean, empty.meanRank, empty.max, empty['excellent.count'], empty['excellent.rate']], [0, '--', '--', '--', 0, '--'])
  const missing = unitScoreCells('无数据', undefined, undefined)
  t.same([missing.total, missing.mean, missing['low.rate']], ['--', '--', '--'])
})

t.test('unitScoreSortOf: each sortable column to the call that sorts it', async (t) => {
  const cases: Array<[string, ReturnType<typeof unitScoreSortOf>]> = [
    ['total', { call: 'overview', key: 'total' }],
    ['meanRank', { call: 'overview', key: 'mean_rank' }],
    ['min', { call: 'overview', key: 'min' }],
    ['good.rate', { call: 'rates', key: 'good' }],
    ['low.rate', { call: 'rates', key: 'low' }],
    ['good.count', null],
    ['name', null],
    ['roster', null],
  ]
  for (const [key, expected] of cases) t.same(unitScoreSortOf(key), expected, key)
  const sortable = unitScoreColumns('学校').flatMap((c) => (c.children ? c.children : [c])).filter((c) => 'sortable' in c && c.sortable)
  t.ok(sortable.every((c) => unitScoreSortOf(c.key) !== null), 'every sortable column has an upstream sort')
})

t.test('paperSummaryRows: papers in the given order, two decimals rounded half up, gaps --', async (t) => {
  const papers = [{ pindex: 0, subject: '总分', manfen: 250 }, { pindex: 2, subject: '数学', manfen: 100 }, { pindex: 9, subject: '地理', manfen: 150 }]
  const rows = paperSummaryRows(papers, [{ ...stats, mean: 1.005 }], [rates])
  t.same(rows.map((r) => r.key), ['p0', 'p2', 'p9'])
  t.same(rows[1]!.cells, { subject: '数学', manfen: 100, total: 10, absent: 1, mean: 1.01, max: 96, min: 45, sd: 14.55, excellent: '20.00%', good: '50.00%', pass: '70.00%', low: '0.00%' })
  t.same(rows[0]!.cells.mean, '--')
  t.same(rows[2]!.cells.manfen, 150)
})

t.test('focus rows: key counts as they are; weak shares --, for an empty unit; papers in subject order', async (t) => {
  t.same(keyCells({ group: group('class:1', '一班'), total: 40, top: 3, borderline: 0, bottom: 2 }), { name: '一班', total: 40, top: 3, borderline: 0, bottom: 2 })
  const papers = [{ pindex: 4, subject: '物理', manfen: 100 }, { pindex: 1, subject: '语文', manfen: 150 }]
  t.same(weakColumns('班级', papers).slice(3).map((c) => c.title), ['语文', '物理'])
  t.same(weakCells({ group: group('class:1', '一班'), total: 0, anyWeak: 0, papers: [{ pindex: 4, count: 0, share: null }] }, papers), {
    name: '一班', total: 0, anyWeak: 0, anyShare: '--', 'p4.count': 0, 'p4.share': '--', 'p1.count': '--', 'p1.share': '--',
  })
  t.equal(weakCells({ group: group('all', '全体'), total: 8, anyWeak: 3, papers: [] }, []).anyShare, '37.50%')
})

t.test('absentCells: missed papers by name in subject order; all of them 全部科目', async (t) => {
  const papers = [{ pindex: 0, subject: '总分', manfen: 400 }, { pindex: 3, subject: '物理', manfen: 100 }, { pindex: 1, subject: '数学', manfen: 150 }, { pindex: 2, subject: '语文', manfen: 150 }]
  const row = (absentPapers: number[]): AbsentRow => ({
    key: 's1', name: '张三', xuehao: '0012520101', kaohao: '1', countyId: 'c', county: '明湖区', schoolId: '1', school: '一中', classId: '2', class: '高二(1)班', absent: false, subjects: [], absentPapers,
  })
  t.same([absentCells(row([3, 1]), papers).missed, absentCells(row([3, 1]), papers).missedCount], ['数学、物理', 2])
  t.equal(absentCells(row([1, 2, 3]), papers).missed, '全部科目')
  t.equal(absentCells(row([1]), papers).xuehao, '0012520101', 'student numbers keep their zeros')
})

t.test('缺考科数 = the papers the student has no score on (总分 is no paper): the cell is its figure', async (t) => {
  const papers = [{ pindex: 0, subject: '总分', manfen: 400 }, { pindex: 3, subject: '物理', manfen: 100 }, { pindex: 1, subject: '数学', manfen: 150 }, { pindex: 2, subject: '语文', manfen: 150 }]
  const cases = [
    { name: 'two papers', absentPapers: [3, 1], want: 2 },
    { name: 'the 总分 beside one paper counts once', absentPapers: [0, 2], want: 1 },
    { name: 'a paper the exam does not have is none', absentPapers: [9], want: 0 },
    { name: 'every paper', absentPapers: [1, 2, 3], want: 3 },
  ]
  for (const c of cases) {
    const figure = missedCountFigure({ absentPapers: c.absentPapers }, papers)
    t.same([figure.metric, figure.computation], ['missedPapers', { kind: 'count', count: c.want }], c.name)
  }
})

