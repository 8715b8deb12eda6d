// Subject report pages (试题分析, 试题分析报告, 知识点分析, 学科分析) against the reference upstream: every
// number the pages show is recomputed here from the exam's score cube with the analytics engine (or by
// plain loops), then formatted the spec 2 way (2 decimals half up, percent, '--', '未考').
import t from 'tap'
import { Compile } from 'typebox/compile'
import { ReportPageViewSchema, type ReportPageView, type TableBlock } from '@report/contracts/bff/report-page'
import type { DrillAnswer } from '@report/contracts/bff/drill'
import type { TableRow, TableView } from '@report/contracts/bff/table'
import { examScoresById } from '@report/fixtures/scores/exam-scores'
import { describe as describeScores } from '@report/fixtures/analytics/descriptive'
import { discrimination } from '@report/fixtures/analytics/discrimination'
import { itemDiscrimination } from '@report/fixtures/analytics/items'
import { rates } from '@report/fixtures/analytics/rates'
import { cronbachAlpha } from '@report/fixtures/analytics/reliability'
import { segments } from '@report/fixtures/analytics/segments'
import { shellRig } from '../../integration/shell-rig.ts'

const EXAM = '100152611100'
const CLASS_3 = '1000125203'
const CLASS_4 = '1000125204'
const cube = examScoresById(EXAM)!
const math = cube.papers.find((p) => p.pindex === 2)!
const K = math.questions.length
const allRows = cube.students.map((_, i) => i)
const rowsOf = (classId: string) => allRows.filter((i) => cube.students[i]!.classId === classId)

const rig = await shellRig(t)
const check = Compile(ReportPageViewSchema)

async function get<T>(who: string, url: string): Promise<{ status: number; data: T; body: string }> {
  const res = await rig.app.inject({ url, headers: { cookie: await rig.signIn(who) } })
  return { status: res.statusCode, data: (res.json() as { data: T }).data, body: res.body }
}

async function page(route: string, query = '', who = 'demo-school-admin'): Promise<ReportPageView> {
  const res = await get<ReportPageView>(who, `/report/bff/report-page?route=${route}&examid=${EXAM}&org=0${query}`)
  if (res.status !== 200) throw new Error(`${route}${query}: ${res.status} ${res.body.slice(0, 300)}`)
  if (!check.Check(res.data)) throw new Error(`${route}: does not conform: ${[...check.Errors(res.data)].slice(0, 3).map((e) => `${e.instancePath} ${e.message}`).join('; ')}`)
  return res.data
}

async function tablePage(route: string, block: string, query: string, who = 'demo-school-admin'): Promise<TableView> {
  const res = await get<TableView>(who, `/report/bff/report-table?route=${route}&block=${block}&examid=${EXAM}&org=0${query}`)
  if (res.status !== 200) throw new Error(`${route}/${block}: ${res.status} ${res.body.slice(0, 300)}`)
  return res.data
}

async function drill(params: Record<string, string>, who = 'demo-school-admin'): Promise<{ code: number; data: DrillAnswer }> {
  const res = await rig.app.inject({ url: `/report/bff/report-drill?${new URLSearchParams(params).toString()}`, headers: { cookie: await rig.signIn(who) } })
  if (res.statusCode !== 200) throw new Error(`drill: ${res.statusCode} ${res.body.slice(0, 300)}`)
  return res.json() as { code: number; data: DrillAnswer }
}

function table(view: ReportPageView, id: string): TableBlock {
  const block = view.blocks.find((b) => b.id === id)
  if (!block || block.kind !== 'table') throw new Error(`no table ${id} in ${view.route}`)
  return block
}
function chart(view: ReportPageView, id: string) {
  const block = view.blocks.find((b) => b.id === id)
  if (!block || block.kind !== 'chart') throw new Error(`no chart ${id} in ${view.route}`)
  return block.chart
}
function stat(view: ReportPageView, id: string, label: string) {
  const block = view.blocks.find((b) => b.id === id)
  if (!block || block.kind !== 'stats') throw new Error(`no stats ${id}`)
  return block.items.find((i) => i.label === label)?.value
}
const row = (t: TableBlock | TableView, key: string): TableRow => {
  const rows = 'table' in t ? t.table.rows : t.rows
  const found = rows.find((r) => r.key === key)
  if (!found) throw new Error(`no row ${key}`)
  return found
}
const filterValue = (view: ReportPageView, key: string) => view.filters.find((f) => f.key === key)?.value

