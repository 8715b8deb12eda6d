// Issue 37: unit tables of a city's view (the provincial exam's 242 schools) ship one page of units, not every
// unit: 对比分析 always (a difference sorts upstream as the unit's own figure; its charts read the first units
// and the radar's picked ones), 有效分分析 when a view has more than LOCAL_UNITS (sorted upstream on its totals),
// while a school's 16 classes stay one local table sorted on any column.
import t from 'tap'
import type { ReportBlock, ReportPageView } from '@report/contracts/bff/report-page'
import type { TableRow, TableView } from '@report/contracts/bff/table'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, cookieHeaderFrom, listen } from '../../helpers/build.ts'
import { NOW } from '../../integration/shell-rig.ts'
import { leafColumns } from '../../../src/domain/tables/columns.ts'

const PROVINCE = '280262611120'

// The units the upstream was asked for, per overview or rates call (limit), since the last clear.
const asked: Array<{ call: string; offset: number; limit: number; sort: unknown }> = []
const UNIT_CALLS = /\/api\/v4\/exam\/(overview|rates|effective)$/
const upstream = buildUpstream({ now: () => NOW })
upstream.addHook('preHandler', async (request) => {
  const call = UNIT_CALLS.exec(request.url.split('?', 1)[0]!)?.[1]
  const body = request.body as { offset?: number; limit?: number; sort?: unknown } | undefined
  if (call) asked.push({ call, offset: body?.offset ?? 0, limit: body?.limit ?? 0, sort: body?.sort ?? null })
})
const app = await buildBff(t, await listen(t, upstream))
const cookieOf = async (token: string) => cookieHeaderFrom((await app.inject({ url: `/report/?token=${token}` })).headers['set-cookie'])
const city = await cookieOf('demo-city')

