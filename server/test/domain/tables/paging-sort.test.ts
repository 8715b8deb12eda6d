// Spec 2 §9 "Page sizes offered: 5, 10, 20, 50 (default 10)", §4 "Changing the page size resets to page 1",
// §4 drill "Sort toggles asc/desc or clears"; the shared sort of display cells (contracts table-rules).
import t from 'tap'
import type { TableRow } from '@report/contracts/bff/table'
import { clampPage, compareCells, normalizePageSize, pageCount, sortRows } from '@report/contracts/bff/table-rules'
import { pageOf, readTableQuery } from '../../../src/domain/tables/paging.ts'
import { headerDepth, leafColumns, sortableKeys } from '../../../src/domain/tables/columns.ts'

t.test('normalizePageSize', async (t) => {
  const rows: Array<[unknown, number]> = [
    [5, 5], [10, 10], [20, 20], [50, 50], ['20', 20], ['50', 50],
    [15, 10], [100, 10], [0, 10], [-5, 10], ['', 10], ['abc', 10], [undefined, 10], [null, 10], [20.5, 10],
  ]
  for (const [raw, want] of rows) t.equal(normalizePageSize(raw), want, `${String(raw)} → ${want}`)
})

t.test('pageCount and clampPage', async (t) => {
  t.equal(pageCount(0, 10), 1, 'an empty table still has page 1')
  t.equal(pageCount(10, 10), 1)
  t.equal(pageCount(11, 10), 2)
  t.equal(pageCount(60_000, 50), 1200)
  t.equal(clampPage(3, 25, 10), 3)
  t.equal(clampPage(4, 25, 10), 3, 'past the end → last page')
  t.equal(clampPage(0, 25, 10), 1)
  t.equal(clampPage('2', 25, 10), 2)
  t.equal(clampPage('x', 25, 10), 1)
  t.equal(clampPage(1.5, 25, 10), 1)
})

t.test('readTableQuery', async (t) => {
  const sortable = ['score', 'rank']
  t.same(readTableQuery({}, sortable), { page: 1, pageSize: 10, sort: null }, 'defaults')
  t.same(readTableQuery({ page: '3', pageSize: '20', sortKey: 'score', sortRule: 'desc' }, sortable), { page: 3, pageSize: 20, sort: { key: 'score', rule: 'desc' } })
  t.same(readTableQuery({ page: '0', pageSize: '7' }, sortable), { page: 1, pageSize: 10, sort: null }, 'out-of-range values fall back')
  t.same(readTableQuery({ sortKey: 'name', sortRule: 'asc' }, sortable).sort, null, 'a key the table does not sort by is no sort')
  t.same(readTableQuery({ sortKey: 'score', sortRule: '' }, sortable).sort, null, 'an empty rule clears the sort')
})

t.test('pageOf', async (t) => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1)
  t.same(pageOf(rows, { page: 1, pageSize: 10 }), { rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], paging: { page: 1, pageSize: 10, total: 23 } })
  t.same(pageOf(rows, { page: 3, pageSize: 10 }).rows, [21, 22, 23])
  t.same(pageOf(rows, { page: 9, pageSize: 10 }).paging, { page: 3, pageSize: 10, total: 23 }, 'clamped to the last page')
  t.same(pageOf([], { page: 2, pageSize: 5 }), { rows: [], paging: { page: 1, pageSize: 5, total: 0 } })
})

t.test('compareCells: numbers numerically, percents as numbers, text naturally', async (t) => {
  t.ok(compareCells(9, 10) < 0)
  t.ok(compareCells('9.5', 10) < 0)
  t.ok(compareCells('70.00%', '8.00%') > 0)
  t.ok(compareCells(100, '一班') < 0, 'numbers before text')
  t.ok(compareCells('2班', '10班') < 0)
})

const row = (key: string, score: string | number, extra: Partial<TableRow> = {}): TableRow => ({ key, cells: { score }, ...extra })

t.test('sortRows: blanks last both ways, pinned rows stay on top, stable', async (t) => {
  const rows = [row('all', 70.5, { pinned: true }), row('a', 90), row('b', '未考'), row('c', 85), row('d', '--'), row('e', 90), row('f', 0)]
  t.same(sortRows(rows, { key: 'score', rule: 'desc' }).map((r) => r.key), ['all', 'a', 'e', 'c', 'f', 'd', 'b'])
  t.same(sortRows(rows, { key: 'score', rule: 'asc' }).map((r) => r.key), ['all', 'f', 'c', 'a', 'e', 'd', 'b'])
  t.same(sortRows(rows, null).map((r) => r.key), rows.map((r) => r.key), 'no sort: the given order')
  t.not(sortRows(rows, null), rows, 'always a copy')
  t.same(sortRows([row('x', 1), row('y', 2)], { key: 'missing', rule: 'asc' }).map((r) => r.key), ['x', 'y'], 'a key no row has keeps the order')
})

t.test('grouped headers: leaves, depth, sortable keys', async (t) => {
  const columns = [
    { key: 'name', title: '姓名' },
    {
      key: 'yw', title: '语文', children: [
        { key: 'yw.score', title: '分数', sortable: true },
        { key: 'yw.rank', title: '排名', children: [{ key: 'yw.rank.school', title: '校', sortable: true }, { key: 'yw.rank.class', title: '班' }] },
      ],
    },
  ]
  t.same(leafColumns(columns).map((l) => l.path.join('›')), ['姓名', '语文›分数', '语文›排名›校', '语文›排名›班'])
  t.equal(headerDepth(columns), 3)
  t.equal(headerDepth([{ key: 'a', title: 'A' }]), 1)
  t.equal(headerDepth([]), 0)
  t.same(sortableKeys(columns), ['yw.score', 'yw.rank.school'])
  t.notOk('children' in leafColumns(columns)[0]!.column)
})