/** The formatting the pages promise, written out independently: half up at 2 decimals. */
const half = (x: number, d = 2) => Math.round(Number((x * 10 ** d).toPrecision(15))) / 10 ** d
const pct = (x: number | null) => (x === null || !Number.isFinite(x) ? '--' : `${half(x * 100).toFixed(2)}%`)
const fixed = (x: number | null) => (x === null || !Number.isFinite(x) ? '--' : half(x).toFixed(2))
const score = (x: number | null) => (x === null || !Number.isFinite(x) ? '--' : half(x))

/** Item j of the math paper over some rows: present answers only (未考 rows are NaN). */
function itemScores(rows: readonly number[], j: number): number[] {
  return rows.map((r) => math.items[r * K + j]!).filter((x) => x === x)
}
function itemRate(rows: readonly number[], j: number): number | null {
  const xs = itemScores(rows, j)
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length / math.questions[j]!.score : null
}
function itemDiscriminations(rows: readonly number[]): Float64Array {
  const m = new Float32Array(rows.length * K)
  rows.forEach((row, r) => m.set(math.items.subarray(row * K, row * K + K), r * K))
  return itemDiscrimination(m, math.questions.map((q) => q.score), Float64Array.from(rows, (r) => math.scores[r]!))
}
const ebel = (d: number) => (half(d) >= 0.4 ? '优秀' : half(d) >= 0.3 ? '良好' : half(d) >= 0.2 ? '尚可' : '需改进')
/** Students of some rows who chose option letter on objective item j (bit masks, multi-choice containing it). */
function chose(rows: readonly number[], j: number, letter: string): number {
  const bit = 1 << 'ABCDEFGH'.indexOf(letter)
  return rows.filter((r) => math.scores[r]! === math.scores[r]! && (math.choices[r * K + j]! & bit) !== 0).length
}

t.test('report-question: every question of 数学 over the exam, as the engine has it', async (t) => {
  const view = await page('report-question', '&pindex=2')
  t.equal(filterValue(view, 'pindex'), '2')
  t.notOk(view.filters.find((f) => f.key === 'pindex')!.options.some((o) => o.value === '0'), 'no 总分 in the 科目 filter')
  t.same(view.filters.find((f) => f.key === 'group')!.options.length, 1 + 16, '全体 and the 16 classes')
  const quality = table(view, 'quality')
  t.equal(quality.remote, false)
  t.equal(quality.table.rows.length, K)
  const disc = itemDiscriminations(allRows)
  math.questions.forEach((q, j) => {
    const cells = row(quality, q.qid).cells
    const xs = itemScores(allRows, j)
    t.equal(cells.name, `第${q.name}题`)
    t.equal(cells.rate, pct(itemRate(allRows, j)), `${q.name} 得分率`)
    t.equal(cells.difficulty, fixed(itemRate(allRows, j)), `${q.name} 难度`)
    t.equal(cells.mean, score(xs.reduce((a, b) => a + b, 0) / xs.length), `${q.name} 平均分`)
    t.equal(cells.discrimination, fixed(disc[j]!), `${q.name} 区分度`)
    t.equal(cells.verdict, ebel(disc[j]!), `${q.name} Ebel`)
    t.equal(cells.fullRate, pct(xs.filter((x) => x >= q.score).length / xs.length))
    t.equal(cells.zeroRate, pct(xs.filter((x) => x === 0).length / xs.length))
  })
  t.same(row(quality, math.questions[0]!.qid).links?.name, { href: `/report/exam/question?examid=${EXAM}&org=0&pindex=2&qid=${math.questions[0]!.qid}`, target: 'same-tab' })

  const scatter = chart(view, 'scatter')
  t.equal(scatter.kind, 'scatter')
  const points = scatter.series.flatMap((s) => s.points ?? [])
  t.equal(points.length, K, 'one point per question')
  const p19 = points.find((p) => p.label === '第19题')!
  t.ok(Math.abs(p19.x - itemRate(allRows, 18)!) < 1e-9 && Math.abs(p19.y - disc[18]!) < 1e-9, 'raw difficulty and discrimination')
  t.equal(scatter.series.find((s) => s.points?.includes(p19))!.name, ebel(disc[18]!), 'the series is the verdict')
  t.ok(view.notes.some((n) => n.term.includes('质量评价') && n.formula.includes('0.40')), 'Ebel bands in 指标说明')

  const units = table(view, 'unit-rates')
  t.equal(units.remote, true)
  t.same(units.table.paging, { page: 1, pageSize: 10, total: 16 })
  t.same(units.table.rows.map((r) => r.cells.unit), ['全体', ...Array.from({ length: 10 }, (_, i) => `高二(${i + 1})班`)], 'total pinned, classes in natural order')
  t.equal(units.table.rows[0]!.pinned, true)
  const c3 = row(units, `class:${CLASS_3}`).cells
  math.questions.forEach((q, j) => t.equal(c3[`q${j + 1}`], pct(itemRate(rowsOf(CLASS_3), j)), `class 3 q${q.name}`))
  t.equal(row(units, 'all').cells.q1, pct(itemRate(allRows, 0)))

  const second = await tablePage('report-question', 'unit-rates', '&pindex=2&page=2&pageSize=10')
  t.same(second.paging, { page: 2, pageSize: 10, total: 16 })
  t.same(second.rows.map((r) => r.cells.unit), ['全体', ...Array.from({ length: 6 }, (_, i) => `高二(${i + 11})班`)], 'the asked page of units, the total pinned again')
})

