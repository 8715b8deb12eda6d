// Custom tables' pure rules (issue 18): spec 3 §4 status meaning of custom (norm) tasks as the lists show
// them, the file a done table is read back from, the preview's cells, a sheet read back as a grid.

import t from 'tap'
import type { NormTask } from '@report/contracts/upstream/tasks-norm'
import type { OverviewData } from '@report/contracts/upstream/reports/overview'
import { cellNumber, mergedGrid, previewCell, previewGrid, studentPreviewGrid } from '../../../src/domain/custom-tables/preview-grid.ts'
import { gridCell, groupedSheetGrid, percentDigits, sheetCell, sheetGrid } from '../../../src/domain/custom-tables/sheet-grid.ts'
import { isCustomTable, tableFileSource, tableItem, templateView } from '../../../src/domain/custom-tables/table-items.ts'
import { defaultTableName, joinableExams } from '../../../src/domain/custom-tables/table-exams.ts'

const ORIGIN = 'http://127.0.0.1:4000'
const task = (status: number, outcome: string[] = []): NormTask => ({
  tid: 'n1', taskid: 'n1', type: 1, groupid: '', name: '均分表', status, exams: [{ examid: 'e1', org: 0 }],
  cfgs: { api_serv: 'report', templates: ['custom-table'], folderid: '' }, params: {}, product: 1, zip_style: 1, outcome, ctime: 0, is_delete: 0,
})

t.test('spec 3 §4 custom (norm): 1 or 2 generating, 3 done with outcome[0] as the file, 4 failed, above 3 other than 4 invalid', async (t) => {
  const file = `${ORIGIN}/report/task/v1/files/f1/a.xlsx`
  const table: Array<[status: number, state: string, download: boolean]> = [[1, 'generating', false], [2, 'generating', false], [3, 'done', true], [4, 'failed', false], [5, 'invalid', false], [9, 'invalid', false]]
  for (const [status, state, download] of table) {
    const item = tableItem(task(status, [file]), new Map([['e1:0', '高二期中']]), ORIGIN)
    t.equal(item.state, state, `status ${status} → ${state}`)
    t.equal(item.downloadUrl !== null, download)
    t.equal(item.examName, '高二期中')
    t.equal(tableFileSource(item), download ? '/report/task/v1/files/f1/a.xlsx' : null, 'the page reads the file only when done')
  }
  t.equal(tableFileSource({ downloadUrl: 'https://oss.example.com/a.xlsx' }), null, 'a file elsewhere is linked, not read')
  t.equal(tableItem(task(3, ['javascript:alert(1)']), new Map(), ORIGIN).downloadUrl, null, 'spec 3 §4: an invalid URL is no link')
  t.equal(tableItem(task(1), new Map(), ORIGIN).examName, 'e1', 'an exam the list no longer has keeps its id')
  t.ok(isCustomTable(task(1)))
  t.notOk(isCustomTable({ cfgs: { api_serv: 'report', templates: ['rate'], folderid: '' } }), 'an export-menu package is not a custom table')
})

t.test('cells keep the precision the file shows: two decimals half away from zero, whole numbers as they are', async (t) => {
  const table: Array<[kind: 'int' | 'num' | 'pct', v: number, expected: number]> = [['num', 607.8422982885086, 607.84], ['num', 1.005, 1.01], ['num', -2.345, -2.35], ['num', 0, 0], ['int', 41, 41], ['pct', 0.123456, 0.1235], ['pct', -0.00005, -0.0001]]
  for (const [kind, v, expected] of table) t.equal(cellNumber(kind, v), expected, `${kind} ${v}`)
})

t.test('issue 18 defect: the preview shows people\'s numbers, a share as the report pages\' rate columns print it (69.57%, not 0.6957)', async (t) => {
  const table: Array<[kind: 'int' | 'num' | 'pct', v: number | null, expected: string | number | null]> = [
    ['pct', 0.6956521739, '69.57%'], ['pct', 0.6, '60.00%'], ['pct', 0, '0.00%'], ['pct', 1, '100.00%'], ['pct', -0.0148, '-1.48%'], ['pct', 0.123450, '12.35%'],
    ['num', 607.8422982885086, 607.84], ['int', 41, 41], ['pct', null, null], ['num', null, null],
  ]
  for (const [kind, v, expected] of table) t.equal(previewCell(kind, v), expected, `${kind} ${v}`)
})

