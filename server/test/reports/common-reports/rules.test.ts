// Table tests of the common reports' pure helpers (server/src/domain/reports/common-reports/, units.ts): the reference total and
// unit order of unit tables, the 对比分析 figures (analytics.md 超均率), segment and rank-band titles, and
// the 小分矩阵 cells and question headers.
import t from 'tap'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { QuestionRef } from '@report/contracts/upstream/reports/matrix'
import { occupiedSegments, rankBandLabel, rankCumulativeLabel, segmentCumulativeLabel, segmentLabel, segmentStart } from '../../../src/domain/reports/common-reports/bands.ts'
import { contrastFigure, contrastScoreRate, type ContrastFigureKey, type ContrastSide } from '../../../src/domain/reports/common-reports/contrast.ts'
import { scoreFigure, shareFigure, shown, statedMeanFigure } from '../../../src/domain/metrics/figures.ts'
import { matrixItemCell, matrixMeanFigure, matrixStudentCell, questionColumns } from '../../../src/domain/reports/common-reports/matrix.ts'
import { orderUnits, referenceTotal, wholeInView } from '../../../src/domain/reports/units.ts'

const g = (key: string, type: GroupRef['type'], name = key, schoolId?: string): { group: GroupRef } => ({
  group: { key, type, id: key.split(':')[1] ?? key, name, ...(schoolId ? { schoolId } : {}) },
})

t.test('referenceTotal: classes against their school, schools against the county or joint total, else 全体', async (t) => {
  const totals = [g('all', 'all'), g('lkall', 'lkall'), g('qxall', 'qxall'), g('sall', 'sall')]
  const cases: Array<[typeof totals, 'class' | 'tclass' | 'school' | 'county', string | null]> = [
    [totals, 'class', 'sall'],
    [totals, 'tclass', 'sall'],
    [totals, 'school', 'qxall'],
    [totals, 'county', 'lkall'],
    [[g('all', 'all')], 'class', 'all'],
    [[g('all', 'all'), g('lkall', 'lkall')], 'school', 'lkall'],
    [[], 'class', null],
  ]
  for (const [rows, level, want] of cases) t.equal(referenceTotal(rows, level)?.group.key ?? null, want, `${level} over ${rows.map((r) => r.group.key).join(',')}`)
})

t.test('wholeInView: a total drills its whole count only when its students are all in view', async (t) => {
  const exam = { inView: 116, studentCount: 821, groups: { county: [g('county:1', 'county').group], school: [g('school:9', 'school').group], class: [], tclass: [] } }
  t.equal(wholeInView(g('all', 'all').group, exam), false, 'a teacher: 全体 is larger than the view')
  t.equal(wholeInView(g('all', 'all').group, { ...exam, inView: 821 }), true)
  t.equal(wholeInView({ ...g('sall', 'sall').group, id: '9' }, exam), true, 'the school is one of the view’s groups')
  t.equal(wholeInView({ ...g('sall', 'sall').group, id: '8' }, exam), false)
  t.equal(wholeInView({ ...g('qxall', 'qxall').group, id: '1' }, exam), true)
  t.equal(wholeInView(g('class:3', 'class').group, exam), true, 'units are always whole')
})

t.test('orderUnits: classes by school as listed, then natural order; schools as listed', async (t) => {
  const classes = [g('class:a', 'class', '高二(10)班', 's1'), g('class:b', 'class', '高二(2)班', 's2'), g('class:c', 'class', '高二(2)班', 's1'), g('class:d', 'class', '高二(1)班', 's2')]
  t.same(orderUnits(classes).map((r) => r.group.key), ['class:c', 'class:a', 'class:d', 'class:b'])
  const schools = [g('school:2', 'school', '乙校'), g('school:1', 'school', '甲校')]
  t.same(orderUnits(schools).map((r) => r.group.key), ['school:2', 'school:1'], 'schools keep the upstream order')
})