t.test('report-question: the group filter narrows the statistics; bad filters fall back', async (t) => {
  const view = await page('report-question', `&pindex=2&group=class:${CLASS_3}`)
  t.equal(filterValue(view, 'group'), `class:${CLASS_3}`)
  const quality = table(view, 'quality')
  const disc = itemDiscriminations(rowsOf(CLASS_3))
  math.questions.forEach((q, j) => {
    t.equal(row(quality, q.qid).cells.rate, pct(itemRate(rowsOf(CLASS_3), j)))
    t.equal(row(quality, q.qid).cells.discrimination, fixed(disc[j]!))
  })

  const bad = await page('report-question', '&pindex=0&group=class:9999999')
  t.equal(filterValue(bad, 'pindex'), '1', '总分 is no paper here: the first subject')
  t.equal(filterValue(bad, 'group'), 'all', 'an unknown group: the view total')
  const unknown = await page('report-question', '&pindex=42')
  t.equal(filterValue(unknown, 'pindex'), '1')
})

t.test('report-question: a teacher sees only their classes', async (t) => {
  const view = await page('report-question', '&pindex=2', 'demo-teacher')
  t.same(view.filters.find((f) => f.key === 'group')!.options.map((o) => o.value), ['all', `class:${CLASS_3}`, `class:${CLASS_4}`])
  t.same(table(view, 'unit-rates').table.rows.map((r) => r.key), ['all', `class:${CLASS_3}`, `class:${CLASS_4}`])
  const other = await page('report-question', '&pindex=2&group=class:1000125201', 'demo-teacher')
  t.equal(filterValue(other, 'group'), 'all', 'another class is not offered: back to the total')
})

