// Issue 15 item 7 with spec 2 §3 (totals all, lkall, qxall, sall): identical totals show once, under
// the narrower scope's name; totals that differ all stay.

import t from 'tap'
import type { TableRow, TableView } from '@report/contracts/bff/table'
import { withDistinctTotals, withoutDuplicateTotals } from '../../../src/domain/tables/duplicate-totals.ts'

const row = (key: string, name: string, mean: number, count: number, pinned = true): TableRow => ({ key, cells: { name, count, mean }, ...(pinned ? { pinned } : {}) })
const names = (rows: readonly TableRow[]) => rows.map((r) => r.cells.name)

t.test('which totals stay', async (t) => {
  const table: [string, TableRow[], string[]][] = [
    ['全体 equal to 联考总体: 联考总体 only', [row('all', '全体', 632.58, 3933), row('lkall', '联考总体', 632.58, 3933), row('qx', '明湖区总体', 657.92, 1452), row('c1', '高二(1)班', 676.44, 45, false)], ['联考总体', '明湖区总体', '高二(1)班']],
    ['全体 differs from 联考总体: both', [row('all', '全体', 630, 4000), row('lkall', '联考总体', 632.58, 3933)], ['全体', '联考总体']],
    ['the same mean but another count: both', [row('all', '全体', 632.58, 3940), row('lkall', '联考总体', 632.58, 3933)], ['全体', '联考总体']],
    ['a unit row equal to a total is not a total: kept', [row('sall', '全校', 665.74, 817), row('c1', '高二(1)班', 665.74, 817, false)], ['全校', '高二(1)班']],
    ['a single total: kept', [row('all', '全体', 600, 10)], ['全体']],
    ['three equal totals: the narrowest', [row('all', '全体', 600, 10), row('lkall', '联考总体', 600, 10), row('qx', '明湖区总体', 600, 10)], ['明湖区总体']],
  ]
  for (const [name, rows, kept] of table) t.same(names(withoutDuplicateTotals(rows, 'name')), kept, name)
})

t.test('a table: the name column is its first leaf column; an unchanged table is returned as it is', async (t) => {
  const view: TableView = {
    columns: [{ key: 'name', title: '单位' }, { key: 'count', title: '实考人数' }, { key: 'mean', title: '平均分' }] as TableView['columns'],
    rows: [row('all', '全体', 632.58, 3933), row('lkall', '联考总体', 632.58, 3933)],
    paging: null,
    sort: null,
  }
  t.same(names(withDistinctTotals(view).rows), ['联考总体'])
  const single = { ...view, rows: [row('all', '全体', 1, 1)] }
  t.equal(withDistinctTotals(single), single)
})