t.test('contrastFigure: 均分差, 超均率 (analytics.md worked number) and the rate differences, from the two sides\' figures', async (t) => {
  const side = (mean: number | null, excellent: number | null, pass: number | null, n = 10): ContrastSide => ({
    mean: statedMeanFigure(mean, n, 0),
    excellent: excellent === null ? shareFigure('excellentRate', null, 0, null) : shareFigure('excellentRate', Math.round(excellent * n), n, null),
    pass: pass === null ? shareFigure('passRate', null, 0, null) : shareFigure('passRate', Math.round(pass * n), n, null),
  })
  const unit = side(72.6, 0.3, 0.9)
  const reference = side(68.2, 0.2, 0.7)
  const f = (what: ContrastFigureKey, u = unit, r = reference) => contrastFigure(what, u, r)
  t.ok(Math.abs(f('meanDiff').raw! - 4.4) < 1e-9)
  t.same(shown(f('meanDiff')), 4.4)
  t.ok(Math.abs(f('overMean').raw! - 0.064516129) < 1e-8, '6.4516 %')
  t.same(shown(f('overMean')), '6.45%')
  t.ok(Math.abs(f('excellentDiff').raw! - 0.1) < 1e-12)
  t.ok(Math.abs(f('passDiff').raw! - 0.2) < 1e-12)
  t.same(f('meanDiff').computation, { kind: 'difference', value: 72.6, reference: 68.2 }, 'the inputs are the two means the cells show')
  t.equal(f('mean'), unit.mean, 'the unit\'s own figure')
  const unknown = side(null, null, 0.5)
  const other = side(60, 0.1, null)
  t.same(['meanDiff', 'overMean', 'excellentDiff', 'passDiff'].map((w) => shown(f(w as ContrastFigureKey, unknown, other))), ['--', '--', '--', '--'], 'unknown on either side stays unknown')
  t.equal(shown(f('overMean', side(5, 0, 0), side(0, 0, 0))), '--', 'no 超均率 against a zero mean')
  // The radar's 得分率: the unit's 平均分 figure over W, its inputs that mean and W, over the mean's N.
  const rate = contrastScoreRate(side(90, 0.1, 0.5).mean, 150)
  t.equal(rate.raw, 0.6)
  t.same(rate.computation, { kind: 'quotient', numerator: 90, denominator: 150 })
  t.equal(rate.n, side(90, 0.1, 0.5).mean.n)
  t.equal(shown(rate), '60.00%')
  t.equal(contrastScoreRate(side(null, 0, 0).mean, 150).raw, null, 'no mean, no 得分率')
  t.equal(contrastScoreRate(side(10, 0, 0).mean, 0).raw, null, 'no 得分率 of a paper without full marks')
})

t.test('segment and rank-band titles', async (t) => {
  t.equal(segmentLabel({ lower: 600, upper: 650 }, false), '[600, 650)')
  t.equal(segmentLabel({ lower: 1000, upper: 1050 }, true), '[1000, 1050]', 'the top segment holds the full score')
  t.equal(segmentCumulativeLabel({ lower: 600, upper: 650 }), '≥ 600')
  const cuts = [50, 100, 200]
  t.same(cuts.map((_, b) => rankBandLabel(cuts, b)), ['前50名', '51–100名', '101–200名'])
  t.same(cuts.map((_, b) => rankCumulativeLabel(cuts, b)), ['前50名', '前100名', '前200名'])
  t.equal(rankBandLabel(cuts, 3), '')
})

t.test('segmentStart: the segment setting\'s 起始分 read back from the segments (issue 19)', async (t) => {
  const cases: Array<[string, Array<[number, number]>, number, number | null]> = [
    ['from 0: none', [[20, 30], [10, 20], [0, 10]], 10, null],
    ['from 60 in steps of 20', [[80, 100], [60, 80], [0, 60]], 20, 60],
    ['a start equal to the step is no start', [[20, 30], [10, 20], [0, 10]], 10, null],
    ['one segment only', [[0, 5]], 10, null],
    ['no segments', [], 10, null],
  ]
  for (const [name, bounds, step, want] of cases) t.equal(segmentStart(bounds.map(([lower, upper]) => ({ lower, upper })), step), want, name)
})

t.test('occupiedSegments: drops the empty segments above the best and below the worst score', async (t) => {
  const cases: Array<[number[][], number, { from: number; to: number }]> = [
    [[[0, 0, 3, 1, 0]], 5, { from: 2, to: 3 }],
    [[[0, 0, 3, 0, 0], [0, 1, 0, 0, 0]], 5, { from: 1, to: 2 }],
    [[[2, 0, 0, 0, 4]], 5, { from: 0, to: 4 }, ],
    [[[0, 0, 0]], 3, { from: 0, to: 2 }],
    [[], 1, { from: 0, to: 0 }],
  ]
  for (const [rows, n, want] of cases) t.same(occupiedSegments(rows.map((counts) => ({ counts })), n), want, JSON.stringify(rows))
})

t.test('matrixItemCell: 未考, hand-marked scores, objective scores with the option chosen', async (t) => {
  const cases: Array<[number | null, string | null, boolean, string | number]> = [
    [3, 'B', false, '3 (B)'],
    [0, 'AC', false, '0 (AC)'],
    [0, '', false, '0 (未答)'],
    [4.5, null, false, 4.5],
    [0, null, false, 0],
    [null, null, true, '未考'],
    [null, null, false, '--'],
    [1.005, 'A', false, '1.01 (A)'],
  ]
  for (const [score, answer, absent, want] of cases) t.equal(matrixItemCell(scoreFigure('itemScore', score), answer, absent), want, `${score} ${answer} ${absent}`)
})