t.test('question-report: an objective item — options, per-unit counts and their drills', async (t) => {
  const q = math.questions[0]!
  const view = await page('question-report', `&pindex=2&qid=${q.qid}`)
  t.equal(filterValue(view, 'qid'), q.qid)
  t.equal(view.filters.find((f) => f.key === 'qid')!.options.length, K)
  const xs = itemScores(allRows, 0)
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length
  t.equal(stat(view, 'figures', '平均分'), score(mean))
  t.equal(stat(view, 'figures', '标准差'), score(Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / xs.length)), 'population SD')
  t.equal(stat(view, 'figures', '正确答案'), q.answer)
  const doughnut = chart(view, 'options')
  t.equal(doughnut.kind, 'doughnut')
  const letters = ['A', 'B', 'C', 'D']
  t.same(doughnut.series[0]!.values.slice(0, 4), letters.map((l) => chose(allRows, 0, l)))
  t.ok(doughnut.labels.includes(`${q.answer}（正确）`))

  const units = table(view, 'units')
  const c3 = row(units, `class:${CLASS_3}`)
  for (const l of letters) t.equal(c3.cells[`o.${l}.count`], chose(rowsOf(CLASS_3), 0, l), `class 3 chose ${l}`)
  t.equal(c3.cells.rate, pct(itemRate(rowsOf(CLASS_3), 0)))
  const wrong = letters.find((l) => l !== q.answer && chose(rowsOf(CLASS_3), 0, l) > 0)!
  const cell = c3.drills![`o.${wrong}.count`]!
  t.match(cell, { kind: 'question', tgkey: `class:${CLASS_3}`, pindex: '2', qid: q.qid, option: wrong })
  const answer = await drill(cell)
  t.equal(answer.code, 0)
  t.equal(answer.data.paging.total, chose(rowsOf(CLASS_3), 0, wrong), 'the drill lists exactly the students counted')
  const none = letters.find((l) => chose(rowsOf(CLASS_3), 0, l) === 0)
  if (none) t.notOk(c3.drills![`o.${none}.count`], 'no drill on a zero count')
  t.equal(row(units, 'all').cells['o.A.count'], chose(allRows, 0, 'A'))

  const multi = math.questions.find((x) => x.kind === 'multi')!
  const mv = await page('question-report', `&pindex=2&qid=${multi.qid}`)
  t.equal(chart(mv, 'options').kind, 'bar', 'overlapping option counts are not a doughnut')
})

t.test('question-report: a hand-marked item — the score distribution drills to its students', async (t) => {
  const j = K - 1
  const q = math.questions[j]!
  const view = await page('question-report', `&pindex=2&qid=${q.qid}`)
  const scores = table(view, 'scores')
  const xs = itemScores(allRows, j)
  const distinct = [...new Set(xs)].sort((a, b) => b - a)
  t.same(scores.table.rows.map((r) => r.cells.score), distinct.map((x) => score(x)), 'high to low')
  for (const x of distinct) t.equal(row(scores, String(x)).cells.count, xs.filter((y) => y === x).length)
  const top = row(scores, String(distinct[0]))
  const answer = await drill(top.drills!.count!)
  t.equal(answer.code, 0)
  t.equal(answer.data.paging.total, xs.filter((y) => y === distinct[0]).length)
  const bars = chart(view, 'score-chart')
  t.equal(bars.series[0]!.values.reduce<number>((a, v) => a + (v ?? 0), 0), xs.length, 'the bars add up to N')
  t.notOk(view.blocks.some((b) => b.id === 'options'))

  const fallback = await page('question-report', '&pindex=2&qid=1001526111000101')
  t.equal(filterValue(fallback, 'qid'), math.questions[0]!.qid, 'a question of another paper: the first of this one')
})

t.test('question-report: a class director sees their class only', async (t) => {
  const view = await page('question-report', `&pindex=2&qid=${math.questions[0]!.qid}`, 'demo-head-teacher')
  t.same(table(view, 'units').table.rows.map((r) => r.key), ['all', `class:${CLASS_3}`])
  const answer = await drill(row(table(view, 'units'), `class:${CLASS_3}`).drills!.count!, 'demo-head-teacher')
  t.equal(answer.data.paging.total, itemScores(rowsOf(CLASS_3), 0).length)
})

/** Σ scored / Σ full over the items of qids, over the rows present. */
function mastery(rows: readonly number[], qids: readonly string[]): number | null {
  let scored = 0
  let possible = 0
  for (const qid of qids) {
    const j = math.questions.findIndex((q) => q.qid === qid)
    for (const r of rows) {
      const x = math.items[r * K + j]!
      if (x !== x) continue
      scored += x
      possible += math.questions[j]!.score
    }
  }
  return possible ? scored / possible : null
}

