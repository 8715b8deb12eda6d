// The compare view's pure parts (server/src/domain/contrast): spec 2 §2 routes per dimension, the
// target a query resolves to (ids the user does not see fall back), and the mapper on a small answer.

import t from 'tap'
import type { ContrastInfoData, ContrastScopeData, ContrastStudentCell, ContrastSummaryData } from '@report/contracts/upstream/contrast'
import { compareHref } from '../../src/domain/contrast/compare-links.ts'
import { missedParts, plannedCalls, rankTitle, resolveTarget, scopeNote, shownDimension, toCompareView } from '../../src/domain/contrast/compare-view.ts'
import { score, signed } from '../../src/domain/contrast/format.ts'
import { toStatusView } from '../../src/domain/contrast/status.ts'

const info: ContrastInfoData = {
  id: 'ct1', name: '高二对比', status: 2, progress: 100, message: '', grade: '高二', subjects: ['语文', '数学'], scope: 0, createdAt: '', updatedAt: '',
  exams: [{ examid: 'e1', org: 0, name: '月考', time: '2026-09-20' }, { examid: 'e2', org: 0, name: '期中', time: '2026-11-10' }],
  schools: [{ id: 's1', name: '一中' }, { id: 's2', name: '二中' }],
  classes: [{ id: 'c1', name: '高二(1)班', schoolid: 's1' }, { id: 'c2', name: '高二(2)班', schoolid: 's1' }, { id: 'c3', name: '高二(1)班', schoolid: 's2' }],
}

t.test('spec 2 §2: the four dimensions and their routes', async (t) => {
  const target = { id: 'ct1', subject: '数学', school: 's1', class: 'c2', student: 'st9' }
  t.equal(compareHref('multi', target), '/report/compare/multi?id=ct1&subject=%E6%95%B0%E5%AD%A6')
  t.equal(compareHref('school', target), '/report/compare/school/s1?id=ct1&subject=%E6%95%B0%E5%AD%A6')
  t.equal(compareHref('class', target), '/report/compare/class/s1/c2?id=ct1&subject=%E6%95%B0%E5%AD%A6')
  t.equal(compareHref('student', target), '/report/compare/student/s1/c2/st9?id=ct1&subject=%E6%95%B0%E5%AD%A6')
  t.equal(compareHref('class', { id: 'ct1' }), '/report/compare/class?id=ct1', 'optional params left out')
  t.same(plannedCalls('multi'), { summary: 'school', scope: 'all', student: false }, 'risers and fallers of the whole comparison')
  t.same(plannedCalls('class'), { summary: 'class', scope: 'class', student: false })
  t.same(plannedCalls('student'), { summary: null, scope: null, student: true })
})

t.test('resolveTarget: a query id the user does not see falls back to the first one in view', async (t) => {
  const cases: [string, object, object][] = [
    ['nothing asked: 总分, first school, its first class', {}, { subject: '总分', school: 's1', class: 'c1' }],
    ['a subject of the comparison', { subject: '数学' }, { subject: '数学' }],
    ['a subject not in it', { subject: '物理' }, { subject: '总分' }],
    ['another school', { school: 's2' }, { school: 's2', class: 'c3' }],
    ['a school not in view', { school: 's9' }, { school: 's1', class: 'c1' }],
    ['a class of another school', { school: 's1', class: 'c3' }, { school: 's1', class: 'c1' }],
  ]
  for (const [name, q, want] of cases) t.match(resolveTarget(info, q), want, name)
})

t.test('cells: 未考 for an absent score (never 0), signed rank changes', async (t) => {
  t.equal(score(null), '未考')
  t.equal(score(0), '0')
  t.equal(score(87.5), '87.50')
  t.same([signed(3), signed(-2), signed(0), signed(null)], ['+3', '-2', '0', '--'])
})

