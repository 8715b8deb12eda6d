// issue 18 custom tables over several exams: "exam(s) → subjects → …" — one cohort (same grade, same school),
// one column group per exam, rows matched by class or 学号, a missing subject or row empty there.

import t from 'tap'
import { mergeExamTables, TABLE_EXAM_MESSAGES as M, TABLE_EXAMS_MAX, tableExamsColumns, tableExamsProblem, unionPapers } from '../../src/rules/custom-table-exams.ts'
import { customTableColumns, namedConfig, rankBandTitles, tablePapers, type CustomTableConfig } from '../../src/upstream/custom-table.ts'

const exam = (examid: string, grade: string, schoolid: string) => ({ examid, org: 0, name: `考试${examid}`, grade, schoolid })
const known = [exam('a', '高二', 's1'), exam('b', '高二', 's1'), exam('c', '高一', 's1'), exam('d', '高二', 's2'), exam('e', '高二', 's1'), exam('f', '高二', 's1')]
const ref = (examid: string) => ({ examid, org: 0 })

t.test('the first step: several exams of one cohort (same grade, same school), each known, none twice, at most TABLE_EXAMS_MAX', async (t) => {
  const table: Array<[picked: string[], expected: string | null]> = [
    [['a'], null],
    [['a', 'b'], null],
    [['a', 'b', 'e', 'f'], null],
    [['a', 'c'], M.mixed], // another grade
    [['a', 'd'], M.mixed], // another school
    [['c', 'a', 'b'], M.mixed],
    [['a', 'a'], M.repeated],
    [['a', 'zz'], M.unknown],
    [['a', 'b', 'e', 'f', 'a'], M.tooMany],
    [[], null],
  ]
  for (const [picked, expected] of table) t.equal(tableExamsProblem(picked.map(ref), known), expected, picked.join('+') || 'none')
  t.equal(TABLE_EXAMS_MAX, 4)
  t.equal(tableExamsProblem([{ examid: 'a', org: 1 }], known), M.unknown, 'the org is part of the exam')
})

t.test('a subject is matched by name across exams; one an exam lacks is left out there', async (t) => {
  const first = [{ pindex: 0, subject: '总分' }, { pindex: 1, subject: '语文' }, { pindex: 2, subject: '物理' }]
  const other = [{ pindex: 0, subject: '总分' }, { pindex: 1, subject: '数学' }, { pindex: 3, subject: '语文' }]
  const table: Array<[subjects: string[], expected: number[]]> = [[['总分'], [0]], [['语文'], [3]], [['物理'], []], [['语文', '总分'], [3, 0]], [['化学'], []]]
  for (const [subjects, expected] of table) t.same(tablePapers({ pindexes: [], subjects }, other).map((p) => p.pindex), expected, subjects.join('+'))
  t.same(tablePapers({ pindexes: [2, 0, 9] }, first).map((p) => p.subject), ['物理', '总分'], 'a configuration saved with pindexes reads them in the exam, in its order')
  // A template saved with pindexes (before papers were named) opens on the first exam's subjects of those pindexes.
  t.same(namedConfig({ pindexes: [1, 0] }, first), { pindexes: [1, 0], subjects: ['语文', '总分'] })
  t.same(namedConfig({ pindexes: [1], subjects: ['地理'] }, first), { pindexes: [1], subjects: ['地理'] }, 'names are kept as they are')
  t.same(namedConfig({ pindexes: [42] }, first), { pindexes: [42] }, 'nothing to name: left for the problems check')
})

t.test('the subjects of several exams: 总分 first, then the first exam\'s order, then subjects only later exams have', async (t) => {
  const table: Array<[exams: Array<Array<[number, string]>>, expected: string[]]> = [
    [[[[0, '总分'], [1, '历史']], [[0, '总分'], [1, '地理']]], ['总分', '历史', '地理']],
    [[[[1, '历史']], [[0, '总分'], [1, '地理'], [2, '历史']]], ['总分', '历史', '地理']],
    [[[[0, '总分'], [2, '数学'], [1, '语文']], [[0, '总分'], [1, '语文'], [3, '物理']], [[0, '总分'], [1, '化学'], [2, '物理']]], ['总分', '数学', '语文', '物理', '化学']],
    [[[[0, '总分'], [1, '语文']]], ['总分', '语文']],
    [[], []],
  ]
  for (const [exams, expected] of table) {
    const union = unionPapers(exams.map((papers) => papers.map(([pindex, subject]) => ({ pindex, subject }))))
    t.same(union.map((p) => p.subject), expected, expected.join(' ') || 'none')
    t.same(union.map((p) => p.pindex), expected.map((_, i) => i), 'numbered by place in the union')
  }
})