t.test('knowledge-report: mastery per point for the exam and per class, and the radar', async (t) => {
  const view = await page('knowledge-report', '&pindex=2')
  t.equal(filterValue(view, 'tab'), 'knowledge')
  const pointsBlock = table(view, 'points')
  const byId = new Map(math.questions.map((q) => [q.qid, q] as const))
  const tagged = (id: string) => math.questions.filter((q) => q.knowledge.some((k) => k === id || k.startsWith(id))).map((q) => q.qid)
  for (const r of pointsBlock.table.rows) {
    const qids = tagged(r.key)
    t.ok(qids.length > 0, `${r.key} tests some question`)
    t.equal(r.cells.full, half(qids.reduce((a, id) => a + byId.get(id)!.score, 0)), `${r.key} 分值`)
    t.equal(r.cells.t0, pct(mastery(allRows, qids)), `${r.key} 全体掌握度`)
  }
  const units = table(view, 'units')
  t.equal(units.table.rows[0]!.pinned, true)
  const first = pointsBlock.table.rows[0]!
  t.equal(row(units, `class:${CLASS_3}`).cells.m0, pct(mastery(rowsOf(CLASS_3), tagged(first.key))))
  const radar = chart(view, 'mastery')
  t.equal(radar.kind, 'radar')
  t.ok(radar.labels.length >= 3 && radar.labels.length <= 12)
  t.equal(radar.series[0]!.values[0], half(mastery(allRows, tagged(first.key))! * 100))

  const students = table(view, 'students')
  t.same(students.table.paging, { page: 1, pageSize: 10, total: cube.students.length })
  const best = Math.max(...allRows.map((r) => math.scores[r]!).filter((x) => x === x))
  t.equal(students.table.rows[0]!.cells.score, best, 'default: 得分 high to low')
  const asc = await tablePage('knowledge-report', 'students', '&pindex=2&page=3&pageSize=5&sortKey=score&sortRule=asc')
  t.same(asc.paging, { page: 3, pageSize: 5, total: cube.students.length })
  t.equal(asc.rows.length, 5)
  const sorted = allRows.map((r) => math.scores[r]!).filter((x) => x === x).sort((a, b) => a - b)
  t.same(asc.rows.map((r) => r.cells.score), sorted.slice(10, 15).map((x) => half(x)), 'the asked page of the ascending order')
  const someone = asc.rows[0]!
  const rowIndex = cube.rowOf.get(someone.key)!
  t.equal(someone.cells.m0, pct(mastery([rowIndex], tagged(first.key))), 'a student’s own mastery')
  const last = await tablePage('knowledge-report', 'students', `&pindex=2&page=${Math.ceil(cube.students.length / 5)}&pageSize=5`)
  t.ok(last.rows.some((r) => r.cells.score === '未考' && r.cells.m0 === '未考'), '未考 students last, shown as 未考')
})

t.test('knowledge-report: the ability tab, a bad tab, and a teacher', async (t) => {
  const view = await page('knowledge-report', '&pindex=2&tab=ability')
  const rows = table(view, 'points').table.rows
  t.ok(rows.length > 0)
  for (const r of rows) {
    const qids = math.questions.filter((q) => q.abilities.includes(r.key)).map((q) => q.qid)
    t.equal(r.cells.t0, pct(mastery(allRows, qids)), `${r.key}`)
  }
  const bad = await page('knowledge-report', '&pindex=2&tab=nonsense')
  t.equal(filterValue(bad, 'tab'), 'knowledge')
  const teacher = await page('knowledge-report', '&pindex=2', 'demo-teacher')
  t.same(table(teacher, 'units').table.rows.map((r) => r.key), ['all', `class:${CLASS_3}`, `class:${CLASS_4}`])
  t.equal(table(teacher, 'students').table.paging!.total, rowsOf(CLASS_3).length + rowsOf(CLASS_4).length)
  t.same(chart(teacher, 'mastery').series.map((s) => s.name), ['全体', '高二(3)班', '高二(4)班'], 'a small view draws its classes')
})

