// The exam home (dashboard) and common report pages (common, general-overview, stage-online, combine-page) through the BFF
// against the reference upstream. Expected numbers are recomputed from the score cube with the analytics
// engine (fixtures/src/analytics), not read back from the report calls the pages make.
import t from 'tap'
import type { DrillResponse } from '@report/contracts/bff/drill'
import type { ReportBlock, ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import type { TableRow, TableView } from '@report/contracts/bff/table'
import { describe } from '@report/fixtures/analytics/descriptive'
import { discrimination } from '@report/fixtures/analytics/discrimination'
import { rates } from '@report/fixtures/analytics/rates'
import { examById } from '@report/fixtures/dataset/exams'
import { examScores } from '@report/fixtures/scores/exam-scores'
import { formatNumber } from '../../../src/domain/tables/format-number.ts'
import { shellRig } from '../../integration/shell-rig.ts'

const EXAM = { examid: '100152611100', org: '0' }
const CLASS_3 = '1000125203'
const CLASS_4 = '1000125204'

const s = examScores(examById(EXAM.examid)!)
const rowsWhere = (keep: (i: number) => boolean) => s.students.map((_, i) => i).filter(keep)
const inClasses = (...ids: string[]) => rowsWhere((i) => ids.includes(s.classIds[s.classIndex[i]!]!))
const everyone = rowsWhere(() => true)
const column = (pindex: number) => (pindex === 0 ? s.total : s.papers.find((p) => p.pindex === pindex)!.scores)
const fullOf = (pindex: number) => (pindex === 0 ? s.papers.reduce((sum, p) => sum + p.full, 0) : s.papers.find((p) => p.pindex === pindex)!.full)
const pick = (pindex: number, rows: readonly number[]) => Float64Array.from(rows, (i) => column(pindex)[i]!)
const engine = (pindex: number, rows: readonly number[]) => {
  const x = pick(pindex, rows)
  return { d: describe(x, fullOf(pindex)), r: rates(x, fullOf(pindex)), disc: discrimination(x, fullOf(pindex)), absent: rows.length - describe(x, fullOf(pindex)).count }
}

const rig = await shellRig(t)
const query = (params: Record<string, string>) => new URLSearchParams({ ...EXAM, ...params }).toString()
async function get<T>(url: string, who: string): Promise<T> {
  const res = await rig.app.inject({ url, headers: { cookie: await rig.signIn(who) } })
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`)
  return res.json() as T
}
const page = async (route: string, extra: Record<string, string> = {}, who = 'demo-school-admin') =>
  (await get<{ data: ReportPageView }>(`/report/bff/report-page?${query({ route, ...extra })}`, who)).data
const table = async (route: string, block: string, extra: Record<string, string> = {}, who = 'demo-school-admin') =>
  (await get<{ data: TableView }>(`/report/bff/report-table?${query({ route, block, ...extra })}`, who)).data
const drill = (params: Record<string, string>, who = 'demo-school-admin') => get<DrillResponse>(`/report/bff/report-drill?${new URLSearchParams(params).toString()}`, who)

function block<K extends ReportBlock['kind']>(view: ReportPageView, id: string, kind: K): Extract<ReportBlock, { kind: K }> {
  const found = view.blocks.find((b) => b.id === id)
  if (!found || found.kind !== kind) throw new Error(`no ${kind} ${id} on ${view.route}: ${view.blocks.map((b) => b.id).join(',')}`)
  return found as Extract<ReportBlock, { kind: K }>
}
const rowOf = (tbl: TableView | TableBlock, key: string): TableRow => {
  const rows = 'table' in tbl ? tbl.table.rows : tbl.rows
  const row = rows.find((r) => r.key === key)
  if (!row) throw new Error(`no row ${key}`)
  return row
}
const statValue = (view: ReportPageView, id: string, label: string) => block(view, id, 'stats').items.find((i) => i.label === label)?.value

t.test('dashboard: the school sees the whole exam; headline, papers and units equal the engine', async (t) => {
  const view = await page('dashboard')
  t.equal(view.title, '考试概览')
  const all = engine(0, everyone)
  t.equal(statValue(view, 'headline', '参考人数'), all.d.count)
  t.equal(statValue(view, 'headline', '未考人数'), all.absent)
  t.equal(statValue(view, 'headline', '平均分'), formatNumber(all.d.mean))
  t.equal(statValue(view, 'headline', '最高分'), formatNumber(all.d.max))
  t.equal(statValue(view, 'headline', '最低分'), formatNumber(all.d.min))
  t.equal(statValue(view, 'headline', '优秀率'), formatNumber(all.r.excellent.share, { kind: 'percent' }))
  t.equal(statValue(view, 'headline', '及格率'), formatNumber(all.r.pass.share, { kind: 'percent' }))

  const papers = block(view, 'papers', 'table')
  t.same(papers.table.rows.map((r) => r.cells.subject), ['总分', '语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'], 'subject order')
  for (const pindex of [0, 2, 4]) {
    const e = engine(pindex, everyone)
    t.same(rowOf(papers, String(pindex)).cells, {
      subject: rowOf(papers, String(pindex)).cells.subject,
      manfen: fullOf(pindex),
      total: e.d.count,
      absent: e.absent,
      mean: formatNumber(e.d.mean),
      max: formatNumber(e.d.max),
      min: formatNumber(e.d.min),
      difficulty: formatNumber(e.d.difficulty, { kind: 'fixed' }),
      excellentRate: formatNumber(e.r.excellent.share, { kind: 'percent' }),
      passRate: formatNumber(e.r.pass.share, { kind: 'percent' }),
    }, `paper ${pindex}`)
  }

  const units = block(view, 'units', 'table')
  t.equal(units.table.rows[0]!.key, 'all')
  t.ok(units.table.rows[0]!.pinned, '全体 pinned on top')
  // Paged by the BFF (issue 37): the first page of classes under 全体; dashboard-units.test.ts reads the rest.
  t.equal(units.table.rows.length, 1 + 10)
  t.equal(units.table.paging?.total, s.classIds.length, 'the pager counts every class')
  const names = units.table.rows.slice(1).map((r) => String(r.cells.name))
  t.same(names.map((n) => Number(/\((\d+)\)/.exec(n)?.[1])), Array.from({ length: names.length }, (_, i) => i + 1), 'classes in natural order')
  const c3 = engine(0, inClasses(CLASS_3))
  const row3 = rowOf(units, `class:${CLASS_3}`)
  t.equal(row3.cells.mean, formatNumber(c3.d.mean))
  t.equal(row3.cells.passRate, formatNumber(c3.r.pass.share, { kind: 'percent' }))
  t.match(row3.links?.name?.href, /^\/report\/exam\/class\?.*group=class%3A1000125203/, 'a class opens its class report')

  const means = block(view, 'unit-means', 'chart').chart
  t.equal(means.labels.length, s.classIds.length)
  t.equal(means.series[0]!.values[means.labels.indexOf(String(row3.cells.name))], formatNumber(c3.d.mean))
  const paperRates = block(view, 'paper-rates', 'chart').chart
  t.equal(paperRates.labels[1], '数学')
  t.equal(paperRates.series[0]!.values[1], Math.round(engine(2, everyone).d.difficulty! * 100 * 100) / 100)
  const links = block(view, 'reports', 'links').links
  t.ok(links.some((l) => l.href.startsWith('/report/exam/common/ranking?examid=100152611100')))
  t.ok(links.every((l) => l.description.length > 0))
  t.ok(view.notes.some((n) => n.term === '难度'))
})

t.test('dashboard: a class director sees their class; a teacher their two classes combined', async (t) => {
  const head = await page('dashboard', {}, 'demo-head-teacher')
  const c3 = engine(0, inClasses(CLASS_3))
  t.equal(statValue(head, 'headline', '参考人数'), c3.d.count)
  t.equal(statValue(head, 'headline', '平均分'), formatNumber(c3.d.mean))
  t.equal(block(head, 'headline', 'stats').items.find((i) => i.label === '平均分')?.hint, `全体 ${formatNumber(engine(0, everyone).d.mean)}`)
  const units = block(head, 'units', 'table').table.rows
  t.same(units.map((r) => r.key), ['all', `class:${CLASS_3}`], 'only their class under 全体')

  const teacher = await page('dashboard', {}, 'demo-teacher')
  const both = inClasses(CLASS_3, CLASS_4)
  const e = engine(0, both)
  t.equal(statValue(teacher, 'headline', '参考人数'), e.d.count)
  t.equal(statValue(teacher, 'headline', '平均分'), formatNumber(e.d.mean), 'mean over both classes')
  t.equal(statValue(teacher, 'headline', '最低分'), formatNumber(e.d.min))
  t.equal(statValue(teacher, 'headline', '优秀率'), formatNumber(e.r.excellent.share, { kind: 'percent' }))
  const math = engine(2, both)
  const mathRow = rowOf(block(teacher, 'papers', 'table'), '2')
  t.equal(mathRow.cells.total, math.d.count)
  t.equal(mathRow.cells.absent, math.absent)
  t.equal(mathRow.cells.difficulty, formatNumber(math.d.difficulty, { kind: 'fixed' }))
  t.equal(mathRow.cells.passRate, formatNumber(math.r.pass.share, { kind: 'percent' }))
  t.same(block(teacher, 'units', 'table').table.rows.map((r) => r.key), ['all', `class:${CLASS_3}`, `class:${CLASS_4}`])
})

t.test('common: the nine common reports with what each answers, and the exam in figures', async (t) => {
  const view = await page('common')
  const links = block(view, 'reports', 'links').links
  t.same(links.map((l) => l.label), ['综合报表', '分段上线', '总体概况', '排名统计', '小分矩阵', '名次段分析', '分数段分析', '试题分析', '对比分析'])
  t.ok(links.every((l) => l.href.includes('examid=100152611100') && l.description !== ''))
  t.equal(statValue(view, 'exam', '参考人数'), engine(0, everyone).d.count)
  t.equal(statValue(view, 'exam', '考试科目'), s.papers.length)
  t.equal(statValue(view, 'exam', '班级数'), s.classIds.length)
  const head = await page('common', {}, 'demo-head-teacher')
  t.equal(statValue(head, 'exam', '参考人数'), engine(0, inClasses(CLASS_3)).d.count)
})

t.test('general-overview: statistics per class on the chosen paper, sorted and paged upstream, drills', async (t) => {
  const view = await page('general-overview', { pindex: '2' })
  t.same(view.filters.map((f) => [f.key, f.value]), [['pindex', '2']], 'one school: no unit choice to make')
  const tbl = block(view, 'overview', 'table')
  t.ok(tbl.remote)
  t.equal(tbl.table.paging?.total, s.classIds.length)
  t.equal(tbl.table.rows[0]!.key, 'all')
  t.ok(tbl.table.rows[0]!.pinned)
  t.equal(tbl.table.rows.length, 1 + 10, 'totals, then the first 10 classes')
  const e = engine(2, inClasses(CLASS_3))
  const row = rowOf(tbl, `class:${CLASS_3}`)
  t.equal(row.cells.total, e.d.count)
  t.equal(row.cells.absent, e.absent)
  t.equal(row.cells.mean, formatNumber(e.d.mean))
  t.equal(row.cells.median, formatNumber(e.d.median))
  t.equal(row.cells.standardDeviation, formatNumber(e.d.standardDeviation))
  t.equal(row.cells.difficulty, formatNumber(e.d.difficulty, { kind: 'fixed' }))
  t.equal(row.cells.discrimination, formatNumber(e.disc, { kind: 'fixed' }))
  t.equal(row.cells.cv, formatNumber(e.d.coefficientOfVariation, { kind: 'fixed' }))
  t.equal(row.cells.skewness, formatNumber(e.d.skewness, { kind: 'fixed' }))
  t.equal(row.cells.zeroCount, e.d.zeroCount)
  t.equal(rowOf(tbl, 'all').cells.mean_rank, '--', 'the total is not ranked')
  const classMeans = s.classIds.map((id) => engine(2, inClasses(id)).d.mean!)
  t.equal(row.cells.mean_rank, 1 + classMeans.filter((m) => m > classMeans[s.classIds.indexOf(CLASS_3)]!).length)

  const chart = block(view, 'unit-means', 'chart').chart
  t.equal(chart.labels.length, s.classIds.length)

  // Page 2 of 5, by mean descending: the 6th to 10th classes by the engine's means.
  const sorted = await table('general-overview', 'overview', { pindex: '2', page: '2', pageSize: '5', sortKey: 'mean', sortRule: 'desc' })
  const expected = s.classIds.map((id, k) => ({ id, m: classMeans[k]! })).sort((a, b) => b.m - a.m).slice(5, 10).map((x) => `class:${x.id}`)
  t.same(sorted.rows.filter((r) => !r.pinned).map((r) => r.key), expected)
  t.same(sorted.paging, { page: 2, pageSize: 5, total: s.classIds.length })
  t.same(sorted.sort, { key: 'mean', rule: 'desc' })
  const unknownSort = await table('general-overview', 'overview', { pindex: '2', sortKey: 'nonsense', sortRule: 'asc' })
  t.equal(unknownSort.sort, null, 'an unknown sort key sorts by nothing')
  t.equal(unknownSort.rows[1]!.key, `class:${s.classIds[0]}`, 'roster order')

  // Drills list the students the cell counts.
  const everyoneDrill = await drill(row.drills!.total!)
  t.equal(everyoneDrill.code, 0)
  t.equal(everyoneDrill.data!.paging.total, e.d.count + e.absent, 'everyone of the class, 未考 listed as such')
  t.equal(everyoneDrill.data!.summary.absent, e.absent)
  t.equal(everyoneDrill.data!.summary.mean, formatNumber(e.d.mean))
  t.equal(everyoneDrill.data!.caption, '高二(3)班 · 数学 · 实考人数')
  if (e.absent > 0) {
    const absent = await drill(row.drills!.absent!)
    t.equal(absent.data!.paging.total, e.absent)
  }
  const zeros = rowOf(tbl, 'all').drills?.zeroCount
  const zeroCount = engine(2, everyone).d.zeroCount
  if (zeroCount > 0) t.equal((await drill(zeros!)).data!.paging.total, zeroCount)
  else t.notOk(zeros, 'no drill on a zero count')
})

t.test('general-overview: bad filters fall back; a class director sees only their class and cannot drill 全体', async (t) => {
  const view = await page('general-overview', { pindex: '42', unit: 'county' })
  t.same(view.filters.map((f) => [f.key, f.value]), [['pindex', '0']])
  const tbl = block(view, 'overview', 'table')
  t.equal(tbl.table.columns[0]!.title, '班级')
  t.equal(rowOf(tbl, 'all').cells.mean, formatNumber(engine(0, everyone).d.mean), '总分')

  const head = block(await page('general-overview', {}, 'demo-head-teacher'), 'overview', 'table')
  t.same(head.table.rows.map((r) => r.key), ['all', `class:${CLASS_3}`])
  t.notOk(rowOf(head, 'all').drills, '全体 holds students they may not list')
  t.ok(rowOf(head, `class:${CLASS_3}`).drills?.total)
})

t.test('stage-online: band counts per class equal the engine at the upstream lines; drills and borderline students', async (t) => {
  const view = await page('stage-online', { pindex: '0' })
  const lines = block(view, 'lines', 'stats').items.map((i) => Number(String(i.value).replace('分', '')))
  t.equal(lines.length, 3, 'three default bands')
  t.ok(lines[0]! > lines[1]! && lines[1]! > lines[2]!)
  const total = pick(0, everyone).filter((x) => !Number.isNaN(x))
  const topShare = total.filter((x) => x >= lines[0]!).length / total.length
  t.ok(topShare >= 0.15 && topShare < 0.2, `the first line keeps the top 15 % (${topShare})`)

  const bands = block(view, 'bands', 'table')
  const x3 = pick(0, inClasses(CLASS_3)).filter((x) => !Number.isNaN(x))
  const inBand = (b: number) => x3.filter((x) => x >= lines[b]! && (b === 0 || x < lines[b - 1]!)).length
  const row = rowOf(bands, `class:${CLASS_3}`)
  t.equal(row.cells.total, x3.length)
  t.equal(row.cells['b1.count'], inBand(0))
  t.equal(row.cells['b2.count'], inBand(1))
  t.equal(row.cells['b3.cum'], inBand(0) + inBand(1) + inBand(2))
  t.equal(row.cells['b2.cumShare'], formatNumber((inBand(0) + inBand(1)) / x3.length, { kind: 'percent' }))
  const cum = await drill(row.drills!['b3.cum']!)
  t.equal(cum.code, 0)
  t.equal(cum.data!.paging.total, inBand(0) + inBand(1) + inBand(2))
  t.equal((await drill(row.drills!['b2.count']!)).data!.paging.total, inBand(1))

  const chart = block(view, 'band-counts', 'chart').chart
  t.equal(chart.series.length, 3)
  t.ok(chart.series.every((x) => x.stack === 'bands'))

  const buffers = block(view, 'buffers', 'table')
  const brow = rowOf(buffers, `class:${CLASS_3}`)
  const below = x3.filter((x) => x >= lines[0]! - 10 && x < lines[0]!).length
  const above = x3.filter((x) => x >= lines[0]! && x < lines[0]! + 10).length
  t.equal(brow.cells['b1.below'], below)
  t.equal(brow.cells['b1.above'], above)
  t.equal(brow.cells['b1.both'], below + above)
  if (below > 0) t.equal((await drill(brow.drills!['b1.below']!)).data!.paging.total, below)

  const sorted = await table('stage-online', 'bands', { page: '1', pageSize: '5', sortKey: 'b1.share', sortRule: 'desc' })
  const shares = sorted.rows.filter((r) => !r.pinned).map((r) => parseFloat(String(r.cells['b1.share'])))
  t.same(shares, [...shares].sort((a, b) => b - a), 'sorted upstream by the first band')
  t.equal(sorted.rows.filter((r) => !r.pinned).length, 5)
  const beyond = await table('stage-online', 'bands', { sortKey: 'b8.cumShare', sortRule: 'desc' })
  t.equal(beyond.sort, null, 'a band this exam lacks: roster order')

  const teacher = block(await page('stage-online', {}, 'demo-teacher'), 'bands', 'table')
  t.same(teacher.table.rows.map((r) => r.key), ['all', `class:${CLASS_3}`, `class:${CLASS_4}`])
  t.notOk(rowOf(teacher, 'all').drills)
})

t.test('combine-page: every paper per class, overview and rates on the same page of units', async (t) => {
  const view = await page('combine-page')
  const tbl = block(view, 'combine', 'table')
  t.equal(tbl.stickyOffset, 135)
  t.same(tbl.table.columns.slice(1).map((c) => c.title), ['总分', '语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'])
  const e = engine(2, inClasses(CLASS_3))
  const row = rowOf(tbl, `class:${CLASS_3}`)
  t.equal(row.cells['p2.mean'], formatNumber(e.d.mean))
  t.equal(row.cells['p2.excellent'], formatNumber(e.r.excellent.share, { kind: 'percent' }))
  t.equal(row.cells['p2.pass'], formatNumber(e.r.pass.share, { kind: 'percent' }))
  const passDrill = await drill(row.drills!['p2.pass']!)
  t.equal(passDrill.code, 0)
  t.equal(passDrill.data!.paging.total, e.r.pass.count)

  const second = await table('combine-page', 'combine', { page: '2', pageSize: '5' })
  t.same(second.rows.map((r) => r.key), ['all', ...s.classIds.slice(5, 10).map((id) => `class:${id}`)], 'roster order, page 2')
  for (const r of second.rows.slice(1)) {
    const x = engine(4, inClasses(r.key.slice('class:'.length)))
    t.equal(r.cells['p4.mean'], formatNumber(x.d.mean), `${r.key} 物理 mean`)
    t.equal(r.cells['p4.excellent'], formatNumber(x.r.excellent.share, { kind: 'percent' }), `${r.key} 物理 优秀率 from the same unit`)
  }
  const head = block(await page('combine-page', { unit: 'school' }, 'demo-head-teacher'), 'combine', 'table')
  t.same(head.table.rows.map((r) => r.key), ['all', `class:${CLASS_3}`], 'a bad unit falls back to classes; only their class')
})

t.test('combine-page: sorted by a mean or a rate upstream, each row keeps its own unit\'s figures', async (t) => {
  const roster = await table('combine-page', 'combine', { pageSize: '50' })
  const byKey = new Map(roster.rows.map((r) => [r.key, r.cells]))
  t.ok(roster.columns.every((c) => !('children' in c) || c.children!.every((leaf) => 'sortable' in leaf && leaf.sortable === true)), 'every figure column sorts')
  for (const [sortKey, rule] of [['p2.mean', 'desc'], ['p0.rank', 'asc'], ['p4.excellent', 'desc'], ['p1.pass', 'asc']] as const) {
    const first = await table('combine-page', 'combine', { sortKey, sortRule: rule, pageSize: '5' })
    const second = await table('combine-page', 'combine', { sortKey, sortRule: rule, pageSize: '5', page: '2' })
    t.same(first.sort, { key: sortKey, rule }, `${sortKey} applied`)
    t.equal(first.paging?.total, roster.paging?.total, 'the same units')
    const units = [...first.rows, ...second.rows].filter((r) => !r.pinned)
    t.equal(units.length, 10)
    t.equal(new Set(units.map((r) => r.key)).size, 10, 'no unit on both pages')
    const values = units.map((r) => parseFloat(String(r.cells[sortKey])))
    t.same(values, [...values].sort((a, b) => (rule === 'asc' ? a - b : b - a)), `${sortKey} ${rule} across two pages`)
    for (const r of units) t.same(r.cells, byKey.get(r.key), `${r.key}: the same figures as in roster order`)
  }
  const unknown = await table('combine-page', 'combine', { sortKey: 'p9.median', sortRule: 'desc' })
  t.equal(unknown.sort, null, 'an unknown column: roster order')
})

t.test('a school of a joint exam: 全校 is the view and drills; 全体 and 联考总体 do not', async (t) => {
  const view = await page('stage-online', { examid: '280162611180' })
  const bands = block(view, 'bands', 'table')
  // 全体 counts the same students as 联考总体 here: it shows once, as 联考总体 (issue 15 item 7).
  t.notOk(bands.table.rows.some((r) => r.key === 'all'), '全体 equal to 联考总体 is left out')
  t.notOk(rowOf(bands, 'lkall').drills)
  const school = rowOf(bands, 'sall')
  t.ok(school.pinned)
  const answer = await drill(school.drills!['b2.cum']!)
  t.equal(answer.code, 0)
  t.equal(answer.data!.paging.total, school.cells['b2.cum'])
  const home = await page('dashboard', { examid: '280162611180' })
  const sall = rowOf(block(home, 'units', 'table'), 'sall')
  t.equal(statValue(home, 'headline', '参考人数'), sall.cells.total, 'the headline is the school')
  t.equal(block(home, 'headline', 'stats').items[0]!.hint, undefined)
})
