// Table tests of the teacher-report rows (spec 2 §2 teacher teaching quality; analytics.md 超均率, rates).
import t from 'tap'
import type { TeacherFactorRow, TeacherFactorsData } from '@report/contracts/upstream/reports/teachers'
import { headOfByTeacher, linesText, meanGapChart, pageSchools, schoolRows, teacherColumns, teacherFigure, teacherRow, teacherSortOf, teacherTabOf } from '../../../src/domain/reports/teacher-report/teacher.ts'

const share = (count: number, rate: number | null) => ({ count, rate })
const school = (id: string, mean: number | null): TeacherFactorsData['schools'][number] => ({
  group: { key: `school:${id}`, type: 'school', id, name: `学校${id}` },
  count: 100,
  mean,
  excellent: share(10, 0.1),
  good: share(30, 0.3),
  pass: share(60, 0.6),
  low: share(5, 0.05),
})
const row = (over: Partial<TeacherFactorRow> = {}): TeacherFactorRow => ({
  group: { key: 'class:c1', type: 'class', id: 'c1', name: '高二(1)班' },
  teacher: { id: 't1', name: '张老师' },
  schoolId: 's1',
  classes: [{ id: 'c1', name: '高二(1)班' }],
  count: 40,
  mean: 72.345,
  overMeanRate: 0.0335,
  rank: 2,
  rankOf: 8,
  excellent: share(5, 0.125),
  good: share(12, 0.3),
  pass: share(30, 0.75),
  low: share(0, 0),
  rateGaps: { excellent: 0.025, good: 0, pass: 0.15, low: -0.05 },
  ...over,
})

t.test('tab and sort keys: bad input falls back, only upstream-sortable columns sort', async (t) => {
  t.equal(teacherTabOf('teacher'), 'teacher')
  for (const raw of [undefined, '', 'class', 'Teacher', 'x']) t.equal(teacherTabOf(raw), 'class', String(raw))
  t.equal(teacherSortOf('mean'), 'mean')
  t.equal(teacherSortOf('pass.rate'), 'pass')
  t.equal(teacherSortOf('meanGap'), null)
  t.equal(teacherSortOf('teacher'), null)
})

t.test('均分差 and 与全校差 = the row\'s figure − its school\'s; unknown either side, or no school, is unknown', async (t) => {
  const gap = (key: string, r: TeacherFactorRow, s: ReturnType<typeof school> | null) => teacherFigure(key, r, s)!
  t.equal(gap('meanGap', row({ mean: 72.5 }), school('s1', 70)).raw, 2.5)
  t.same(gap('meanGap', row({ mean: 72.5 }), school('s1', 70)).computation, { kind: 'difference', value: 72.5, reference: 70 }, 'both sides, as the cells beside it')
  t.equal(gap('meanGap', row({ mean: null }), school('s1', 70)).raw, null)
  t.equal(gap('meanGap', row({ mean: 70 }), school('s1', null)).raw, null)
  t.equal(gap('meanGap', row({ mean: 70 }), null).raw, null, 'the school row itself')
  // 与全校差 from the two rates' counts over N, as their 比率 cells: 12/40 − 30/100.
  const good = gap('good.gap', row({ rateGaps: { excellent: null, good: null, pass: null, low: null } }), school('s1', 70))
  t.match(good, { metric: 'goodRateDiff', raw: 0, computation: { kind: 'difference', value: 0.3, reference: 0.3 } })
  t.equal(gap('excellent.gap', row(), school('s1', 70)).metric, 'excellentRateDiff')
})

t.test('a class row: formatted cells, the 班主任 mark, the school it compares with', async (t) => {
  const heads = headOfByTeacher([{ id: 't1', name: '张老师', pindex: 2, subject: '数学', schoolId: 's1', school: 'x', classes: [], headOf: ['c1'] }])
  const view = teacherRow(row(), 'class', [school('s1', 70)], heads)
  t.equal(view.key, 'class:c1')
  t.match(view.cells, { unit: '高二(1)班', teacher: '张老师', head: '是', count: 40, mean: 72.35, meanGap: 2.35, overMeanRate: '3.35%', rank: 2, 'excellent.rate': '12.50%', 'excellent.gap': '2.50%', 'low.gap': '-5.00%', 'good.gap': '0.00%' })
  t.equal(teacherRow(row(), 'class', [school('s1', 70)], new Map()).cells.head, '--', 'no teacher info: unknown')
  t.equal(teacherRow(row({ mean: null, rank: null }), 'class', [school('s1', 70)], null).cells.meanGap, '--')
  t.equal(teacherRow(row({ mean: null, rank: null }), 'class', [school('s1', 70)], null).cells.rank, '--')
})

