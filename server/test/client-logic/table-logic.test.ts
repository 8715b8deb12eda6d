// The report kit's table logic (client/src/components/report/logic): paging (spec 2 §9 sizes
// 5/10/20/50, default 10; §4 a new size returns to page 1), sort cycling (§4 "Sort toggles
// asc/desc or clears"), collapse (§9 "more than 10 rows allow collapse (default 5 rows)") and
// grouped header rows.
import t from 'tap'
import { FIRST_PAGE, pageRange, slicePage, TABLE_PAGE_SIZES, withPage, withPageSize } from '../../../client/src/components/report/logic/paging.ts'
import { ariaSort, nextSort, sortLocally } from '../../../client/src/components/report/logic/sort.ts'
import { canCollapse, collapseLabel, visibleRowCount } from '../../../client/src/components/report/logic/collapse.ts'
import { headerGrid, headerRows, leafNodes } from '../../../client/src/components/report/logic/header-rows.ts'

t.test('paging', async (t) => {
  t.same([...TABLE_PAGE_SIZES], [5, 10, 20, 50])
  t.same(FIRST_PAGE, { page: 1, pageSize: 10 }, 'default page size 10')
  t.same(withPageSize({ page: 4, pageSize: 10 }, 20), { page: 1, pageSize: 20 }, 'a new size returns to page 1')
  t.same(withPageSize({ page: 4, pageSize: 10 }, 10), { page: 1, pageSize: 10 }, 'even the same size')
  t.same(withPageSize({ page: 2, pageSize: 5 }, 30), { page: 1, pageSize: 10 }, 'an unknown size becomes 10')
  t.same(withPage({ page: 1, pageSize: 10 }, 3, 23), { page: 3, pageSize: 10 })
  t.same(withPage({ page: 1, pageSize: 10 }, 9, 23), { page: 3, pageSize: 10 }, 'past the end → last page')
  t.same(withPage({ page: 2, pageSize: 10 }, 0, 23), { page: 1, pageSize: 10 })
  const rows = Array.from({ length: 23 }, (_, i) => i + 1)
  t.same(slicePage(rows, { page: 3, pageSize: 10 }), [21, 22, 23])
  t.same(slicePage(rows, { page: 9, pageSize: 5 }), [21, 22, 23], 'a shrunk list shows its last page')
  t.same(slicePage([], { page: 2, pageSize: 5 }), [])
  t.same(pageRange({ page: 2, pageSize: 10 }, 23), { from: 11, to: 20 })
  t.same(pageRange({ page: 3, pageSize: 10 }, 23), { from: 21, to: 23 })
  t.same(pageRange({ page: 1, pageSize: 10 }, 0), { from: 0, to: 0 })
})

t.test('sort cycles asc → desc → cleared; another column starts at asc', async (t) => {
  const rows: Array<[ref: string, current: Parameters<typeof nextSort>[0], key: string, want: ReturnType<typeof nextSort>]> = [
    ['unsorted → asc', null, 'score', { key: 'score', rule: 'asc' }],
    ['asc → desc', { key: 'score', rule: 'asc' }, 'score', { key: 'score', rule: 'desc' }],
    ['desc → cleared', { key: 'score', rule: 'desc' }, 'score', null],
    ['another column → asc', { key: 'score', rule: 'desc' }, 'rank', { key: 'rank', rule: 'asc' }],
  ]
  for (const [ref, current, key, want] of rows) t.same(nextSort(current, key), want, ref)
  t.equal(ariaSort({ key: 'score', rule: 'asc' }, 'score'), 'ascending')
  t.equal(ariaSort({ key: 'score', rule: 'desc' }, 'score'), 'descending')
  t.equal(ariaSort({ key: 'score', rule: 'desc' }, 'rank'), 'none')
  t.equal(ariaSort(null, 'rank'), 'none')
  const table = [
    { key: 'all', cells: { score: 71 }, pinned: true },
    { key: '10', cells: { name: '10班', score: '未考' } },
    { key: '2', cells: { name: '2班', score: 80 } },
    { key: '1', cells: { name: '1班', score: '--' } },
    { key: '3', cells: { name: '3班', score: 65.5 } },
  ]
  t.same(sortLocally(table, { key: 'score', rule: 'desc' }).map((r) => r.key), ['all', '2', '3', '1', '10'], "'--' and '未考' last")
  t.same(sortLocally(table, { key: 'name', rule: 'asc' }).map((r) => r.key), ['all', '1', '2', '3', '10'], 'class names in natural order')
  t.same(sortLocally(table, null).map((r) => r.key), ['all', '10', '2', '1', '3'])
})