t.test('issue 18 defect: /customTablePage reads a share under the file\'s percent format as the pages print it; other formats as they are', async (t) => {
  const digits: Array<[fmt: string | undefined, expected: number | null]> = [['0.00%', 2], ['0%', 0], ['0.0%', 1], ['0.00', null], [undefined, null], ['General', null]]
  for (const [fmt, expected] of digits) t.equal(percentDigits(fmt), expected, String(fmt))
  const cells: Array<[raw: unknown, fmt: string | undefined, expected: string | number | null]> = [
    [0.6957, '0.00%', '69.57%'], [0.6957, '0.00', 0.6957], [0.6957, undefined, 0.6957], [null, '0.00%', null], ['全体', '0.00%', '全体'], [{ formula: 'B2', result: 0.5 }, '0.0%', '50.0%'],
  ]
  for (const [raw, fmt, expected] of cells) t.equal(sheetCell(raw, fmt), expected, `${JSON.stringify(raw)} ${fmt}`)
  t.same(sheetGrid([['班级', '及格率', '平均分'], ['一班', 0.6957, 90.5]], 10, [[], [undefined, '0.00%', '0.00']]).rows, [['一班', '69.57%', 90.5]], 'formats in the same places as the cells')
})

t.test('preview: the totals (when asked) then the units, the configured columns, empty for a missing statistic', async (t) => {
  const stats = (pindex: number, mean: number | null) => ({ pindex, total: 40, absent: 0, manfen: 100, manfenCount: 0, zeroCount: 0, max: 99, min: 10, mean, mean_rank: 1, standardDeviation: 1, median: 50, multipleMode: [], skewness: 0, difficulty: 0.5, discrimination: 0.3, reliability: null, separation: null, sampleCorrelation: null, cv: null })
  const overview = {
    papers: [{ pindex: 0, subject: '总分', manfen: 750 }, { pindex: 1, subject: '语文', manfen: 150 }],
    total: 12, offset: 0, limit: 8,
    totals: [{ group: { key: 'all', type: 'all', id: 'e1', name: '全体' }, stats: [stats(0, 512.345), stats(1, 101.5)] }],
    items: [{ group: { key: 'class:c1', type: 'class', id: 'c1', name: '高二(1)班' }, stats: [stats(0, null), stats(1, 99.999)] }],
  } as unknown as OverviewData
  const base = { scope: 2 as const, pindexes: [1, 0], indicators: ['mean' as const], columns: 'subject' as const, totals: true, privacy: true }
  t.same(previewGrid(base, overview), { columns: ['班级', '语文平均分', '总分平均分'], rows: [['全体', 101.5, 512.35], ['高二(1)班', 100, null]], total: 13 })
  t.same(previewGrid({ ...base, totals: false }, overview).rows, [['高二(1)班', 100, null]])
  t.equal(previewGrid({ ...base, totals: false }, overview).total, 12)
  t.same(previewGrid(base, overview, null, 1).rows.length, 1)
  t.same(previewGrid({ ...base, pindexes: [1], indicators: ['overMean'] }, overview).rows, [['全体', '0.00%'], ['高二(1)班', '-1.48%']], '超均率 against 全体: (99.999 − 101.5) / 101.5')
  // Rates come from the 三率 answer, matched to the overview's rows by group key (not by position).
  const cell = (rate: number | null) => ({ count: 0, rate, rank: null })
  const paperRates = (pindex: number, pass: number | null, excellent: number | null) => ({ pindex, lines: null, totalCount: 40, excellent: cell(excellent), good: cell(0.5), pass: cell(pass), low: cell(0.1) })
  const rates = {
    totals: [{ group: overview.totals[0]!.group, rates: [paperRates(0, 0.6, 0.2), paperRates(1, 0.61, 0.2)] }],
    items: [{ group: overview.items[0]!.group, rates: [paperRates(1, 0.555555, 0.123456)] }],
  }
  const rated = { ...base, pindexes: [1, 0], indicators: ['passRate' as const, 'excellentRate' as const] }
  t.same(previewGrid(rated, overview, { totals: rates.totals, items: [...rates.items].reverse() }), {
    columns: ['班级', '语文及格率', '语文优秀率', '总分及格率', '总分优秀率'],
    rows: [['全体', '61.00%', '20.00%', '60.00%', '20.00%'], ['高二(1)班', '55.56%', '12.35%', null, null]],
    total: 13,
  }, 'a share as a percent with the rate pages\' two decimals; a paper the 三率 answer lacks for the unit is empty')
  t.same(previewGrid(rated, overview).rows[1], ['高二(1)班', null, null, null, null], 'without the 三率 answer the rates are empty, never made up')
})