t.test('the columns of a table over several exams, computed once from the configuration and the union of papers', async (t) => {
  const history = [{ pindex: 0, subject: '总分' }, { pindex: 1, subject: '历史' }]
  const geography = [{ pindex: 0, subject: '总分' }, { pindex: 1, subject: '地理' }]
  const config: CustomTableConfig = { scope: 2, pindexes: [], subjects: ['总分', '历史', '地理'], indicators: ['mean', 'max'], columns: 'subject', totals: true, privacy: true }
  const titles = (c: CustomTableConfig, exams: Parameters<typeof tableExamsColumns>[1]) => tableExamsColumns(c, exams).map((x) => x.title)
  t.same(titles(config, [{ papers: history }, { papers: geography }]), ['总分平均分', '总分最高分', '历史平均分', '历史最高分', '地理平均分', '地理最高分'], '地理 only the second exam has gets its columns')
  t.same(titles({ ...config, columns: 'indicator' }, [{ papers: history }, { papers: geography }]), ['总分平均分', '历史平均分', '地理平均分', '总分最高分', '历史最高分', '地理最高分'])
  t.same(titles({ ...config, subjects: ['地理', '总分'] }, [{ papers: history }, { papers: geography }]), ['地理平均分', '地理最高分', '总分平均分', '总分最高分'], 'the configured order')
  // pindex 1 is 历史 in the first exam and 地理 in the second: a configuration saved with pindexes means the first exam's.
  t.same(titles({ ...config, subjects: undefined as never, pindexes: [1] }, [{ papers: history }, { papers: geography }]), ['历史平均分', '历史最高分'])
  t.same(tableExamsColumns(config, [{ papers: history }]), customTableColumns(config, history).map(({ title, kind }) => ({ title, kind })), 'one exam: its own columns')
  // Bands: every exam's cut-offs of the subject, the first's order first.
  const cutoffs = (list: number[]) => (_: number, k: string) => (k === 'rankBands' ? rankBandTitles(list) : [])
  t.same(titles({ ...config, subjects: ['总分'], indicators: ['rankBands'] }, [{ papers: history, bands: cutoffs([50, 100]) }, { papers: geography, bands: cutoffs([100, 200]) }]), ['总分前50名人数', '总分前100名人数', '总分前200名人数'])
})

t.test('one column group per exam (its name as title), rows matched by the first lead cell, missing rows and columns empty', async (t) => {
  const merged = mergeExamTables([
    { exam: '期中', lead: ['班级'], columns: ['总分平均分', '物理平均分'], rows: [['全体', 500, 60], ['1班', 510, 61], ['2班', 490, 59]] },
    { exam: '期末', lead: ['班级'], columns: ['总分平均分', '地理平均分'], rows: [['全体', 505, 70], ['2班', 495, 71], ['3班', 480, 72]] },
  ], ['总分平均分', '物理平均分', '地理平均分'])
  t.same(merged.lead, ['班级'])
  t.same(merged.groups, [{ title: '期中', span: 3 }, { title: '期末', span: 3 }])
  t.same(merged.columns, ['总分平均分', '物理平均分', '地理平均分', '总分平均分', '物理平均分', '地理平均分'])
  t.same(merged.rows, [
    ['全体', 500, 60, null, 505, null, 70],
    ['1班', 510, 61, null, null, null, null], // absent in 期末
    ['2班', 490, 59, null, 495, null, 71], // matched by name, not position
    ['3班', null, null, null, 480, null, 72], // only in 期末: after the first exam's rows
  ], 'a subject only the later exam has (地理) has its columns, empty in the first exam\'s group')
  // Students by 学号 (lead 学号, 班级): a student absent in one exam has empty cells there.
  const students = mergeExamTables([
    { exam: 'A', lead: ['学号', '班级'], columns: ['总分得分'], rows: [['001', '1班', 600], ['002', '1班', 580]] },
    { exam: 'B', lead: ['学号', '班级'], columns: ['总分得分'], rows: [['002', '1班', 590]] },
  ], ['总分得分'])
  t.same(students.rows, [['001', '1班', 600, null], ['002', '1班', 580, 590]])
  t.same(mergeExamTables([], ['总分平均分']), { lead: [], groups: [], columns: [], rows: [] })
})