t.test('subject-report: figures, 三率, segments, weak questions and top students of 数学', async (t) => {
  const view = await page('subject-report', '&pindex=2')
  const xs = Float64Array.from(allRows, (r) => math.scores[r]!)
  const d = describeScores(xs, 150)
  t.equal(stat(view, 'figures', '实考人数'), d.count)
  t.equal(stat(view, 'figures', '平均分'), score(d.mean))
  t.equal(stat(view, 'figures', '最高分'), score(d.max))
  t.equal(stat(view, 'figures', '最低分'), score(d.min))
  t.equal(stat(view, 'figures', '标准差'), score(d.standardDeviation))
  t.equal(stat(view, 'figures', '难度'), fixed(d.difficulty))
  t.equal(stat(view, 'figures', '区分度'), fixed(discrimination(xs, 150)))
  const m = new Float32Array(allRows.length * K)
  allRows.forEach((r) => m.set(math.items.subarray(r * K, r * K + K), r * K))
  t.equal(stat(view, 'figures', '信度'), fixed(cronbachAlpha(m, K)))

  const ratesBlock = table(view, 'rates')
  const c3 = row(ratesBlock, `class:${CLASS_3}`)
  const e = rates(Float64Array.from(rowsOf(CLASS_3), (r) => math.scores[r]!), 150)
  for (const k of ['excellent', 'good', 'pass', 'low'] as const) {
    t.equal(c3.cells[`${k}.count`], e[k].count, `class 3 ${k}`)
    t.equal(c3.cells[`${k}.rate`], pct(e[k].share))
  }
  t.equal(row(ratesBlock, 'all').pinned, true)
  t.equal(row(ratesBlock, 'all').cells['excellent.rank'], '--', 'no rank for the total')
  const cell = c3.drills!['good.count']!
  const answer = await drill(cell)
  t.equal(answer.code, 0)
  t.equal(answer.data.paging.total, e.good.count, 'the 良好 drill lists the students counted')

  const sortedRates = await tablePage('subject-report', 'rates', '&pindex=2&sortKey=excellent.rate&sortRule=desc&pageSize=20')
  const shares = sortedRates.rows.filter((r) => !r.pinned).map((r) => parseFloat(String(r.cells['excellent.rate'])))
  t.same(shares, [...shares].sort((a, b) => b - a), 'sorted upstream by 优秀率')
  t.equal(shares.length, 16)

  const seg = chart(view, 'segments')
  const es = segments(xs, 150, 10)
  t.same(seg.series[0]!.values, es.map((s) => s.count).reverse(), 'segments low to high')

  const weakest = table(view, 'weakest')
  const byRate = math.questions.map((q, j) => ({ q, rate: itemRate(allRows, j)! })).sort((a, b) => a.rate - b.rate).slice(0, 5)
  t.same(weakest.table.rows.map((r) => r.key), byRate.map((x) => x.q.qid))
  t.same(weakest.table.rows.map((r) => r.cells.rate), byRate.map((x) => pct(x.rate)))
  t.match(weakest.table.rows[0]!.links?.name?.href, /\/report\/exam\/question\?.*qid=/)

  const top = table(view, 'top')
  t.equal(top.table.rows[0]!.cells.score, d.max)
  t.equal(top.table.rows[0]!.cells.rank, 1)
  t.ok(top.table.rows.length >= 10)
})

t.test('subject-report: the default paper, and a class director’s classes', async (t) => {
  const view = await page('subject-report')
  t.equal(filterValue(view, 'pindex'), '1', '语文 by default, never 总分')
  const head = await page('subject-report', '&pindex=2', 'demo-head-teacher')
  t.same(table(head, 'rates').table.rows.map((r) => r.key), ['all', `class:${CLASS_3}`])
  t.ok(table(head, 'top').table.rows.every((r) => r.cells.class === '高二(3)班'), 'top students in view only')
  const teacher = await page('subject-report', '&pindex=2', 'demo-teacher')
  t.same(table(teacher, 'rates').table.rows.map((r) => r.key), ['all', `class:${CLASS_3}`, `class:${CLASS_4}`])
})
