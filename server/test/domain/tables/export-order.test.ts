// Issue 15 item 6: the downloaded file holds the rows in the order on screen.

import t from 'tap'
import type { TableView } from '@report/contracts/bff/table'
import { inScreenOrder } from '../../../src/domain/tables/export-order.ts'

const table = (paged: boolean): TableView => ({
  columns: [{ key: 'name', title: '班级' }, { key: 'mean', title: '平均分' }] as TableView['columns'],
  rows: [
    { key: 'all', cells: { name: '全校', mean: 600 }, pinned: true },
    { key: 'c2', cells: { name: '高二(2)班', mean: 610.5 } },
    { key: 'c10', cells: { name: '高二(10)班', mean: '--' } },
    { key: 'c1', cells: { name: '高二(1)班', mean: 640 } },
    { key: 'c3', cells: { name: '高二(3)班', mean: '未考' } },
  ],
  paging: paged ? { page: 1, pageSize: 10, total: 5 } : null,
  sort: null,
})
const names = (t: TableView) => t.rows.map((r) => r.cells.name)

t.test('a table loaded whole is sorted as the browser sorts it', async (t) => {
  const cases: [string, TableView, Parameters<typeof inScreenOrder>[1], string[]][] = [
    ['descending: total first, blanks last', table(false), { key: 'mean', rule: 'desc' }, ['全校', '高二(1)班', '高二(2)班', '高二(10)班', '高二(3)班']],
    ['ascending', table(false), { key: 'mean', rule: 'asc' }, ['全校', '高二(2)班', '高二(1)班', '高二(10)班', '高二(3)班']],
    ['by name: natural class order', table(false), { key: 'name', rule: 'asc' }, ['全校', '高二(1)班', '高二(2)班', '高二(3)班', '高二(10)班']],
    ['no sort: as it came', table(false), null, ['全校', '高二(2)班', '高二(10)班', '高二(1)班', '高二(3)班']],
    ['a paged table is its source\'s order', table(true), { key: 'mean', rule: 'desc' }, ['全校', '高二(2)班', '高二(10)班', '高二(1)班', '高二(3)班']],
  ]
  for (const [name, view, sort, order] of cases) t.same(names(inScreenOrder(view, sort)), order, name)
})
