// Issue 37: the dashboard's 各单位总分 is paged and sorted by the BFF. The view ships one page of units
// (and the totals pinned above it), GET report-table serves the others and the sorts, a unit's figure
// explains itself whatever page it was clicked on, and the download and the printed page still carry
// every unit. A school of the reference exam (16 classes) against the analytics engine, as
// overview-pages.test.ts does.
import t from 'tap'
import ExcelJS from 'exceljs'
import type { FigureExplanation } from '@report/contracts/bff/metric-definition'
import type { ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import { TABLE_DEFAULT_PAGE_SIZE } from '@report/contracts/bff/table-rules'
import { describe } from '@report/fixtures/analytics/descriptive'
import { examById } from '@report/fixtures/dataset/exams'
import { examScores } from '@report/fixtures/scores/exam-scores'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { formatNumber } from '../../../src/domain/tables/format-number.ts'
import { cookieHeaderFrom } from '../../helpers/build.ts'
import { shellRig } from '../../integration/shell-rig.ts'

const EXAM = { examid: '100152611100', org: '0' }
const s = examScores(examById(EXAM.examid)!)
const full = s.papers.reduce((sum, p) => sum + p.full, 0)
/** 平均分 of 总分 of a class, by the engine. */
const classMean = (key: string): number | null => {
  const id = key.replace(/^class:/, '')
  const rows = s.students.map((_, i) => i).filter((i) => s.classIds[s.classIndex[i]!] === id)
  return describe(Float64Array.from(rows, (i) => s.total[i]!), full).mean
}

const rig = await shellRig(t)
const cookie = await rig.signIn('demo-school-admin')
async function get<T>(path: string, params: Record<string, string>, as = cookie): Promise<{ status: number; data: T; raw: Buffer }> {
  const res = await rig.app.inject({ url: `/report/bff/${path}?${new URLSearchParams({ ...EXAM, ...params }).toString()}`, headers: { cookie: as } })
  return { status: res.statusCode, data: res.statusCode === 200 && path !== 'table-export' ? res.json().data : undefined, raw: res.rawPayload }
}
const unitsOf = (view: ReportPageView): TableBlock => {
  const block = view.blocks.find((b) => b.id === 'units')
  if (block?.kind !== 'table') throw new Error('no units table')
  return block
}
const unitsPage = async (params: Record<string, string>) => (await get<TableView>('report-table', { route: 'dashboard', block: 'units', ...params })).data
const keys = (table: TableView) => table.rows.filter((r) => !r.pinned).map((r) => r.key)

const view = (await get<ReportPageView>('report-page', { route: 'dashboard' })).data
const first = unitsOf(view)
const second = await unitsPage({ page: '2' })
const roster = [...keys(first.table), ...keys(second)]
const byMeanDesc = [...roster].sort((a, b) => (classMean(b) ?? -Infinity) - (classMean(a) ?? -Infinity))

t.test('the view ships one page of units and the totals; the other pages come from report-table', async (t) => {
  t.equal(s.classIds.length, 16, 'more classes than a page')
  t.equal(first.remote, true)
  t.same(first.table.paging, { page: 1, pageSize: TABLE_DEFAULT_PAGE_SIZE, total: s.classIds.length })
  t.same(first.table.rows.filter((r) => r.pinned).map((r) => r.key), ['all'], '全体 pinned above the page')
  t.equal(keys(first.table).length, TABLE_DEFAULT_PAGE_SIZE, 'one page of units, not all 16')
  t.notOk(first.table.collapsible, 'a paged table has its pager, not 展开')
  t.same(second.paging, { page: 2, pageSize: TABLE_DEFAULT_PAGE_SIZE, total: s.classIds.length })
  t.same(second.rows.filter((r) => r.pinned).map((r) => r.key), ['all'], 'the totals come with every page')
  t.equal(keys(second).length, s.classIds.length - TABLE_DEFAULT_PAGE_SIZE, 'page 2: the rest')
  t.equal(new Set(roster).size, s.classIds.length, 'every class once across the two pages')
  const numbers = [...first.table.rows, ...second.rows].filter((r) => !r.pinned).map((r) => Number(/\((\d+)\)/.exec(String(r.cells.name))?.[1]))
  t.same(numbers, Array.from({ length: s.classIds.length }, (_, i) => i + 1), 'classes in natural order across the pages')
  const last = second.rows.find((r) => r.key === roster.at(-1))!
  t.equal(last.cells.mean, formatNumber(classMean(last.key)), 'a unit of page 2 shows its own 平均分')
  t.match(last.links?.name?.href, /^\/report\/exam\/class\?/, 'and opens its class report')
})

t.test('sorted by 平均分 desc: the engine’s order, page by page', async (t) => {
  const one = await unitsPage({ sortKey: 'mean', sortRule: 'desc' })
  const two = await unitsPage({ sortKey: 'mean', sortRule: 'desc', page: '2' })
  t.same(one.sort, { key: 'mean', rule: 'desc' })
  t.same(one.rows[0]!.key, 'all', '全体 still on top')
  t.same(keys(one), byMeanDesc.slice(0, TABLE_DEFAULT_PAGE_SIZE))
  t.same(keys(two), byMeanDesc.slice(TABLE_DEFAULT_PAGE_SIZE))
  for (const row of two.rows.filter((r) => !r.pinned)) t.equal(row.cells.mean, formatNumber(classMean(row.key)), `${row.key}: its own figures`)
  const asc = await unitsPage({ sortKey: 'mean', sortRule: 'asc', pageSize: '20' })
  t.same(keys(asc), [...byMeanDesc].reverse(), 'asc is the reverse (no two classes share a mean)')
  const unknown = await unitsPage({ sortKey: 'name', sortRule: 'desc' })
  t.equal(unknown.sort, null, 'an unknown column sorts by nothing')
  t.same(keys(unknown), keys(first.table), 'roster order')
})

t.test('a unit of page 2 explains its figure, as sorted and as listed; so does the unit-means chart', async (t) => {
  const sorted = await unitsPage({ sortKey: 'mean', sortRule: 'desc', page: '2' })
  const row = sorted.rows.find((r) => !r.pinned)!
  const e = await get<FigureExplanation>('report-explain', { route: 'dashboard', cell: `units|${row.key}|mean`, page: '2', pageSize: String(TABLE_DEFAULT_PAGE_SIZE), sortKey: 'mean', sortRule: 'desc' })
  t.equal(e.status, 200)
  t.equal(e.data.shown, row.cells.mean, 'the explanation shows what the cell shows')
  t.equal(e.data.computation?.kind, 'mean')
  const rate = await get<FigureExplanation>('report-explain', { route: 'dashboard', cell: `units|${roster.at(-1)}|passRate`, page: '2', pageSize: String(TABLE_DEFAULT_PAGE_SIZE) })
  t.equal(rate.data.shown, second.rows.find((r) => r.key === roster.at(-1))!.cells.passRate, 'page 2 in roster order')
  t.ok(rate.data.drill, 'and leads on to its students')

  const chart = view.blocks.find((b) => b.id === 'unit-means')
  if (chart?.kind !== 'chart') throw new Error('no unit-means chart')
  const cells = chart.chart.explain!.cells[0]!
  t.equal(cells.length, s.classIds.length, 'the chart draws every class')
  const onPage2 = cells.findIndex((cell) => keys(second).includes(cell!.split('|')[1]!))
  t.ok(onPage2 >= 0, 'one of them is on page 2 of the table')
  const fromChart = await get<FigureExplanation>('report-explain', { route: 'dashboard', cell: cells[onPage2]! })
  t.equal(fromChart.status, 200)
  t.equal(fromChart.data.shown, formatNumber(chart.chart.series[0]!.values[onPage2] as number), 'the value the chart draws')
  t.equal((await get('report-explain', { route: 'dashboard', cell: 'units|class:nowhere|mean' })).status, 404, 'no such unit')
})

t.test('下载表格 carries every unit, in the order on screen', async (t) => {
  const ref = first.export!
  t.ok(ref, 'the table downloads')
  const res = await get('table-export', { source: ref.source, ...ref.params, sortKey: 'mean', sortRule: 'desc' })
  t.equal(res.status, 200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(res.raw as unknown as ArrayBuffer)
  const names: string[] = []
  book.worksheets[0]!.eachRow((row) => names.push(String(row.getCell(1).value)))
  const nameOf = new Map([...first.table.rows, ...second.rows].map((r) => [r.key, String(r.cells.name)]))
  t.same(names.slice(1), ['全体', ...byMeanDesc.map((key) => nameOf.get(key))], 'the header, 全体 once, then all 16 classes by 平均分 desc')
})

t.test('the printed page (PDF export session) lists every unit', async (t) => {
  const url = `/report/exam/dashboard?${new URLSearchParams({ ...EXAM, export: 'pdf' }).toString()}`
  const exchange = await rig.app.inject({ url: `${url}&fxPdfToken=${pdfTokenFor('school-admin', { exam: EXAM.examid })}` })
  t.equal(exchange.statusCode, 302)
  const printed = await get<ReportPageView>('report-page', { route: 'dashboard' }, cookieHeaderFrom(exchange.headers['set-cookie']))
  t.equal(printed.status, 200)
  const units = unitsOf(printed.data).table
  t.same(keys(units), roster, 'every class on the one printed page, in roster order')
  t.equal(units.paging?.total, s.classIds.length)
})
