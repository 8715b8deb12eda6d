// 班级类型 (issue 19; spec 1 §2 indicator parameter settings, classType "only for one specific school"): the
// rule that gives a class its type (contracts/src/validators/class-types.ts, shared with the reference
// upstream) and how the school and class reports show the types the upstream's answers carry.
import t from 'tap'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import type { PaperRates } from '@report/contracts/upstream/reports/rates'
import { classTypeOf, typeClasses } from '@report/contracts/validators/class-types'
import { classTypeRowOf, classTypesOf } from '../../../src/domain/reports/analysis-reports/class-types.ts'
import { CLASS_TYPE_ROW, unitSummaryTable } from '../../../src/domain/reports/analysis-reports/unit-tables.ts'
import { formatNumber, PERCENT, SCORE } from '../../../src/domain/tables/format-number.ts'

t.test('typeClasses: the numbers a classes field names', async (t) => {
  const cases: [string, ReturnType<typeof typeClasses>][] = [
    ['1,2,3', { numbers: [1, 2, 3], rest: false, unknown: [] }],
    ['1班、2班，高二(3)班', { numbers: [1, 2, 3], rest: false, unknown: [] }],
    ['  1 2  1 ', { numbers: [1, 2], rest: false, unknown: [] }],
    ['其余班级', { numbers: [], rest: true, unknown: [] }],
    ['1,火箭', { numbers: [1], rest: false, unknown: ['火箭'] }],
    ['', { numbers: [], rest: false, unknown: [] }],
  ]
  for (const [text, want] of cases) t.same(typeClasses(text), want, text)
})

t.test('classTypeOf: the type naming the class, else 其余班级, else 未分类', async (t) => {
  const two = { types: [{ name: '实验班', classes: '1,2,3' }, { name: '普通班', classes: '其余班级' }] }
  const one = { types: [{ name: ' 实验班 ', classes: '1班,2班' }] }
  const cases: [string, { types: { name: string; classes: string }[] }, string, string][] = [
    ['named', two, '高二(2)班', '实验班'],
    ['the rest', two, '高二(7)班', '普通班'],
    ['no rest type: 未分类', one, '高二(7)班', '未分类'],
    ['name trimmed', one, '1班', '实验班'],
    ['a class name without a number', two, '实验班', '普通班'],
    ['no types', { types: [] }, '1班', '未分类'],
  ]
  for (const [name, config, className, want] of cases) t.equal(classTypeOf(config, className), want, name)
})

function stats(pindex: number, mean: number, total: number): PaperStats {
  return {
    pindex, total, absent: 0, manfen: 100, manfenCount: 0, zeroCount: 0, max: null, min: null, mean, mean_rank: 1, standardDeviation: null,
    median: null, multipleMode: [], skewness: null, difficulty: null, discrimination: null, reliability: null, separation: null, sampleCorrelation: null, cv: null,
  }
}
const cell = (count: number, total: number) => ({ count, rate: count / total, rank: null })
const rates = (pindex: number, total: number, excellent: number): PaperRates => ({ pindex, lines: null, totalCount: total, excellent: cell(excellent, total), good: cell(excellent, total), pass: cell(total, total), low: cell(0, total) })
const group = (key: string, name: string, type: GroupRef['type']): GroupRef => ({ key, name, type, id: key })

t.test('the school report\'s classes with types: a 班级类型 column and one row per type; without types as before', async (t) => {
  const c1 = group('class:1', '1班', 'class')
  const c2 = group('class:2', '2班', 'class')
  const sall = group('sall', '一中全校', 'sall')
  const input = {
    unitTitle: '班级',
    pindex: 0,
    totals: [{ overview: { group: sall, stats: [stats(0, 70, 20)] } }],
    units: [{ overview: { group: c1, stats: [stats(0, 80, 10)] } }, { overview: { group: c2, stats: [stats(0, 60, 10)] } }],
    drill: (g: GroupRef) => ({ tgkey: g.key }),
    link: (g: GroupRef) => ({ href: `/report/class-report?group=${g.key}`, target: 'same-tab' as const }),
  }
  const plain = unitSummaryTable(input)
  t.notOk(plain.columns.some((c) => c.key === 'classType'), 'no types: no column')
  t.same(plain.rows.map((r) => r.key), ['sall', 'class:1', 'class:2'])
  t.equal(classTypesOf(undefined, undefined), undefined, 'no block: no types')
  t.equal(classTypesOf([], []), undefined, 'an empty block: no types')

  const types = classTypesOf(
    [{ name: '实验班', classes: ['class:1'], stats: [stats(0, 80, 10)] }, { name: '未分类', classes: ['class:2'], stats: [stats(0, 60, 10)] }],
    [{ name: '实验班', classes: ['class:1'], rates: [rates(0, 10, 4)] }],
    's1',
  )!
  const typed = unitSummaryTable({ ...input, classTypes: types })
  t.equal(typed.columns[1]!.key, 'classType', 'the type beside the class name')
  t.equal(typed.columns[1]!.title, '班级类型')
  t.same(typed.rows.map((r) => [r.key, r.cells.name, r.cells.classType]), [
    ['sall', '一中全校', ''],
    ['classType:0', '实验班', CLASS_TYPE_ROW],
    ['classType:1', '未分类', CLASS_TYPE_ROW],
    ['class:1', '1班', '实验班'],
    ['class:2', '2班', '未分类'],
  ])
  const lab = typed.rows[1]!
  t.equal(lab.cells.mean, formatNumber(80, SCORE), 'the type\'s own mean')
  t.equal(lab.cells['excellent.rate'], '40.00%', 'the type\'s own rates')
  t.equal(lab.drills, undefined, 'a type row drills nowhere (it is no unit of the upstream)')
  t.equal(lab.links, undefined, 'and links nowhere')
  t.equal(typed.rows[2]!.cells['excellent.rate'], formatNumber(null, PERCENT), 'a type the rates answer lacks shows no rate')
  t.ok(typed.rows[3]!.links, 'a class still links to its report')

  t.equal(classTypeRowOf(types, c2)?.group.name, '未分类')
  t.equal(classTypeRowOf(types, c1)?.stats[0]?.mean, 80)
  t.equal(classTypeRowOf(types, sall), undefined, 'a total has no type')
  t.equal(classTypeRowOf(undefined, c1), undefined)
})