t.test('collapse above 10 rows, to 5', async (t) => {
  t.equal(canCollapse(10), false)
  t.equal(canCollapse(11), true)
  t.equal(visibleRowCount(30, true), 5)
  t.equal(visibleRowCount(30, false), 30)
  t.equal(visibleRowCount(8, true), 8, 'a short table never collapses')
  t.equal(collapseLabel(30, true), '展开（共 30 行）')
  t.equal(collapseLabel(30, false), '收起')
})

t.test('grouped headers as rows with spans', async (t) => {
  const columns = [
    { key: 'name', title: '姓名' },
    { key: 'yw', title: '语文', children: [{ key: 'yw.s', title: '分数' }, { key: 'yw.r', title: '排名', children: [{ key: 'yw.r.s', title: '校' }, { key: 'yw.r.c', title: '班' }] }] },
    { key: 'sx', title: '数学', children: [{ key: 'sx.s', title: '分数' }] },
  ]
  const rows = headerRows(columns).map((row) => row.map((c) => `${c.node.title}:${c.colSpan}x${c.rowSpan}${c.leaf ? '' : '*'}`))
  t.same(rows, [
    ['姓名:1x3', '语文:3x1*', '数学:1x1*'],
    ['分数:1x2', '排名:2x1*', '分数:1x2'],
    ['校:1x1', '班:1x1'],
  ])
  t.same(leafNodes(columns).map((c) => c.key), ['name', 'yw.s', 'yw.r.s', 'yw.r.c', 'sx.s'])
  t.same(headerRows([{ key: 'a', title: 'A' }, { key: 'b', title: 'B' }]).map((r) => r.map((c) => c.rowSpan)), [[1, 1]], 'flat header: one row')
  t.same(headerRows([]), [])
})

t.test('grouped headers on a CSS grid (VirtualTable)', async (t) => {
  const columns = [
    { key: 'name', title: '姓名' },
    { key: 'yw', title: '语文', children: [{ key: 'yw.s', title: '分数' }, { key: 'yw.r', title: '排名', children: [{ key: 'yw.r.s', title: '校' }, { key: 'yw.r.c', title: '班' }] }] },
    { key: 'no', title: '学号' },
  ]
  t.same(headerGrid(columns).map((c) => `${c.node.key}@${c.row},${c.column}+${c.colSpan}x${c.rowSpan}`), [
    'name@1,1+1x3', 'yw@1,2+3x1', 'no@1,5+1x3',
    'yw.s@2,2+1x2', 'yw.r@2,3+2x1',
    'yw.r.s@3,3+1x1', 'yw.r.c@3,4+1x1',
  ])
})

t.test('60,000 rows sort quickly (VirtualTable sorts locally)', async (t) => {
  const rows = Array.from({ length: 60_000 }, (_, i) => ({
    key: String(i),
    cells: { name: `${(i * 7) % 60}班`, score: i % 101 === 0 ? '未考' : (i * 7919) % 750 / 5 },
  }))
  let started = performance.now()
  const byScore = sortLocally(rows, { key: 'score', rule: 'desc' })
  const scoreMs = performance.now() - started
  started = performance.now()
  const byName = sortLocally(rows, { key: 'name', rule: 'asc' })
  const nameMs = performance.now() - started
  t.comment(`numbers ${Math.round(scoreMs)} ms, class names ${Math.round(nameMs)} ms`)
  t.equal(byScore.at(-1)!.cells.score, '未考')
  t.equal(byName[0]!.cells.name, '0班')
  t.equal(byName.at(-1)!.cells.name, '59班')
  t.ok(scoreMs < 3000 && nameMs < 3000, 'well under a few seconds even on a busy machine')
})