t.test('a teacher row: keyed by the teacher, classes joined, the classes they head', async (t) => {
  const r = row({ group: null, classes: [{ id: 'c1', name: '高二(1)班' }, { id: 'c2', name: '高二(2)班' }] })
  const heads = headOfByTeacher([{ id: 't1', name: '张老师', pindex: 2, subject: '数学', schoolId: 's1', school: 'x', classes: [], headOf: ['c2'] }])
  const view = teacherRow(r, 'teacher', [school('s1', 70)], heads)
  t.equal(view.key, 'teacher:t1')
  t.equal(view.cells.unit, '高二(1)班、高二(2)班')
  t.equal(view.cells.head, '高二(2)班')
  t.equal(teacherRow(r, 'teacher', [school('s1', 70)], headOfByTeacher([{ id: 't1', name: '', pindex: 2, subject: '', schoolId: '', school: '', classes: [], headOf: [] }])).cells.head, '无')
})

t.test('schools pinned: 全校 alone, their names when several; no gaps for the reference itself', async (t) => {
  const [one] = schoolRows([school('s1', 70.126)])
  t.match(one, { key: 'school:s1', pinned: true, cells: { unit: '全校', mean: 70.13, meanGap: '--', rank: '--', 'pass.rate': '60.00%', 'pass.gap': '--' } })
  t.same(schoolRows([school('s1', 1), school('s2', 2)]).map((r) => r.cells.unit), ['学校s1', '学校s2'])
  t.same(schoolRows([school('s2', 2)], true).map((r) => r.cells.unit), ['学校s2'], 'one school pinned in a view of several: named')
})

t.test('the schools a page pins: its rows’ schools in the answer’s order; a one-school answer keeps its school', async (t) => {
  const schools = [school('s1', 1), school('s2', 2), school('s3', 3)]
  t.same(pageSchools(schools, [{ schoolId: 's3' }, { schoolId: 's1' }, { schoolId: 's3' }]).map((s) => s.group.id), ['s1', 's3'])
  t.same(pageSchools(schools, []), [], 'an empty page of several schools pins none')
  t.same(pageSchools([school('s1', 1)], []).map((s) => s.group.id), ['s1'], 'the one school of a view stays, rows or not')
})

t.test('columns: 班级 first by class, 任课教师 first by teacher; 学校 only for several schools', async (t) => {
  t.same(teacherColumns('class', false).slice(0, 3).map((c) => c.title), ['班级', '任课教师', '兼班主任'])
  t.same(teacherColumns('teacher', true).slice(0, 4).map((c) => c.title), ['任课教师', '学校', '任教班级', '班主任班级'])
})

t.test('the 均分差 chart: one bar per teacher, at most the limit, school named when several', async (t) => {
  const items = [row({ mean: 75 }), row({ teacher: { id: 't2', name: '李老师' }, mean: null }), row({ teacher: { id: 't3', name: '王老师' }, mean: 60, schoolId: 's2' })]
  const chart = meanGapChart({ items, schools: [school('s1', 70), school('s2', 65)] }, 2)
  t.same(chart.labels, ['张老师（学校s1）', '李老师（学校s1）'])
  t.same(chart.series[0]!.values, [5, null])
  t.same(meanGapChart({ items: items.slice(2), schools: [school('s2', 65)] }).labels, ['王老师'])
})

t.test('the lines sentence', async (t) => {
  t.equal(linesText({ excellent: 127.5, good: 105, pass: 90, low: 60 }), '优秀 ≥ 127.5 分，良好 ≥ 105 分，及格 ≥ 90 分，低分 < 60 分')
})