t.test('issue 18 rows of students: 学号, 班级 (姓名 only without privacy), each student\'s own cells at the file\'s precision; total = students in view', async (t) => {
  const cell = (pindex: number, score: number | null, classRank: number | null) => ({ pindex, score, absent: score === null, all: null, county: null, schoolRank: null, classRank, abcd: null })
  const student = (xuehao: string, name: string, cells: ReturnType<typeof cell>[]) => ({ key: xuehao, name, xuehao, kaohao: '', countyId: '', county: '', schoolId: 's1', school: '一中', classId: 'c1', class: '高二(1)班', absent: false, subjects: cells })
  const ranking = {
    papers: [{ pindex: 0, subject: '总分', manfen: 750 }, { pindex: 1, subject: '语文', manfen: 150 }],
    total: 120,
    items: [student('001', '张三', [cell(0, 612.345, 1), cell(1, 120, 2)]), student('002', '李四', [cell(0, null, null)])],
  } as never
  const config = { scope: 3 as const, pindexes: [0, 1], indicators: ['score' as const, 'classRank' as const], columns: 'subject' as const, totals: true, privacy: true }
  t.same(studentPreviewGrid(config, ranking), {
    columns: ['学号', '班级', '总分得分', '总分班排名', '语文得分', '语文班排名'],
    rows: [['001', '高二(1)班', 612.35, 1, 120, 2], ['002', '高二(1)班', null, null, null, null]],
    total: 120,
  }, 'privacy on: no name anywhere')
  const open = studentPreviewGrid({ ...config, privacy: false }, ranking, 1)
  t.same(open.columns.slice(0, 3), ['学号', '姓名', '班级'])
  t.same(open.rows, [['001', '张三', '高二(1)班', 612.35, 1, 120, 2]])
})

t.test('a sheet read back: the header row names the columns, formulas by their result, rich text joined, short rows padded', async (t) => {
  const table: Array<[raw: unknown, expected: string | number | null]> = [
    [12.5, 12.5], ['高二(1)班', '高二(1)班'], [null, null], [undefined, null], [Number.NaN, null], [{ formula: 'A1', result: 3 }, 3],
    [{ richText: [{ text: '高' }, { text: '二' }] }, '高二'], [{ text: '链接', hyperlink: 'x' }, '链接'], [true, '是'],
  ]
  for (const [raw, expected] of table) t.equal(gridCell(raw), expected, JSON.stringify(raw) ?? 'undefined')
  t.same(sheetGrid([['班级', '平均分'], ['一班', 90.5], ['二班']], 1), { columns: ['班级', '平均分'], rows: [['一班', 90.5]], total: 2 })
  t.same(sheetGrid([]), { columns: [], rows: [], total: 0 })
})