t.test('the multi view: a row per school under 全体, rank changes between exams, trend lines, export only with able', async (t) => {
  const cell = (mean: number, rank: number | null, overMean: number | null) => ({ count: 40, absent: 1, mean, overMean, excellent: 0.1, good: 0.3, pass: 0.6, rank })
  const summary: ContrastSummaryData = {
    subject: '总分', level: 'school',
    exams: info.exams.map((e) => ({ ...e, full: 300 })),
    reference: { id: 'all', name: '全体', cells: [cell(180, null, null), cell(170, null, null)] },
    units: [{ id: 's1', name: '一中', cells: [cell(190, 1, 0.0556), cell(165, 2, -0.0294)] }, { id: 's2', name: '二中', cells: [cell(170, 2, -0.0556), null] }],
  }
  const facts = { dimension: 'multi' as const, info, status: toStatusView(info), target: resolveTarget(info, {}), summary, scope: null, missed: null, student: null, canDownload: true }
  const view = toCompareView(facts)
  const table = view.tables[0]!
  t.same(table.rows.map((r) => r.cells[0]), ['全体', '一中', '二中'])
  t.equal(table.rows[0]!.href, null)
  t.equal(table.rows[1]!.href, '/report/compare/school/s1?id=ct1&subject=%E6%80%BB%E5%88%86')
  // per exam: 实考 未考 平均分 超均率 优秀率 良好率 及格率 排名 名次变化
  t.same(table.rows[1]!.cells.slice(10, 19), ['40', '1', '165.00', '-2.94%', '10.00%', '30.00%', '60.00%', '2', '-1'])
  t.same(table.rows[2]!.cells.slice(10, 19), Array(9).fill('--'), 'a school absent from an exam: --, not 0')
  t.same(view.charts.map((c) => [c.kind, c.series.map((s) => s.name)]), [['line', ['全体', '一中', '二中']], ['line', ['一中', '二中']]])
  t.same(view.charts[0]!.series[2]!.values, [170, null])
  t.equal(view.dimensions.find((d) => d.key === 'student')!.href, null, 'no student chosen yet')
  t.match(table.export, { source: 'contrast', params: { id: 'ct1', dimension: 'multi', table: '0' } })
  t.equal(toCompareView({ ...facts, canDownload: false }).tables[0]!.export, null, 'spec 2 §6: download needs able')
  const building = toCompareView({ ...facts, status: toStatusView({ id: 'ct1', status: 1, progress: 50, message: '' }), summary: null })
  t.same([building.tables, building.charts, building.status.statusLabel], [[], [], '生成中'])
})

t.test('spec 2 §4 scope: 指标说明 opens with whose students the comparison counts', async (t) => {
  const cases: [number, RegExp][] = [
    [0, /^对比范围：全体。.*全部学生.*联考、统考含其他学校/],
    [1, /^对比范围：本校。.*只按本校的学生计算/],
    [3, /^对比范围：本区县。/],
    [4, /^对比范围：所辖学校。/],
    [7, /^对比范围：范围 7。/],
  ]
  for (const [scope, want] of cases) t.match(scopeNote(scope), want, `scope ${scope}`)
  const facts = { dimension: 'multi' as const, info: { ...info, scope: 1 }, status: toStatusView(info), target: resolveTarget(info, {}), summary: null, scope: null, missed: null, student: null, canDownload: true }
  t.equal(toCompareView(facts).notes[0], scopeNote(1), 'the view carries the comparison\'s own scope')
})

