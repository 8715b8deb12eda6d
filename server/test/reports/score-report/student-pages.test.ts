// Score-report student pages (lesson-report, dynamic) against the reference upstream: the student list and the
// absent list page and sort on the upstream and follow the 班级 filter; key and weak-subject counts equal the
// score cube's; their cells drill; scope holds; bad filters fall back.
import t from 'tap'
import type { TableRow } from '@report/contracts/bff/table'
import { CLASS_3, CLASS_4, reportRig, cube, inClass, scoresOf, tableBlock } from '../report-rig.ts'

const b = await reportRig(t)
const s = cube()
const N = s.students.length
const missedAny = (i: number) => s.papers.some((p) => Number.isNaN(p.scores[i]!))
const unitRows = (rows: readonly TableRow[]) => rows.filter((r) => !r.pinned)

/** 1 + #{strictly higher} among present scores; NaN for 未考. */
function ranks(x: Float64Array): number[] {
  const sorted = Array.from(x).filter((v) => !Number.isNaN(v)).sort((p, q) => q - p)
  return Array.from(x, (v) => {
    if (Number.isNaN(v)) return NaN
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (sorted[mid]! > v) lo = mid + 1
      else hi = mid
    }
    return lo + 1
  })
}

t.test('lesson-report: every student in view, ranked, paged 10 at a time, not virtual', async (t) => {
  const view = await b.page('lesson-report')
  const block = tableBlock(view, 'students')
  t.equal(block.remote, true)
  t.notOk(block.virtual)
  t.same(block.table.paging, { page: 1, pageSize: 10, total: N })
  const totals = scoresOf(s, 0)
  const best = Math.max(...Array.from(totals).filter((v) => !Number.isNaN(v)))
  t.equal(block.table.rows[0]!.cells['p0.score'], best)
  t.equal(block.table.rows[0]!.cells['p0.rank'], 1)
  const filter = view.filters.find((f) => f.key === 'group')!
  t.equal(filter.value, 'all')
  t.equal(filter.options.length, 17)
  t.same(filter.options.slice(0, 3).map((o) => o.label), ['全部', '高二(1)班', '高二(2)班'])
  t.equal(filter.options[10]!.label, '高二(10)班', 'natural order')
  t.match(view.subtitle, new RegExp(`共 ${N} 名学生`))
})

t.test('lesson-report: a sorted page of the student list comes from the upstream', async (t) => {
  const page = await b.table('lesson-report', 'students', { sortKey: 'p2.score', sortRule: 'desc', page: '3', pageSize: '20' })
  t.same(page.paging, { page: 3, pageSize: 20, total: N })
  const math = Array.from(scoresOf(s, 2)).filter((v) => !Number.isNaN(v)).sort((p, q) => q - p)
  t.same(page.rows.map((r) => r.cells['p2.score']), math.slice(40, 60))
  const odd = await b.table('lesson-report', 'students', { pageSize: '7' })
  t.equal(odd.paging?.pageSize, 10, 'a page size outside 5/10/20/50 becomes 10')
})

t.test('lesson-report: the 班级 filter lists one class; a bad value lists everyone', async (t) => {
  const view = await b.page('lesson-report', { group: `class:${CLASS_3}` })
  const size = s.students.filter((_, i) => inClass(s, CLASS_3)(i)).length
  const block = tableBlock(view, 'students')
  t.equal(block.table.paging?.total, size)
  t.ok(block.table.rows.every((r) => r.cells.class === '高二(3)班'))
  t.equal(view.filters[0]!.value, `class:${CLASS_3}`)
  const absent = tableBlock(view, 'absent')
  t.equal(absent.table.paging?.total, s.students.filter((_, i) => inClass(s, CLASS_3)(i) && missedAny(i)).length)
  const page = await b.table('lesson-report', 'students', { group: `class:${CLASS_3}`, page: '2', pageSize: '50' })
  t.same(page.paging, { page: 2, pageSize: 50, total: size }, 'the table endpoint follows the filter too')
  t.equal(page.rows.length, size - 50)

  const bad = await b.page('lesson-report', { group: 'class:999' })
  t.equal(bad.filters[0]!.value, 'all')
  t.equal(tableBlock(bad, 'students').table.paging?.total, N)
})

t.test('lesson-report: 缺考名单 lists who missed what', async (t) => {
  const absent = tableBlock(await b.page('lesson-report'), 'absent')
  const missed = s.students.map((_, i) => i).filter(missedAny)
  t.equal(absent.table.paging?.total, missed.length)
  for (const row of absent.table.rows) {
    const i = s.rowOf.get(row.key)!
    const names = s.papers.filter((p) => Number.isNaN(p.scores[i]!)).map((p) => p.subject)
    t.equal(row.cells.missed, names.length === s.papers.length ? '全部科目' : names.join('、'), `${row.cells.name}`)
    t.equal(row.cells.missedCount, names.length)
  }
  const page2 = await b.table('lesson-report', 'absent', { page: '2', pageSize: '5', sortKey: 'name', sortRule: 'asc' })
  t.same(page2.paging, { page: 2, pageSize: 5, total: missed.length })
  t.equal(page2.rows.length, 5)
})