t.test('matrixStudentCell: every item\'s cell leads with its figure; an objective item\'s shows the option chosen beside it', async (t) => {
  const q = (index: number, isObjective: boolean): QuestionRef => ({ qid: `q${index}`, name: String(index), index, type: isObjective ? 'single' : 'essay', section: '', isObjective, score: 5, answer: isObjective ? 'B' : null, knowledge: [], abilities: [] })
  const questions = [q(1, true), q(2, false), q(3, true)]
  const student = (absent: boolean, items: Array<number | null>, answers: Array<string | null>) => ({ key: 's1', name: '甲', xuehao: '1', schoolId: '', school: '一中', classId: '', class: '1班', absent, score: absent ? null : 12, rank: absent ? null : 3, schoolRank: null, classRank: absent ? null : 1, items, answers })
  const sat = student(false, [3, 4.5, 0], ['B', null, ''])
  const cases: Array<[ReturnType<typeof student>, string, string | number, number | null, string | null]> = [
    [sat, 'q1', '3 (B)', 3, 'B'],
    [sat, 'q2', 4.5, 4.5, null],
    [sat, 'q3', '0 (未答)', 0, ''],
    [sat, 'score', 12, 12, null],
    [sat, 'classRank', 1, 1, null],
    [student(true, [null, null, null], [null, null, null]), 'q1', '未考', null, null],
  ]
  for (const [s, key, cell, raw, answer] of cases) {
    const got = matrixStudentCell(key, s, questions)!
    t.same([got.cell, got.figure.raw, got.answer], [cell, raw, answer], `${key} of ${s.absent ? 'an absent' : 'a'} student`)
    if (!s.absent) t.equal(String(got.cell).split(' ')[0], String(shown(got.figure)), `${key}: the cell leads with its figure`)
  }
  t.equal(matrixStudentCell('name', sat, questions), null, 'an identity cell is no figure')
})

t.test('matrixMeanFigure: the means row adds the item means, its 得分率 is over 满分; no item means, no paper mean', async (t) => {
  const q = (index: number, score: number): QuestionRef => ({ qid: `q${index}`, name: String(index), index, type: 'essay', section: '', isObjective: false, score, answer: null, knowledge: [], abilities: [] })
  const data = { paper: { pindex: 2, subject: '数学', manfen: 10 }, questions: [q(1, 4), q(2, 6)], averages: [3, 4.5] }
  t.equal(shown(matrixMeanFigure('average', 'score', data)!), 7.5)
  t.equal(shown(matrixMeanFigure('score-rate', 'score', data)!), '75.00%')
  t.equal(shown(matrixMeanFigure('average', 'q2', data)!), 4.5)
  t.equal(shown(matrixMeanFigure('score-rate', 'q1', data)!), '75.00%')
  t.equal(matrixMeanFigure('average', 'rank', data), null, 'a means row has no rank')
  // The platform need not state the means: the row shows --, not a paper mean of 0.
  t.equal(shown(matrixMeanFigure('average', 'score', { ...data, averages: [] })!), '--')
  t.equal(shown(matrixMeanFigure('score-rate', 'score', { ...data, averages: [] })!), '--')
  t.equal(shown(matrixMeanFigure('average', 'score', { ...data, averages: [3, null] })!), '--')
})

t.test('questionColumns: one column per question, grouped by consecutive section', async (t) => {
  const q = (index: number, section: string, isObjective = false): QuestionRef => ({
    qid: `q${index}`, name: String(index), index, type: isObjective ? 'single' : 'essay', section, isObjective, score: 5, answer: null, knowledge: [], abilities: [],
  })
  const grouped = questionColumns([q(1, '一、选择题', true), q(2, '一、选择题', true), q(3, '二、解答题')])
  t.same(grouped.map((c) => [c.title, c.children?.map((x) => x.key)]), [['一、选择题', ['q1', 'q2']], ['二、解答题', ['q3']]])
  t.notOk('format' in grouped[0]!.children![0]!, 'objective cells are text (score with option)')
  t.same((grouped[1]!.children![0] as { format?: unknown }).format, { kind: 'score' })
  const flat = questionColumns([q(1, ''), q(2, '')])
  t.same(flat.map((c) => [c.key, c.children]), [['q1', undefined], ['q2', undefined]], 'no sections: plain columns')
})