t.test('issue 18 several exams: the preview merges each exam\'s grid under its name; the page reads the group row back as runs of titles', async (t) => {
  const config = { scope: 2 as const, pindexes: [0], indicators: ['mean' as const], columns: 'subject' as const, totals: false, privacy: true }
  const merged = mergedGrid(config, [
    { columns: ['班级', '总分平均分'], rows: [['1班', 500], ['2班', 490]], total: 2 },
    { columns: ['班级', '总分平均分', '地理平均分'], rows: [['2班', 495, 70], ['3班', 480, 71]], total: 2 },
  ], ['期中', '期末'], ['总分平均分', '地理平均分'], 2)
  t.same(merged, {
    columns: ['班级', '总分平均分', '地理平均分', '总分平均分', '地理平均分'],
    groups: [{ title: '期中', span: 2 }, { title: '期末', span: 2 }],
    rows: [['1班', 500, null, null, null], ['2班', 490, null, 495, 70]],
    total: 3,
  }, 'the given columns in each group (地理 only 期末 has: empty for 期中); a class the other lacks is empty; total = the merged rows (1班, 2班, 3班), not the first exam\'s')
  const whole = mergedGrid(config, [
    { columns: ['班级', '总分平均分'], rows: [['1班', 500], ['2班', 490]], total: 2 },
    { columns: ['班级', '总分平均分'], rows: [['2班', 495], ['3班', 480], ['4班', 470]], total: 3 },
  ], ['期中', '期末'], ['总分平均分'])
  t.equal(whole.total, 4, 'issue 18 row count: 共 N 行 counts the rows of all exams, each matched row once')
  t.same(whole.rows.map((r) => r[0]), ['1班', '2班', '3班', '4班'])
  const table: Array<[top: unknown[], expected: Array<{ title: string; span: number }>]> = [
    [[null, '期中', '期中', '期末', '期末'], [{ title: '期中', span: 2 }, { title: '期末', span: 2 }]],
    [[null, '期中', null, '期末', null], [{ title: '期中', span: 2 }, { title: '期末', span: 2 }]],
    [[null, 'A', 'B', 'C', 'C'], [{ title: 'A', span: 1 }, { title: 'B', span: 1 }, { title: 'C', span: 2 }]],
  ]
  for (const [top, expected] of table) {
    const grid = groupedSheetGrid([top, ['班级', '总分平均分', '总分及格率', '总分平均分', '总分及格率'], ['1班', 500, 0.5, 510, 0.6957]], 1, 10, [[], [], [undefined, '0.00', '0.00%', '0.00', '0.00%']])
    t.same(grid.groups, expected, JSON.stringify(top))
    t.same(grid.rows, [['1班', 500, '50.00%', 510, '69.57%']], 'the data under the title row, percents as shown')
  }
})

t.test('a template\'s summary names its scope, papers, indicators and privacy', async (t) => {
  const v = templateView({ tempid: 't1', name: '均分', ctime: 0, cfgs: { scope: 1, pindexes: [0, 1], indicators: ['mean', 'max'], columns: 'subject', totals: true, privacy: true } })
  t.equal(v.summary, '按学校 · 2 个科目 · 平均分、最高分 · 隐私保护')
  const named = templateView({ tempid: 't2', name: '均分', ctime: 0, cfgs: { scope: 2, pindexes: [], subjects: ['总分', '语文', '地理'], indicators: ['mean'], columns: 'subject', totals: true, privacy: false } })
  t.equal(named.summary, '按班级 · 3 个科目 · 平均分', 'papers named by subject are counted by name')
})

t.test('joinableExams: only exams of the chosen one’s grade and school are offered beside it (issue 33 item 6)', async (t) => {
  const e = (examid: string, grade: string, schoolid = '10001') => ({ examid, org: 0, name: `${grade}${examid}`, time: '2026-11-10', grade, schoolid })
  const exams = [e('a', '高二'), e('b', '高一'), e('c', '高二'), e('d', '高三'), e('f', '高二', '10002')]
  const cases: [string, ReturnType<typeof e>, string[]][] = [
    ['the walk: a 高二 exam is offered 高二 exams only, not 高一 or 高三', exams[0]!, ['c']],
    ['a 高一 exam with no other 高一 exam: nothing', exams[1]!, []],
    ['another school’s 高二 exam is not offered', exams[4]!, []],
  ]
  for (const [name, chosen, want] of cases) t.same(joinableExams(chosen, exams).map((x) => x.examid), want, name)
})

t.test('defaultTableName: the chosen exam’s name, how many exams, within 40 characters', async (t) => {
  t.equal(defaultTableName('2026学年第一学期高二期中考试', 0), '2026学年第一学期高二期中考试自定义表格')
  t.equal(defaultTableName('2026学年第一学期高二期中考试', 2), '2026学年第一学期高二期中考试等3场考试自定义表格')
  const long = '江'.repeat(60)
  t.equal([...defaultTableName(long, 0)].length, 40, 'cut to the limit')
  t.match(defaultTableName(long, 0), /自定义表格$/)
})
