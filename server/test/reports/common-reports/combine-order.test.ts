// combineOrder: which of the combine page's two upstream calls a column's sort goes to.
import t from 'tap'
import { combineOrder } from '../../../src/domain/reports/common-reports/combine-order.ts'

const PAPERS = new Set([0, 1, 2, 4])

const cases: Array<[string, { key: string; rule: 'asc' | 'desc' } | null, ReturnType<typeof combineOrder>]> = [
  ['no sort: roster order, overview leads', null, { leads: 'overview', applied: null }],
  ['总分 mean', { key: 'p0.mean', rule: 'desc' }, { leads: 'overview', sort: { key: 'mean', rule: 'desc', pindex: 0 }, applied: { key: 'p0.mean', rule: 'desc' } }],
  ['a paper\'s mean rank', { key: 'p2.rank', rule: 'asc' }, { leads: 'overview', sort: { key: 'mean_rank', rule: 'asc', pindex: 2 }, applied: { key: 'p2.rank', rule: 'asc' } }],
  ['优秀率 goes to rates', { key: 'p4.excellent', rule: 'desc' }, { leads: 'rates', sort: { key: 'excellent', rule: 'desc', pindex: 4 }, applied: { key: 'p4.excellent', rule: 'desc' } }],
  ['及格率 goes to rates', { key: 'p1.pass', rule: 'asc' }, { leads: 'rates', sort: { key: 'pass', rule: 'asc', pindex: 1 }, applied: { key: 'p1.pass', rule: 'asc' } }],
  ['a paper the exam lacks: roster', { key: 'p3.mean', rule: 'desc' }, { leads: 'overview', applied: null }],
  ['a field the page lacks: roster', { key: 'p0.median', rule: 'desc' }, { leads: 'overview', applied: null }],
  ['the unit column: roster', { key: 'unit', rule: 'asc' }, { leads: 'overview', applied: null }],
  ['three-digit paper: roster', { key: 'p100.mean', rule: 'asc' }, { leads: 'overview', applied: null }],
]

for (const [name, sort, expected] of cases) {
  t.same(combineOrder(sort, PAPERS), expected, name)
}