t.test('lesson-report: a class director and a teacher list only their classes', async (t) => {
  const head = await b.page('lesson-report', {}, 'demo-head-teacher')
  t.equal(tableBlock(head, 'students').table.paging?.total, s.students.filter((_, i) => inClass(s, CLASS_3)(i)).length)
  t.same(head.filters, [], 'one class: no 班级 filter')
  const teacher = await b.page('lesson-report', {}, 'demo-teacher')
  const both = s.students.filter((_, i) => inClass(s, CLASS_3)(i) || inClass(s, CLASS_4)(i)).length
  t.equal(tableBlock(teacher, 'students').table.paging?.total, both)
  t.same(teacher.filters[0]!.options.map((o) => o.label), ['全部', '高二(3)班', '高二(4)班'])
  t.ok(tableBlock(teacher, 'absent').table.rows.every((r) => r.cells.class === '高二(3)班' || r.cells.class === '高二(4)班'))
})

t.test('dynamic: key students per class equal the cube and drill', async (t) => {
  const view = await b.page('dynamic')
  t.same(view.filters, [], 'one school: classes are the only unit')
  const totals = scoresOf(s, 0)
  const r = ranks(totals)
  const present = Array.from(totals).filter((v) => !Number.isNaN(v)).sort((p, q) => q - p)
  const line = present[Math.ceil(0.15 * present.length) - 1]!
  const lowest = present[present.length - 50]!
  const count = (keep: (i: number) => boolean, test: (i: number) => boolean) => s.students.filter((_, i) => keep(i) && !Number.isNaN(totals[i]!) && test(i)).length
  const key = tableBlock(view, 'key')
  t.match(key.description, new RegExp(`一档线 ${line} 分`))
  t.same(key.table.paging, { page: 1, pageSize: 10, total: 16 })
  for (const row of key.table.rows) {
    const keep = row.key === 'all' ? () => true : inClass(s, row.key.slice(6))
    t.same(
      { top: row.cells.top, borderline: row.cells.borderline, bottom: row.cells.bottom },
      {
        top: count(keep, (i) => r[i]! <= 50),
        borderline: count(keep, (i) => totals[i]! >= line - 10 && totals[i]! < line + 10),
        bottom: count(keep, (i) => totals[i]! <= lowest),
      },
      `${row.cells.name}`,
    )
  }
  const cell = unitRows(key.table.rows).find((row) => Number(row.cells.top) > 0)!
  const answer = await b.drill(cell.drills!.top!)
  t.equal(answer.code, 0)
  t.equal(answer.data.summary.headcount, cell.cells.top)
  t.equal(unitRows(key.table.rows).find((row) => row.cells.top === 0)?.drills?.top, undefined, 'an empty count does not drill')
})

t.test('dynamic: weak subjects equal the cube (gap N/5) and drill; continuous ones drill', async (t) => {
  const view = await b.page('dynamic')
  const totals = scoresOf(s, 0)
  const totalRanks = ranks(totals)
  const n = Array.from(totals).filter((v) => !Number.isNaN(v)).length
  const gap = n / 5
  const weak = tableBlock(view, 'weak')
  t.match(weak.description, new RegExp(`超过 ${Math.round(gap * 100) / 100} 名`))
  const all = weak.table.rows[0]!
  t.equal(all.pinned, true)
  for (const paper of s.papers) {
    const pr = ranks(scoresOf(s, paper.pindex))
    const expected = pr.filter((rank, i) => !Number.isNaN(rank) && !Number.isNaN(totalRanks[i]!) && rank - totalRanks[i]! > gap).length
    t.equal(all.cells[`p${paper.pindex}.count`], expected, `${paper.subject} 短板人数`)
  }
  const answer = await b.drill(all.drills!['p2.count']!)
  t.equal(answer.data.paging.total, all.cells['p2.count'])
  const any = await b.drill(all.drills!.anyWeak!)
  t.equal(any.data.paging.total, all.cells.anyWeak)

  const continuous = tableBlock(view, 'continue')
  const c = unitRows(continuous.table.rows).find((row) => Number(row.cells.anyWeak) > 0)!
  const drilled = await b.drill(c.drills!.anyWeak!)
  t.equal(drilled.code, 0)
  t.equal(drilled.data.paging.total, c.cells.anyWeak)
  const chart = view.blocks.find((x) => x.id === 'weak-by-subject')
  t.ok(chart && chart.kind === 'chart' && chart.chart.series[0]!.values[1] === all.cells['p2.count'])
})

t.test('dynamic: remote paging and sorting; scope; a bad unit falls back', async (t) => {
  const sorted = await b.table('dynamic', 'key', { sortKey: 'top', sortRule: 'desc', pageSize: '5', page: '1' })
  const tops = unitRows(sorted.rows).map((r) => Number(r.cells.top))
  t.same(tops, [...tops].sort((p, q) => q - p))
  t.same(sorted.paging, { page: 1, pageSize: 5, total: 16 })
  const page4 = await b.table('dynamic', 'weak', { page: '4', pageSize: '5' })
  t.equal(unitRows(page4.rows).length, 1)

  const head = await b.page('dynamic', {}, 'demo-head-teacher')
  for (const id of ['key', 'weak', 'continue']) {
    const rows = tableBlock(head, id).table.rows
    t.same(unitRows(rows).map((r) => r.key), [`class:${CLASS_3}`], id)
    t.equal(rows[0]!.drills, undefined, `${id}: no drill on a total the view holds only part of`)
  }
  const bad = await b.page('dynamic', { unit: 'school' })
  t.equal(tableBlock(bad, 'key').table.columns[0]!.title, '班级', 'a one-school view has no school level')

  const city = await b.page('dynamic', { examid: '280162611180', unit: 'county' }, 'demo-city')
  t.same(city.filters.map((f) => [f.key, f.value, f.options.length]), [['unit', 'county', 3]])
  t.equal(tableBlock(city, 'key').table.paging?.total, 4)
})
