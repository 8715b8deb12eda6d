// Common report pages (report-matrix, report-byRankScale, report-segment, report-contrast,
// standardEffective) against the reference upstream: each opens, shows the numbers the analytics engine
// gives over the score cube for its scope, drills to the right headcount, keeps the account's scope,
// pages and sorts the matrix on the upstream, and falls back on bad filters.
import t from 'tap'
import type { DrillAnswer } from '@report/contracts/bff/drill'
import type { ReportBlock, ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import type { TableRow, TableView } from '@report/contracts/bff/table'
import { standardEffective } from '@report/fixtures/analytics/effective-score'
import { bandLinesByRatio } from '@report/fixtures/analytics/grade-bands'
import { competitionRanks } from '@report/fixtures/analytics/ranking'
import { rates } from '@report/fixtures/analytics/rates'
import { segments } from '@report/fixtures/analytics/segments'
import { examById } from '@report/fixtures/dataset/exams'
import { examScores } from '@report/fixtures/scores/exam-scores'
import { formatNumber } from '../../../src/domain/tables/format-number.ts'
import { shellRig } from '../../integration/shell-rig.ts'
import { compareNatural } from '@report/contracts/bff/table-rules'

const MIDTERM = '100152611100'
const TRIAL_EXAM = '100722611110'
const CLASS_3 = '1000125203'
const CLASS_4 = '1000125204'

const rig = await shellRig(t)
async function get<T>(url: string, who: string): Promise<T> {
  const res = await rig.app.inject({ url, headers: { cookie: await rig.signIn(who) } })
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`)
  return (res.json() as { data: T }).data
}
const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
const page = (route: string, extra: Record<string, string> = {}, who = 'demo-school-admin') =>
  get<ReportPageView>(`/report/bff/report-page?${q({ route, examid: MIDTERM, org: '0', ...extra })}`, who)
const table = (route: string, block: string, extra: Record<string, string> = {}, who = 'demo-school-admin') =>
  get<TableView>(`/report/bff/report-table?${q({ route, block, examid: MIDTERM, org: '0', ...extra })}`, who)
const drill = (params: Record<string, string>, who = 'demo-school-admin') => get<DrillAnswer>(`/report/bff/report-drill?${q(params)}`, who)

function tableOf(view: ReportPageView, id: string): TableView {
  const block = view.blocks.find((b) => b.id === id)
  if (!block || block.kind !== 'table') throw new Error(`no table ${id} on ${view.route}`)
  return block.table
}
function chartOf(view: ReportPageView, id: string): Extract<ReportBlock, { kind: 'chart' }> {
  const block = view.blocks.find((b) => b.id === id)
  if (!block || block.kind !== 'chart') throw new Error(`no chart ${id} on ${view.route}`)
  return block
}
const rowOf = (rows: readonly TableRow[], key: string) => {
  const row = rows.find((r) => r.key === key)
  if (!row) throw new Error(`no row ${key}`)
  return row
}
const units = (rows: readonly TableRow[]) => rows.filter((r) => !r.pinned)

// The score cube straight from the score model, and the obvious computations over it.
const s = examScores(examById(MIDTERM)!)
const rowsOf = (keep: (i: number) => boolean) => s.students.map((_, i) => i).filter(keep)
const inClass = (classId: string) => (i: number) => s.classIds[s.classIndex[i]!] === classId
const everyone = rowsOf(() => true)
const class3 = rowsOf(inClass(CLASS_3))
const column = (pindex: number) => (pindex === 0 ? s.total : s.papers.find((p) => p.pindex === pindex)!.scores)
const fullOf = (pindex: number) => (pindex === 0 ? s.papers.reduce((sum, p) => sum + p.full, 0) : s.papers.find((p) => p.pindex === pindex)!.full)
const pick = (pindex: number, rows: readonly number[]) => Float64Array.from(rows, (i) => column(pindex)[i]!)
const present = (x: Float64Array) => Array.from(x).filter((v) => !Number.isNaN(v))
const mean = (x: Float64Array) => present(x).reduce((a, v) => a + v, 0) / present(x).length

t.test('report-segment: per class the students in each segment, cumulative on the tab, drills and the distribution chart', async (t) => {
  const view = await page('report-segment', { pindex: '2' })
  const segs = tableOf(view, 'segments')
  t.equal(segs.paging, null, 'a local table: every unit')
  t.equal(segs.collapsible, true)
  const allRow = segs.rows[0]!
  t.same([allRow.key, allRow.pinned], ['all', true], '全体 pinned at the top')
  t.same(units(segs.rows).map((r) => r.cells.unit), s.classIds.map((_, n) => `高二(${n + 1})班`), 'classes in natural order')
  const engine = segments(pick(2, class3), 150, 10)
  const row = rowOf(segs.rows, `class:${CLASS_3}`)
  t.equal(row.cells.total, present(pick(2, class3)).length)
  const leaves = segs.columns.find((c) => c.key === 'segments')!.children!
  t.ok(leaves.length > 0)
  for (const leaf of leaves) {
    const i = Number(leaf.key.slice(1))
    t.equal(row.cells[leaf.key], engine[i]!.count, `${leaf.title}`)
  }
  // The columns run from the best score's segment down to the worst one's.
  const whole = segments(pick(2, everyone), 150, 10)
  const used = whole.map((x, i) => (x.count > 0 ? i : -1)).filter((i) => i >= 0)
  const range = Array.from({ length: used[used.length - 1]! - used[0]! + 1 }, (_, n) => `s${used[0]! + n}`)
  t.same(leaves.map((l) => l.key), range)
  t.equal(leaves[0]!.title, used[0] === 0 ? '[140, 150]' : `[${whole[used[0]!]!.lower}, ${whole[used[0]!]!.upper})`)

  const key = leaves.find((l) => Number(row.cells[l.key]) > 0)!.key
  const params = row.drills![key]!
  t.match(params, { kind: 'segment', tgkey: `class:${CLASS_3}`, pindex: '2', step: '10', cumulative: '0' })
  const answer = await drill(params)
  t.equal(answer.summary.headcount, row.cells[key], 'the drill lists the cell’s students')

  const cumulative = await table('report-segment', 'segments', { pindex: '2', tab: 'cumulative' })
  const crow = rowOf(cumulative.rows, `class:${CLASS_3}`)
  for (const leaf of leaves) t.equal(crow.cells[leaf.key], engine[Number(leaf.key.slice(1))]!.cumulative)
  const cdrill = await drill(crow.drills![key]!)
  t.equal(cdrill.summary.headcount, crow.cells[key], 'cumulative drill')

  const chart = chartOf(view, 'segment-chart')
  t.equal(chart.chart.kind, 'bar')
  t.same(chart.chart.series[0]!.values, leaves.map((l) => whole[Number(l.key.slice(1))]!.count).reverse(), 'the view total’s distribution, low to high')
})

t.test('report-byRankScale: bands and cut-offs per class from the competition ranks, with drills and a chart', async (t) => {
  const view = await page('report-byRankScale', { pindex: '3' })
  const ranks = competitionRanks(column(3))
  const inBand = (rows: number[], lo: number, hi: number) => rows.filter((i) => ranks[i]! > lo && ranks[i]! <= hi).length
  const scale = tableOf(view, 'rank-scale')
  const row = rowOf(scale.rows, `class:${CLASS_3}`)
  const cuts = [50, 100, 200, 500, 1000]
  cuts.forEach((hi, b) => {
    const lo = b === 0 ? 0 : cuts[b - 1]!
    t.equal(row.cells[`band${b}.count`], inBand(class3, lo, hi), `band ${lo}–${hi}`)
    t.equal(row.cells[`cum${b}.count`], inBand(class3, 0, hi), `up to ${hi}`)
  })
  const ranked = class3.filter((i) => ranks[i]! > 0).length
  t.equal(row.cells.total, ranked)
  t.equal(row.cells['band0.share'], formatNumber(inBand(class3, 0, 50) / ranked, { kind: 'percent' }))
  const key = [...cuts.keys()].map((b) => `band${b}.count`).find((k) => Number(row.cells[k]) > 0)!
  t.match(row.drills![key], { kind: 'rank-scale', cutoffs: '50,100,200,500,1000', cumulative: '0', pindex: '3' })
  t.equal((await drill(row.drills![key]!)).summary.headcount, row.cells[key])
  t.equal((await drill(row.drills!['cum2.count']!)).summary.headcount, row.cells['cum2.count'], 'cumulative drill')
  const chart = chartOf(view, 'rank-scale-chart')
  t.equal(chart.chart.labels.length, 16)
  t.equal(chart.chart.series.length, 5)
  t.equal(chart.chart.series[0]!.values[2], row.cells['band0.count'])

  const bad = await page('report-byRankScale', { pindex: '77', unit: 'county' })
  t.equal(bad.filters.find((f) => f.key === 'pindex')!.value, '0', 'an unknown paper falls back to 总分')
  t.equal(tableOf(bad, 'rank-scale').columns[0]!.title, '班级', 'a level the view cannot compare falls back to classes')
})

t.test('report-contrast: means, differences from the total, 超均率 and rates per class and paper', async (t) => {
  const view = await page('report-contrast', { pindex: '2' })
  const contrast = tableOf(view, 'contrast')
  t.same(contrast.columns.slice(1).map((c) => c.title), ['总分', '语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'])
  const row = rowOf(contrast.rows, `class:${CLASS_3}`)
  t.equal(rowOf(contrast.rows, 'all').cells.unit, '全体（参照）')
  for (const pindex of [0, 2, 9]) {
    const unit = mean(pick(pindex, class3))
    const total = mean(pick(pindex, everyone))
    const ur = rates(pick(pindex, class3), fullOf(pindex))
    const tr = rates(pick(pindex, everyone), fullOf(pindex))
    t.same(
      [`p${pindex}.mean`, `p${pindex}.meanDiff`, `p${pindex}.overMean`, `p${pindex}.excellent`, `p${pindex}.excellentDiff`, `p${pindex}.pass`, `p${pindex}.passDiff`].map((k) => row.cells[k]),
      [
        formatNumber(unit),
        formatNumber(unit - total),
        formatNumber((unit - total) / total, { kind: 'percent' }),
        formatNumber(ur.excellent.share, { kind: 'percent' }),
        formatNumber(ur.excellent.share! - tr.excellent.share!, { kind: 'percent' }),
        formatNumber(ur.pass.share, { kind: 'percent' }),
        formatNumber(ur.pass.share! - tr.pass.share!, { kind: 'percent' }),
      ],
      `paper ${pindex}`,
    )
  }
  const passDrill = row.drills!['p2.pass']!
  t.match(passDrill, { kind: 'rate', rate: 'pass', pindex: '2' })
  t.equal((await drill(passDrill)).summary.headcount, rates(pick(2, class3), 150).pass.count)

  const radar = chartOf(view, 'contrast-radar')
  t.equal(radar.chart.kind, 'radar')
  // The chooser's limited mode: five units unless the user picks others.
  t.same(radar.chart.series.map((x) => x.name), ['全体', '高二(1)班', '高二(2)班', '高二(3)班', '高二(4)班', '高二(5)班'])
  t.equal(radar.chart.series[3]!.values[1], Number(formatNumber((mean(pick(2, class3)) / 150) * 100)), '数学 得分率 of class 3, in %')
  const bar = chartOf(view, 'contrast-diff')
  t.equal(bar.chart.labels.length, 16)
  t.equal(bar.chart.series[0]!.values[2], row.cells['p2.meanDiff'], '均分差 on the chosen paper')
  t.ok(view.notes.some((n) => n.term === '均分差') && view.notes.some((n) => n.term === '超均率'))
})

t.test('standardEffective: the line at 15 %, each paper’s 有效分, 上线 per class, drills', async (t) => {
  const view = await page('standardEffective')
  const line = bandLinesByRatio(s.total, [0.15])[0]!
  const engine = standardEffective(s.total, s.papers.map((p) => p.scores), line)
  const stats = view.blocks.find((b) => b.kind === 'stats')
  if (!stats || stats.kind !== 'stats') throw new Error('no stats')
  t.equal(stats.items[0]!.value, formatNumber(line))
  t.same(stats.items.slice(1).map((x) => x.label), ['语文有效分', '数学有效分', '英语有效分', '物理有效分', '化学有效分', '生物有效分', '政治有效分', '历史有效分', '地理有效分'])
  const math = s.papers.findIndex((p) => p.pindex === 2)
  t.equal(stats.items[2]!.value, formatNumber(engine.subjects[math]!.effectiveScore))
  const eff = tableOf(view, 'effective')
  const row = rowOf(eff.rows, `class:${CLASS_3}`)
  const online = class3.filter((i) => s.total[i]! >= line).length
  const single = class3.filter((i) => engine.subjects[math]!.single[i] === 1).length
  const double = class3.filter((i) => engine.subjects[math]!.double[i] === 1).length
  t.same(
    [row.cells.online, row.cells['p2.single'], row.cells['p2.double'], row.cells['p2.contribution']],
    [online, single, double, formatNumber(double / online, { kind: 'percent' })],
  )
  t.equal(rowOf(eff.rows, 'all').cells.online, engine.online)
  t.match(row.drills!['p2.double'], { kind: 'effective', effective: 'double', pindex: '2', line: String(line) })
  t.equal((await drill(row.drills!['p2.double']!)).summary.headcount, double)
  t.equal((await drill(row.drills!.online!)).summary.headcount, online)
})

t.test('report-matrix: items per student of the chosen paper, the view’s item means pinned, paged and sorted upstream', async (t) => {
  const view = await page('report-matrix')
  t.equal(view.versionTip, null)
  t.equal(view.filters.find((f) => f.key === 'pindex')!.value, '1', 'default the first paper')
  t.notOk(view.filters.find((f) => f.key === 'pindex')!.options.some((o) => o.value === '0'), 'no 总分')
  const group = view.filters.find((f) => f.key === 'group')!
  t.same(group.options.slice(0, 3).map((o) => o.label), ['全部', '高二(1)班', '高二(2)班'])
  t.equal(group.options.length, 17)

  const m = await table('report-matrix', 'matrix', { pindex: '2', group: `class:${CLASS_3}`, page: '2', pageSize: '5', sortKey: 'score', sortRule: 'asc' })
  t.same(m.paging, { page: 2, pageSize: 5, total: class3.length })
  t.same(m.sort, { key: 'score', rule: 'asc' })
  const paper = s.papers.find((p) => p.pindex === 2)!
  const k = paper.questions.length
  const [avg, rate, ...students] = m.rows
  t.same([avg!.key, avg!.pinned, rate!.key, rate!.pinned], ['average', true, 'score-rate', true])
  const sat = class3.filter((i) => !Number.isNaN(paper.scores[i]!))
  paper.questions.forEach((qu, j) => {
    const itemMean = sat.reduce((sum, i) => sum + paper.items[i * k + j]!, 0) / sat.length
    t.equal(avg!.cells[`q${qu.no}`], formatNumber(itemMean), `mean of item ${qu.no}`)
  })
  t.equal(avg!.cells.score, formatNumber(mean(pick(2, class3))), 'the item means add up to the paper mean')
  const ascending = present(pick(2, class3)).sort((a, b) => a - b)
  t.same(students.map((r) => r.cells.score), ascending.slice(5, 10), 'page 2 of the ascending scores')
  const first = students[0]!
  const i = s.rowOf.get(first.key)!
  paper.questions.forEach((qu, j) => {
    const cell = first.cells[`q${qu.no}`]
    const score = formatNumber(paper.items[i * k + j]!)
    if (qu.isObjective) t.match(String(cell), new RegExp(`^${score} \\((未答|[A-H]+)\\)$`), `objective item ${qu.no} with the option`)
    else t.equal(cell, score, `item ${qu.no}`)
  })

  const last = await table('report-matrix', 'matrix', { pindex: '2', group: `class:${CLASS_3}`, page: String(Math.ceil(class3.length / 20)), pageSize: '20', sortKey: 'score', sortRule: 'desc' })
  const absent = class3.filter((n) => Number.isNaN(paper.scores[n]!)).length
  t.ok(absent > 0, 'class 3 has a student who missed 数学')
  const absentRows = units(last.rows).filter((r) => r.cells.score === '未考')
  t.equal(absentRows.length, absent, '未考 rows listed last')
  t.same(units(last.rows).slice(-absent).map((r) => r.cells.score), Array(absent).fill('未考'))
  t.ok(Object.entries(absentRows[0]!.cells).filter(([key]) => /^q\d+$/.test(key) || key.endsWith('ank')).every(([, v]) => v === '未考'))

  const bad = await table('report-matrix', 'matrix', { pindex: '0', group: 'class:nope', sortKey: 'q3', sortRule: 'asc' })
  t.equal(bad.sort, null, 'an item column does not sort upstream')
  t.equal(bad.paging!.total, s.students.length, 'an unknown class falls back to everyone in view')
  t.ok(bad.columns.some((c) => c.title === '一、选择题'), 'the first paper (语文), grouped by section')
})

t.test('report-matrix over six schools: 学校 first (全部 the whole view), then the chosen school’s classes; a school alone lists its students', async (t) => {
  const joint = (extra: Record<string, string> = {}) => get<ReportPageView>(`/report/bff/report-page?${q({ route: 'report-matrix', examid: '280162611180', org: '0', ...extra })}`, 'demo-city')
  const whole = await joint()
  const school = whole.filters.find((f) => f.key === 'school')!
  t.same([school.label, school.value, school.options[0]], ['学校', 'all', { value: 'all', label: '全部' }])
  t.equal(school.options.length, 7, '全部 and the six schools')
  t.notOk(whole.filters.some((f) => f.key === 'group'), 'no class list before a school is chosen')
  const wholeTable = whole.blocks.find((b) => b.kind === 'table' && b.id === 'matrix') as TableBlock
  const one = await joint({ school: school.options[2]!.value })
  const group = one.filters.find((f) => f.key === 'group')!
  const classes = group.options.slice(1).map((o) => o.label)
  t.same(classes, [...classes].sort(compareNatural), 'the school’s classes in natural order, by name alone')
  const oneTable = one.blocks.find((b) => b.kind === 'table' && b.id === 'matrix') as TableBlock
  const schoolStudents = examScores(examById('280162611180')!).students.filter((st) => `school:${st.schoolId}` === school.options[2]!.value).length
  t.equal(oneTable.table.paging?.total, schoolStudents, 'the chosen school’s students')
  t.ok(wholeTable.table.paging!.total > schoolStudents, 'fewer than the whole view')
  const cls = await joint({ school: school.options[2]!.value, group: group.options[1]!.value })
  t.equal(cls.filters.find((f) => f.key === 'group')!.value, group.options[1]!.value)
})

t.test('scope: a class director and a teacher see only their classes', async (t) => {
  for (const [who, classes] of [['demo-head-teacher', [CLASS_3]], ['demo-teacher', [CLASS_3, CLASS_4]]] as const) {
    for (const [route, block] of [['report-segment', 'segments'], ['report-byRankScale', 'rank-scale'], ['report-contrast', 'contrast'], ['standardEffective', 'effective']] as const) {
      const view = await page(route, {}, who)
      const rows = tableOf(view, block).rows
      t.same(units(rows).map((r) => r.key), classes.map((c) => `class:${c}`), `${who} ${route}`)
      t.notOk(rowOf(rows, 'all').drills, `${who} ${route}: no drill on 全体 (it would list only the view)`)
    }
    const matrix = await page('report-matrix', {}, who)
    t.same(matrix.filters.find((f) => f.key === 'group')?.options.slice(1).map((o) => o.value) ?? [], classes.length > 1 ? classes.map((c) => `class:${c}`) : [`class:${CLASS_3}`])
    const rows = await table('report-matrix', 'matrix', { pageSize: '50' }, who)
    t.ok(units(rows.rows).every((r) => classes.some((c) => r.key.startsWith(c))), `${who}: matrix rows from the view only`)
  }
})

t.test('trial plans get the version tip on the matrix, not on the other pages', async (t) => {
  const trial = await get<ReportPageView>(`/report/bff/report-page?${q({ route: 'report-matrix', examid: TRIAL_EXAM, org: '0' })}`, 'demo-trial')
  t.type(trial.versionTip, 'string')
  t.ok(trial.versionTip!.length > 0)
  const segment = await get<ReportPageView>(`/report/bff/report-page?${q({ route: 'report-segment', examid: TRIAL_EXAM, org: '0' })}`, 'demo-trial')
  t.equal(segment.versionTip, null)
})

t.test('report-contrast: the group chooser picks the radar’s units (known keys, at most 5); none picked means the first five', async (t) => {
  const page = (groups?: string) => get<ReportPageView>(`/report/bff/report-page?${q({ route: 'report-contrast', examid: MIDTERM, org: '0', unit: 'class', ...(groups ? { groups } : {}) })}`, 'demo-school-admin')
  const radarNames = (view: ReportPageView) => {
    const radar = view.blocks.find((b): b is Extract<ReportBlock, { kind: 'chart' }> => b.kind === 'chart' && b.chart.kind === 'radar')!
    return radar.chart.series.map((s) => s.name)
  }
  const picked = await page(`class:${CLASS_4},class:nope,class:${CLASS_3}`)
  const filter = picked.filters.find((f) => f.key === 'groups')!
  t.same(filter.multiple, { max: 5, noun: '班级' })
  t.equal(filter.value, `class:${CLASS_4},class:${CLASS_3}`, 'unknown keys dropped, order kept')
  t.same(radarNames(picked).slice(1), ['高二(4)班', '高二(3)班'], 'the reference total, then the chosen classes')
  const many = await page(Array.from({ length: 9 }, (_, i) => `class:10001252${String(i + 1).padStart(2, '0')}`).join(','))
  t.equal(radarNames(many).length, 1 + 5, 'never more than five')
  const none = await page()
  t.equal(none.filters.find((f) => f.key === 'groups')!.value.split(',').length, 5)
})