t.test('对比指标 (issue 19; spec 1 §2 indicator settings, contrast): the unit columns and trends the metrics bring', async (t) => {
  const { unitColumns, showsMeanTrends } = await import('../../src/domain/contrast/content-metrics.ts')
  const cases: [string, Parameters<typeof unitColumns>[0], string[], boolean][] = [
    ['none named (defaults): every figure as before', undefined, ['实考', '未考', '平均分', '超均率', '优秀率', '良好率', '及格率', '排名', '名次变化'], true],
    ['the default setting names every metric: every figure, as none named (issue 31 item 7)', ['mean', 'excellentRate', 'goodRate', 'passRate', 'rank'], ['实考', '未考', '平均分', '超均率', '优秀率', '良好率', '及格率', '排名', '名次变化'], true],
    ['the three rates', ['mean', 'excellentRate', 'passRate'], ['实考', '未考', '平均分', '超均率', '优秀率', '及格率'], true],
    ['良好率 has its metric', ['goodRate'], ['实考', '未考', '良好率'], false],
    ['rank alone', ['rank'], ['实考', '未考', '排名', '名次变化'], false],
    ['order follows the table, not the setting', ['passRate', 'mean'], ['实考', '未考', '平均分', '超均率', '及格率'], true],
  ]
  for (const [name, metrics, titles, trends] of cases) {
    t.same(unitColumns(metrics).map((c) => c.title), titles, name)
    t.equal(showsMeanTrends(metrics), trends, `${name}: trends`)
  }
  const cell = { count: 40, absent: 1, mean: 72.5, overMean: 0.05, excellent: 0.1, good: 0.3, pass: 0.6, rank: 2 }
  t.same(unitColumns(['rank']).map((c) => c.cell(cell, { ...cell, rank: 5 }, false)), ['40', '1', '2', '+3'], 'rank change against the exam before')
  t.same(unitColumns(['rank']).map((c) => c.cell(cell, null, true)), ['40', '1', '--', '--'], 'the reference row has no rank')
  const summary: ContrastSummaryData = {
    subject: '总分', level: 'school', metrics: ['passRate'],
    exams: info.exams.map((e) => ({ ...e, full: 300 })),
    reference: { id: 'all', name: '全体', cells: [cell, cell] },
    units: [{ id: 's1', name: '一中', cells: [cell, null] }],
  }
  const view = toCompareView({ dimension: 'multi', info, status: toStatusView(info), target: resolveTarget(info, {}), summary, scope: null, missed: null, student: null, canDownload: true })
  t.same(view.tables[0]!.rows[1]!.cells, ['一中', '40', '1', '60.00%', '--', '--', '--'], 'a unit absent from an exam: -- in each shown column')
  t.same(view.charts, [], 'no 平均分: no trend charts')
})

t.test('shownDimension: a one-school comparison opens on its classes where 各校对比 would repeat the school (issue 33 item 5)', async (t) => {
  const cell = (count: number) => ({ count, absent: 1, mean: 80, overMean: 0, excellent: null, good: null, pass: null, rank: 1 })
  const schools = (reference: number[], own: number[]): ContrastSummaryData => ({
    subject: '总分', level: 'school', exams: info.exams.map((e) => ({ ...e, full: 300 })),
    reference: { id: 'all', name: '全体', cells: reference.map(cell) }, units: [{ id: 's1', name: '一中', cells: own.map(cell) }],
  })
  const one = { schools: [info.schools[0]!] }
  const cases: [string, Parameters<typeof shownDimension>, string][] = [
    ['several schools: 多校对比 as asked', ['multi', { ...info }], 'multi'],
    ['one school, scope 本校: the reference is the school', ['multi', { ...one, scope: 1 }], 'school'],
    ['one school, 全体, not yet known who else sat', ['multi', { ...one, scope: 0 }], 'multi'],
    ['one school, 全体 over its own exams: the same students', ['multi', { ...one, scope: 0 }, schools([40, 41], [40, 41])], 'school'],
    ['one school, 全体 over joint exams: other schools count', ['multi', { ...one, scope: 0 }, schools([400, 41], [40, 41])], 'multi'],
    ['other dimensions as asked', ['class', { ...one, scope: 1 }], 'class'],
  ]
  for (const [name, args, want] of cases) t.equal(shownDimension(...args), want, name)
  const facts = { dimension: 'school' as const, info: { ...info, ...one, scope: 1 }, status: toStatusView(info), target: resolveTarget(info, {}), summary: null, scope: null, missed: null, student: null, canDownload: true }
  t.same(toCompareView(facts).dimensions.map((d) => d.label), ['学校对比', '班级对比', '学生对比'], 'no 多校对比 to fall back into')
  t.same(toCompareView({ ...facts, info: { ...info, scope: 1 } }).dimensions.map((d) => d.label), ['多校对比', '学校对比', '班级对比', '学生对比'])
})