async function get<T>(path: string, params: Record<string, string>, cookie = city): Promise<T> {
  const res = await app.inject({ url: `${path}?${new URLSearchParams({ examid: PROVINCE, org: '0', ...params }).toString()}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`)
  return (res.json() as { data: T }).data
}
const contrastPage = (params: Record<string, string> = {}) => get<ReportPageView>('/report/bff/report-page', { route: 'report-contrast', ...params })
const contrastTable = (params: Record<string, string>) => get<TableView>('/report/bff/report-table', { route: 'report-contrast', block: 'contrast', ...params })
const tableOf = (view: ReportPageView, id = 'contrast') => {
  const block = view.blocks.find((b) => b.id === id)
  if (!block || block.kind !== 'table') throw new Error(`no ${id} table`)
  return block
}
const units = (rows: readonly TableRow[]) => rows.filter((r) => !r.pinned)
const leavesOf = (table: TableView) => leafColumns(table.columns).map((leaf) => leaf.column)
const value = (cell: unknown): number => Number(String(cell).replace('%', ''))
/** The unit's own figure a column orders as: 均分差 and 超均率 as 平均分, a rate's difference as the rate. */
const ownFigure = (key: string): string => key.replace(/\.(meanDiff|overMean)$/, '.mean').replace(/Diff$/, '')

const first = await contrastPage()
const schools = first.filters.find((f) => f.key === 'groups')!.options
// Every unit of the view, page by page at the longest page size: what the pages and sorts are checked against.
const pages = await Promise.all(Array.from({ length: Math.ceil(schools.length / 50) }, (_, n) => contrastTable({ page: String(n + 1), pageSize: '50' })))
const whole = { rows: pages.flatMap((p) => p.rows) }
const byKey = new Map(units(whole.rows).map((row) => [row.key, row]))

t.test('the page ships one page of the units, in the roster order the catalogue lists them', async (t) => {
  t.ok(schools.length > 45, `the city's view has many schools (${schools.length})`)
  t.same([...byKey.keys()], schools.map((o) => o.value), 'the pages hold every school once, in the catalogue’s order')
  const table = tableOf(first).table
  t.same(table.paging, { page: 1, pageSize: 10, total: schools.length })
  t.same(units(table.rows).map((r) => r.key), schools.slice(0, 10).map((o) => o.value))
  t.ok(table.rows.some((r) => r.pinned && String(r.cells.unit).endsWith('（参照）')), 'the reference total pinned on every page')
  const second = await contrastTable({ page: '2' })
  t.same(units(second.rows).map((r) => r.key), schools.slice(10, 20).map((o) => o.value), 'page 2: the next ten')
  for (const row of units(second.rows)) t.same(row.cells, byKey.get(row.key)!.cells, `${row.key}: the same cells as in the whole list`)
})

t.test('opening the page reads no more units than its table page and charts show', async (t) => {
  asked.length = 0
  await contrastPage({ groups: schools[45]!.value })
  t.ok(asked.length > 0)
  t.ok(asked.every((a) => a.limit <= 40), `every overview and rates call asked at most 40 units: ${JSON.stringify(asked)}`)
})

t.test('a sorted column is sorted upstream by the unit’s own figure; every cell as in the whole list', async (t) => {
  const cases: Array<[string, 'asc' | 'desc']> = [['p0.meanDiff', 'desc'], ['p1.overMean', 'asc'], ['p0.excellentDiff', 'desc'], ['p2.pass', 'asc']]
  for (const [key, rule] of cases) {
    const figure = ownFigure(key)
    const sorted = await contrastTable({ sortKey: key, sortRule: rule, pageSize: '20' })
    t.same(sorted.sort, { key, rule }, `${key}: the sort applied`)
    t.equal(sorted.paging!.total, schools.length)
    const want = [...byKey.values()]
      .map((row) => ({ key: row.key, v: value(row.cells[figure]) }))
      .sort((a, b) => (rule === 'asc' ? a.v - b.v : b.v - a.v))
    const got = units(sorted.rows)
    t.same(got.map((r) => value(byKey.get(r.key)!.cells[figure])), want.slice(0, 20).map((w) => w.v), `${key} ${rule}: the first 20 by ${figure}`)
    for (const row of got) t.same(row.cells, byKey.get(row.key)!.cells, `${key}: ${row.key}'s cells`)
  }
  const unknown = await contrastTable({ sortKey: 'p77.mean', sortRule: 'desc' })
  t.equal(unknown.sort, null, 'a paper the table does not show sorts nothing')
  t.same(units(unknown.rows).map((r) => r.key), schools.slice(0, 10).map((o) => o.value))
})

t.test('the radar’s picked unit past the first ones is read at its place; the bar chart’s 均分差 are the table’s', async (t) => {
  const picked = schools[45]!
  const view = await contrastPage({ groups: picked.value, pindex: '1' })
  const radar = view.blocks.find((b): b is Extract<ReportBlock, { kind: 'chart' }> => b.id === 'contrast-radar')!
  t.same(radar.chart.series.map((s) => s.name).slice(1), [picked.label], 'the reference, then the picked school')
  // 得分率 = 平均分 / 满分 on one paper: the same 满分 for the picked school and the reference, so their ratios agree.
  const reference = whole.rows.find((r) => r.pinned && String(r.cells.unit).endsWith('（参照）'))!
  const perPoint = (rate: number | null | undefined, mean: unknown) => (rate ?? NaN) / value(mean)
  const [ours, theirs] = [perPoint(radar.chart.series[1]!.values[0], byKey.get(picked.value)!.cells['p1.mean']), perPoint(radar.chart.series[0]!.values[0], reference.cells['p1.mean'])]
  t.ok(Math.abs(ours / theirs - 1) < 1e-3, `its 得分率 from its own mean: ${ours} against the reference's ${theirs} per point`)
  const bar = view.blocks.find((b): b is Extract<ReportBlock, { kind: 'chart' }> => b.id === 'contrast-diff')!
  t.equal(bar.chart.labels.length, 40, 'the first 40 units')
  t.match(bar.title, '（前 40 个学校）')
  bar.chart.labels.forEach((label, i) => {
    const unit = schools[i]!
    t.equal(label, unit.label)
    t.equal(bar.chart.series[0]!.values[i], value(byKey.get(unit.value)!.cells['p1.meanDiff']), `${label}: 均分差 as its cell`)
  })
})

t.test('有效分分析 of 242 schools: one remote page, sorted upstream on its totals; a paper’s columns not sortable there', async (t) => {
  asked.length = 0
  const view = await get<ReportPageView>('/report/bff/report-page', { route: 'standardEffective' })
  const block = tableOf(view, 'effective')
  t.equal(block.remote, true, 'the client pages it through the BFF')
  t.same(block.table.paging, { page: 1, pageSize: 10, total: schools.length })
  t.same(units(block.table.rows).map((r) => r.key), schools.slice(0, 10).map((o) => o.value))
  t.ok(asked.filter((a) => a.call === 'effective').every((a) => a.limit <= 10), `no effective call read every unit: ${JSON.stringify(asked)}`)
  const leaves = leavesOf(block.table)
  t.same(leaves.filter((c) => c.sortable).map((c) => c.key), ['total', 'online', 'onlineRate'])

  const effective = (params: Record<string, string>) => get<TableView>('/report/bff/report-table', { route: 'standardEffective', block: 'effective', ...params })
  const every = (await Promise.all([1, 2, 3, 4, 5].map((n) => effective({ page: String(n), pageSize: '50' })))).flatMap((p) => units(p.rows))
  t.equal(every.length, schools.length)
  const sorted = await effective({ sortKey: 'onlineRate', sortRule: 'desc', pageSize: '20' })
  t.same(sorted.sort, { key: 'onlineRate', rule: 'desc' })
  const rate = (row: TableRow) => value(row.cells.onlineRate)
  t.same(units(sorted.rows).map(rate), every.map(rate).sort((a, b) => b - a).slice(0, 20), 'the 20 highest 上线率 of all schools')
  const byPaper = await effective({ sortKey: 'p2.double', sortRule: 'desc' })
  t.equal(byPaper.sort, null, 'a paper’s column is not sorted when paged')
})

t.test('a school’s 16 classes: 有效分分析 stays one local table, every column sortable', async (t) => {
  const admin = await cookieOf('demo-school-admin')
  const view = await get<ReportPageView>('/report/bff/report-page', { route: 'standardEffective', examid: '100152611100' }, admin)
  const block = tableOf(view, 'effective')
  t.equal(block.remote, false)
  t.equal(block.table.paging, null)
  t.equal(units(block.table.rows).length, 16)
  t.ok(leavesOf(block.table).every((c) => c.key === 'unit' || c.sortable), 'every figure column sortable')
})

t.test('分数段 and 名次段 of 242 schools: remote pages sorted upstream by 实考人数; the same columns on every page', async (t) => {
  for (const [route, id] of [['report-segment', 'segments'], ['report-byRankScale', 'rank-scale']] as const) {
    asked.length = 0
    const view = await get<ReportPageView>('/report/bff/report-page', { route })
    const block = tableOf(view, id)
    t.equal(block.remote, true, `${route}: paged through the BFF`)
    t.same(block.table.paging, { page: 1, pageSize: 10, total: schools.length })
    t.same(units(block.table.rows).map((r) => r.key), schools.slice(0, 10).map((o) => o.value))
    t.same(leavesOf(block.table).filter((c) => c.sortable).map((c) => c.key), ['total'], `${route}: only 实考人数 sorts`)
    const page = (params: Record<string, string>) => get<TableView>('/report/bff/report-table', { route, block: id, ...params })
    const last = await page({ page: '5', pageSize: '50' })
    t.same(leavesOf(last).map((c) => c.key), leavesOf(block.table).map((c) => c.key), `${route}: page 5 has page 1's columns`)
    const every = (await Promise.all([1, 2, 3, 4, 5].map((n) => page({ page: String(n), pageSize: '50' })))).flatMap((p) => units(p.rows))
    t.same(every.map((r) => r.key), schools.map((o) => o.value), `${route}: the pages hold every school once`)
    const sorted = await page({ sortKey: 'total', sortRule: 'desc', pageSize: '20' })
    t.same(sorted.sort, { key: 'total', rule: 'desc' })
    t.same(units(sorted.rows).map((r) => Number(r.cells.total)), every.map((r) => Number(r.cells.total)).sort((a, b) => b - a).slice(0, 20), `${route}: the 20 largest`)
  }
  const scale = await get<ReportPageView>('/report/bff/report-page', { route: 'report-byRankScale' })
  const chart = scale.blocks.find((b): b is Extract<ReportBlock, { kind: 'chart' }> => b.id === 'rank-scale-chart')!
  t.equal(chart.chart.labels.length, 40)
  t.match(chart.title, '（前 40 个）')
  t.match(chart.chart.explain, { page: 1, pageSize: 40 }, 'its cells open on the table’s first page of 40')
})

t.test('a school’s 16 classes: 分数段 and 名次段 stay local tables', async (t) => {
  const admin = await cookieOf('demo-school-admin')
  for (const [route, id] of [['report-segment', 'segments'], ['report-byRankScale', 'rank-scale']] as const) {
    const block = tableOf(await get<ReportPageView>('/report/bff/report-page', { route, examid: '100152611100' }, admin), id)
    t.same([block.remote, block.table.paging, units(block.table.rows).length], [false, null, 16], route)
    t.ok(leavesOf(block.table).filter((c) => c.key !== 'unit').every((c) => c.sortable), `${route}: every column sortable`)
  }
})
