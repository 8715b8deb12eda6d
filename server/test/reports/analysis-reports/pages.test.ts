// The analysis report pages (total-report, school-report, class-report, xgk-report) against the reference
// upstream; expected figures are computed here from the fixtures' score cube, not read from the BFF's calls.
import t from 'tap'
import type { DrillResponse } from '@report/contracts/bff/drill'
import type { ReportBlock, ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import { examScoresById } from '@report/fixtures/scores/exam-scores'
import { roundHalfUp } from '../../../src/domain/tables/format-number.ts'
import { shellRig, type ShellRig } from '../../integration/shell-rig.ts'

type ChartBlock = Extract<ReportBlock, { kind: 'chart' }>

const EXAMID = '100152611100'
const MIDTERM = `examid=${EXAMID}&org=0`
const cube = examScoresById(EXAMID)!

function present(values: ArrayLike<number>, rows?: readonly number[]): number[] {
  const out: number[] = []
  const indexes = rows ?? Array.from({ length: values.length }, (_, i) => i)
  for (const i of indexes) if (!Number.isNaN(values[i]!)) out.push(values[i]!)
  return out
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
const rowsOfClass = (classId: string) => cube.students.map((_, i) => i).filter((i) => cube.classIds[cube.classIndex[i]!] === classId)
const paperScores = (pindex: number) => (pindex === 0 ? cube.total : cube.papers.find((p) => p.pindex === pindex)!.scores)

async function page(rig: ShellRig, who: string, query: string): Promise<ReportPageView> {
  const cookie = await rig.signIn(who)
  const res = await rig.app.inject({ url: `/report/bff/report-page?${query}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`)
  return res.json().data as ReportPageView
}
const table = (view: ReportPageView, id: string) => view.blocks.find((b): b is TableBlock => b.kind === 'table' && b.id === id)!
const chart = (view: ReportPageView, id: string) => view.blocks.find((b): b is ChartBlock => b.kind === 'chart' && b.id === id)!
const row = (block: TableBlock, key: string) => block.table.rows.find((r) => r.key === key)!

async function drill(rig: ShellRig, who: string, params: Record<string, string>): Promise<DrillResponse> {
  const cookie = await rig.signIn(who)
  const res = await rig.app.inject({ url: `/report/bff/report-drill?${new URLSearchParams(params).toString()}`, headers: { cookie } })
  return res.json() as DrillResponse
}

t.test('total-report: the school report of a school exam, every block, numbers of the score cube', async (t) => {
  const rig = await shellRig(t)
  const view = await page(rig, 'demo-school-admin', `route=total-report&${MIDTERM}`)
  t.equal(view.title, '学校分析报告', 'a scale-1 exam is the school analysis report')
  t.same(view.blocks.map((b) => b.id), ['figures', 'papers', 'rates', 'segments', 'units', 'units-chart', 'top', 'bands', 'diagnosis', 'links'])

  const papers = table(view, 'papers')
  t.equal(papers.table.rows.length, cube.papers.length + 1, '总分 and every paper')
  t.same(papers.table.rows.map((r) => r.cells.subject), ['总分', '语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'])
  for (const r of papers.table.rows) {
    const scores = present(paperScores(Number(r.key)))
    t.equal(r.cells.total, scores.length, `${r.cells.subject} 实考`)
    t.equal(r.cells.absent, cube.students.length - scores.length, `${r.cells.subject} 未考`)
    t.equal(r.cells.mean, roundHalfUp(mean(scores), 2), `${r.cells.subject} 平均分`)
    t.equal(r.cells.max, Math.max(...scores))
    t.match(r.cells.difficulty, /^0\.\d\d$/, 'difficulty with two decimals')
  }

  const totals = present(cube.total)
  const pass = totals.filter((x) => x >= 0.6 * 1050).length
  const rates = table(view, 'rates')
  t.equal(row(rates, '0').cells['pass.count'], pass, '总分 及格 ≥ 60 % of 1050')
  t.equal(row(rates, '0').cells['pass.rate'], `${roundHalfUp((100 * pass) / totals.length, 2).toFixed(2)}%`)
  const answer = await drill(rig, 'demo-school-admin', row(rates, '0').drills!['pass.count']!)
  t.equal(answer.code, 0)
  t.equal(answer.data!.summary.headcount, pass, 'the drill lists the counted students')

  const segments = chart(view, 'segments')
  t.equal(segments.chart.series[0]!.values.reduce<number>((a, b) => a + (b ?? 0), 0), totals.length, 'segments add up to N')
  t.ok(segments.chart.labels.every((l, i, all) => i === 0 || Number(/\[(\d+)/.exec(l)![1]) > Number(/\[(\d+)/.exec(all[i - 1]!)![1])), 'low to high')

  const units = table(view, 'units')
  t.ok(units.remote)
  t.equal(units.table.rows[0]!.pinned, true, 'the total pinned first')
  t.equal(units.table.rows.length, 17, '全体 and the 16 classes')
  const class1 = row(units, 'class:1000125201')
  t.equal(class1.cells.mean, roundHalfUp(mean(present(cube.total, rowsOfClass('1000125201'))), 2))
  t.match(class1.links!.name!.href, /^\/report\/exam\/class\?.*group=class%3A1000125201/)
  t.equal(chart(view, 'units-chart').chart.labels.length, 16)

  const top = table(view, 'top')
  t.equal(top.table.rows.length, 10)
  t.equal(top.table.rows[0]!.cells['p0.score'], Math.max(...totals))

  const bands = table(view, 'bands')
  t.equal(bands.table.rows.length, 3, 'three default bands')
  const first = row(bands, '1')
  const line = first.cells.line as number
  t.equal(first.cells.count, totals.filter((x) => x >= line).length, '一档: at or above the line')
  const bandStudents = await drill(rig, 'demo-school-admin', first.drills!.cumulative!)
  t.equal(bandStudents.data!.summary.headcount, first.cells.cumulative)

  const links = view.blocks.find((b) => b.kind === 'links')!
  t.ok(links.kind === 'links' && links.links.some((l) => l.href.startsWith('/report/exam/xgk?')))
})

t.test('total-report: the units table pages on the upstream; a bad unit falls back', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const res = await rig.app.inject({ url: `/report/bff/report-table?route=total-report&block=units&${MIDTERM}&page=2&pageSize=5`, headers: { cookie } })
  const second = res.json().data as TableView
  t.same(second.paging, { page: 2, pageSize: 5, total: 16 })
  t.same(second.rows.filter((r) => !r.pinned).map((r) => r.cells.name), ['高二(6)班', '高二(7)班', '高二(8)班', '高二(9)班', '高二(10)班'])
  const odd = await page(rig, 'demo-school-admin', `route=total-report&${MIDTERM}&unit=county`)
  t.equal(table(odd, 'units').table.rows.length, 17, 'unit=county does not apply to a one-school view: classes')
})

t.test('total-report: a class director sees their class only, and no drill on the exam total', async (t) => {
  const rig = await shellRig(t)
  const view = await page(rig, 'demo-head-teacher', `route=total-report&${MIDTERM}`)
  const units = table(view, 'units')
  t.same(units.table.rows.filter((r) => !r.pinned).map((r) => r.cells.name), ['高二(3)班'])
  t.notOk(row(table(view, 'rates'), '0').drills, 'the 全体 counts are not theirs to list')
  const top = table(view, 'top')
  t.ok(top.table.rows.every((r) => r.cells.class === '高二(3)班'))
})

t.test('school-report: the school against the exam, its classes in natural order, key students', async (t) => {
  const rig = await shellRig(t)
  const view = await page(rig, 'demo-school-admin', `route=school-report&${MIDTERM}&group=school:99999`)
  t.equal(view.subtitle, '江州市第一中学', 'an unknown school falls back to the first')
  const comparison = table(view, 'comparison')
  const total = row(comparison, '0')
  t.equal(total.cells.mean, roundHalfUp(mean(present(cube.total)), 2))
  t.equal(total.cells.diff, 0, 'one school: the school is the exam')
  t.equal(total.cells.rank, 1)
  const classes = table(view, 'classes')
  t.equal(classes.table.rows[0]!.pinned, true)
  t.equal(classes.table.collapsible, true)
  const names = classes.table.rows.slice(1).map((r) => r.cells.name)
  t.same(names, Array.from({ length: 16 }, (_, i) => `高二(${i + 1})班`))
  const class4 = row(classes, 'class:1000125204')
  t.equal(class4.cells.total, present(cube.total, rowsOfClass('1000125204')).length)
  t.match(class4.links!.name!.href, /^\/report\/exam\/class\?/)

  const key = table(view, 'key-students')
  const sall = key.table.rows[0]!
  t.equal(sall.cells.top, 50, 'top 50 of the exam')
  const students = await drill(rig, 'demo-school-admin', sall.drills!.borderline!)
  t.equal(students.code, 0)
  t.equal(students.data!.summary.headcount, sall.cells.borderline)
  t.equal(chart(view, 'segments').chart.series[0]!.values.reduce<number>((a, b) => a + (b ?? 0), 0), present(cube.total).length)
  t.equal(chart(view, 'score-rates').chart.labels.length, 9)
})

t.test('school-report: a class director sees their school’s totals and only their class', async (t) => {
  const rig = await shellRig(t)
  const view = await page(rig, 'demo-head-teacher', `route=school-report&${MIDTERM}`)
  t.equal(view.subtitle, '江州市第一中学')
  const classes = table(view, 'classes')
  t.same(classes.table.rows.map((r) => r.cells.name), ['江州市第一中学全校', '高二(3)班'])
  t.notOk(classes.table.rows[0]!.drills, 'the school total does not drill for them')
  t.notOk(row(table(view, 'comparison'), '0').drills)
})

t.test('class-report: the class against its school; its students paged upstream; weak subjects drill', async (t) => {
  const rig = await shellRig(t)
  const view = await page(rig, 'demo-school-admin', `route=class-report&${MIDTERM}&group=class:1000125204`)
  const filter = view.filters.find((f) => f.key === 'group')!
  t.equal(filter.value, 'class:1000125204')
  t.same(filter.options.map((o) => o.label), Array.from({ length: 16 }, (_, i) => `高二(${i + 1})班`), 'natural order')
  const rows = rowsOfClass('1000125204')
  const comparison = table(view, 'comparison')
  for (const pindex of [0, 2, 9]) {
    const own = mean(present(paperScores(pindex), rows))
    const school = mean(present(paperScores(pindex)))
    const r = row(comparison, String(pindex))
    t.equal(r.cells.mean, roundHalfUp(own, 2), `paper ${pindex} class mean`)
    t.equal(r.cells.ref0, roundHalfUp(school, 2), `paper ${pindex} school mean`)
    t.equal(r.cells.diff, roundHalfUp(own - school, 2), `paper ${pindex} 均分差`)
  }
  const radar = chart(view, 'score-rates')
  t.equal(radar.chart.kind, 'radar')
  t.equal(radar.chart.series[0]!.values[0], roundHalfUp((100 * mean(present(paperScores(1), rows))) / 150, 2), '语文 得分率 of the class')

  const students = table(view, 'students')
  t.ok(students.remote)
  t.equal(students.table.paging!.total, rows.length, 'every student of the class')
  const cookie = await rig.signIn('demo-school-admin')
  const res = await rig.app.inject({ url: `/report/bff/report-table?route=class-report&block=students&${MIDTERM}&group=class:1000125204&page=2&pageSize=20&sortKey=p2.score&sortRule=asc`, headers: { cookie } })
  const second = res.json().data as TableView
  t.equal(second.paging!.page, 2)
  t.equal(second.rows.length, 20)
  const math = second.rows.map((r) => r.cells['p2.score']).filter((s): s is number => typeof s === 'number')
  t.same(math, [...math].sort((a, b) => a - b), '数学 ascending')
  t.ok(second.rows.every((r) => r.cells.class === '高二(4)班'))

  const weak = table(view, 'weak')
  t.equal(weak.table.rows[0]!.cells.subject, '任一学科')
  const any = weak.table.rows[0]!
  const listed = await drill(rig, 'demo-school-admin', any.drills!.count!)
  t.equal(listed.code, 0)
  t.equal(listed.data!.summary.headcount + listed.data!.summary.absent, any.cells.count)
})

t.test('class-report: a teacher chooses among their classes; another class falls back to theirs', async (t) => {
  const rig = await shellRig(t)
  const view = await page(rig, 'demo-teacher', `route=class-report&${MIDTERM}&group=class:1000125201`)
  const filter = view.filters.find((f) => f.key === 'group')!
  t.same(filter.options.map((o) => o.label), ['高二(3)班', '高二(4)班'])
  t.equal(filter.value, 'class:1000125203', 'class 1 is not theirs: the first of theirs')
  t.ok(table(view, 'students').table.rows.every((r) => r.cells.class === '高二(3)班'))
  const head = await page(rig, 'demo-head-teacher', `route=class-report&${MIDTERM}`)
  t.same(head.filters, [], 'one class: no choice to offer')
  t.equal(head.subtitle, '高二(3)班')
})

t.test('xgk-report: not a 3+1+2 exam — the notice and the per-paper participation', async (t) => {
  const rig = await shellRig(t)
  const view = await page(rig, 'demo-school-admin', `route=xgk-report&${MIDTERM}`)
  const notice = view.blocks[0]!
  t.equal(notice.kind, 'notice')
  t.match(notice.kind === 'notice' ? notice.text : '', /不是新高考/)
  t.notOk(view.blocks.some((b) => b.id === 'levels'), 'no 等级赋分 for an exam without choices')
  const papers = table(view, 'papers')
  for (const r of papers.table.rows) t.equal(r.cells.total, present(paperScores(Number(r.key))).length, `${r.cells.subject} 实考`)
  const units = table(view, 'units')
  t.equal(units.table.paging!.total, 16)
  const cookie = await rig.signIn('demo-school-admin')
  const res = await rig.app.inject({ url: `/report/bff/report-table?route=xgk-report&block=units&${MIDTERM}&page=1&pageSize=5&sortKey=p4.total&sortRule=desc`, headers: { cookie } })
  const sorted = res.json().data as TableView
  const physics = sorted.rows.filter((r) => !r.pinned).map((r) => r.cells['p4.total'] as number)
  t.equal(physics.length, 5)
  t.same(physics, [...physics].sort((a, b) => b - a), '物理 takers descending')
  const biggest = Math.max(...cube.classIds.map((id) => present(paperScores(4), rowsOfClass(id)).length))
  t.equal(physics[0], biggest)
})

t.test('the class and total reports carry the teacher diagnosis, editable for an editing account', async (t) => {
  const rig = await shellRig(t)
  for (const route of ['class-report', 'total-report']) {
    const view = await page(rig, 'demo-school-admin', `route=${route}&${MIDTERM}`)
    const diagnosis = view.blocks.find((b) => b.kind === 'diagnosis')
    t.ok(diagnosis, `${route}: a diagnosis block`)
    t.equal(diagnosis?.kind === 'diagnosis' && diagnosis.editable, true, `${route}: the school admin may edit`)
  }
})