t.test('risers and fallers: a 学校 column across schools, ranks titled by the scope (issue 33 items 4 and 5)', async (t) => {
  const row = (id: string, schoolid: string, school: string) => ({ id, name: `学生${id}`, xuehao: id, schoolid, school, classid: 'c1', class: '高一(8)班', cells: [{ score: 90, rank: 3, schoolRank: 1, classRank: 1, z: 1, t: 60, rankChange: null, zChange: null, missed: [] }, { score: 95, rank: 1, schoolRank: 1, classRank: 1, z: 1.2, t: 62, rankChange: 2, zChange: 0.2, missed: [] }], overallChange: 2 })
  const scope: ContrastScopeData = { subject: '总分', exams: info.exams.map((e) => ({ ...e, full: 300 })), total: 2, rows: [], risers: [row('a', 's1', '一中'), row('b', 's2', '二中')], fallers: [] }
  const facts = { dimension: 'multi' as const, info, status: toStatusView(info), target: resolveTarget(info, {}), summary: null, scope, missed: null, student: null, canDownload: true }
  const risers = toCompareView(facts).tables.find((x) => x.title.startsWith('进步最多'))!
  t.same(risers.columns.slice(0, 5).map((c) => c.title), ['姓名', '学号', '学校', '班级', '分数'])
  t.same(risers.rows.map((r) => r.cells.slice(0, 4)), [['学生a', 'a', '一中', '高一(8)班'], ['学生b', 'b', '二中', '高一(8)班']])
  t.equal(risers.columns[5]!.title, '全体排名')
  const own = toCompareView({ ...facts, dimension: 'school', info: { ...info, schools: [info.schools[0]!], scope: 1 } }).tables.find((x) => x.title.startsWith('进步最多'))!
  t.same(own.columns.slice(0, 5).map((c) => c.title), ['姓名', '学号', '班级', '分数', '本校排名'], 'one school: no 学校 column; scope 本校: 本校排名')
  t.same([rankTitle(0), rankTitle(1), rankTitle(3), rankTitle(4)], ['全体排名', '本校排名', '本区县排名', '所辖学校排名'])
})

t.test('issue 31 item 3: 总分缺考名单 — who the 总分 figures leave out in which exam, and what they missed', async (t) => {
  const sat = (score: number): ContrastStudentCell => ({ score, rank: 1, schoolRank: 1, classRank: 1, z: 0, t: 50, rankChange: null, zChange: null, missed: [] })
  const missed = (...subjects: string[]): ContrastStudentCell => ({ score: null, rank: null, schoolRank: null, classRank: null, z: null, t: null, rankChange: null, zChange: null, missed: subjects })
  const row = (id: string, cells: ContrastStudentCell[]) => ({ id, name: `学生${id}`, xuehao: `00${id}`, schoolid: 's1', school: '一中', classid: 'c1', class: '高二(1)班', cells, overallChange: null })
  const d: ContrastScopeData = {
    subject: '总分',
    exams: [{ examid: 'e1', org: 0, name: '月考', time: '2026-09-20', full: 300 }, { examid: 'e2', org: 0, name: '期中', time: '2026-11-10', full: 300 }],
    total: 3,
    rows: [row('1', [sat(200), missed('数学')]), row('2', [missed(), missed('语文', '数学')]), row('3', [missed('语文'), sat(180)])],
    risers: [],
    fallers: [],
  }
  const parts = missedParts(d, 2, (r) => `/s/${r.id}`)!
  t.equal(parts.table.title, '总分缺考名单（3 人）')
  t.same(parts.table.columns.map((c) => [c.title, c.group ?? '']), [['姓名', ''], ['学号', ''], ['班级', ''], ['缺考科目', '月考（2026/09/20）'], ['缺考科目', '期中（2026/11/10）']])
  t.same(parts.table.rows.map((r) => r.cells.slice(3)), [['', '缺考 数学'], ['未参加', '全部科目未考'], ['缺考 语文', '']])
  t.same(parts.table.rows.map((r) => r.href), ['/s/1', '/s/2', '/s/3'])
  t.equal(parts.finding, '3 名学生在至少一次考试中缺考所选科目中的一科或多科：该次考试不计其总分（记为未考），也不参与总分的平均分、三率与排名；名单见“总分缺考名单”。')
  t.equal(missedParts({ ...d, total: 900, rows: d.rows.slice(0, 2) }, 2, () => null)!.table.title, '总分缺考名单（900 人，列出前 2 人）', 'a long list says how many it leaves out')
  t.equal(missedParts({ ...d, rows: [row('9', [sat(1), sat(2)])] }, 2, () => null), null, 'a platform that ignores missedOnly lists nobody')
})
