// Score pages (score-report, score-school, score-county) against the reference upstream: each opens,
// shows the numbers the score cube gives for its scope, pages and sorts on the upstream, drills, keeps scope,
// and falls back on bad filters.
import t from 'tap'
import type { TableRow } from '@report/contracts/bff/table'
import { schoolById } from '@report/fixtures/dataset/geography'
import { formatNumber } from '../../../src/domain/tables/format-number.ts'
import { CLASS_3, CLASS_4, JOINT, reportRig, chartBlock, cube, fullOf, inClass, scoresOf, tableBlock } from '../report-rig.ts'

const b = await reportRig(t)
const s = cube()

// The obvious computations, over present scores only (analytics.md: 未考 excluded, 0 counts).
const present = (x: Float64Array) => Array.from(x).filter((v) => !Number.isNaN(v))
const mean = (x: Float64Array) => present(x).reduce((a, v) => a + v, 0) / present(x).length
const sd = (x: Float64Array) => Math.sqrt(present(x).reduce((a, v) => a + (v - mean(x)) ** 2, 0) / present(x).length)
const line = (ratio: number, full: number) => Math.round(ratio * full * 1e6) / 1e6
const atLeast = (x: Float64Array, l: number) => present(x).filter((v) => v >= l).length
const below = (x: Float64Array, l: number) => present(x).filter((v) => v < l).length
const pct = (n: number, d: number) => formatNumber(n / d, { kind: 'percent' })

const unitRows = (rows: readonly TableRow[]) => rows.filter((r) => !r.pinned)

t.test('score-report: links to the score tables of the view and every paper of the view total', async (t) => {
  const view = await b.page('score-report')
  const links = view.blocks.find((x) => x.kind === 'links')
  t.ok(links && links.kind === 'links')
  if (!links || links.kind !== 'links') return
  t.same(links.links.map((l) => l.label), ['学校成绩', '成绩明细', '排名统计'], 'no 区县成绩 in a one-county view')
  t.match(links.links[0]!.href, /^\/report\/exam\/oldReport\/table\/school\?examid=100152611100&org=0$/)
  const table = tableBlock(view, 'papers')
  t.equal(table.remote, false)
  t.same(table.table.rows.map((r) => r.cells.subject), ['总分', '语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'])
  for (const row of table.table.rows) {
    const pindex = Number(row.key.slice(1))
    const x = scoresOf(s, pindex)
    const full = fullOf(s, pindex)
    const n = present(x).length
    t.same(
      row.cells,
      {
        subject: row.cells.subject,
        manfen: full,
        total: n,
        absent: x.length - n,
        mean: formatNumber(mean(x)),
        max: Math.max(...present(x)),
        min: Math.min(...present(x)),
        sd: formatNumber(sd(x)),
        excellent: pct(atLeast(x, line(0.85, full)), n),
        good: pct(atLeast(x, line(0.7, full)), n),
        pass: pct(atLeast(x, line(0.6, full)), n),
        low: pct(below(x, line(0.4, full)), n),
      },
      `${row.cells.subject} equals the cube`,
    )
  }
  const joint = await b.page('score-report', { examid: JOINT }, 'demo-city')
  const jointLinks = joint.blocks.find((x) => x.kind === 'links')
  t.ok(jointLinks?.kind === 'links' && jointLinks.links.some((l) => l.label === '区县成绩'), 'a multi-county view links 区县成绩')
})

t.test('score-school: classes of the one school, each equal to the cube, linked, drillable, charted', async (t) => {
  const view = await b.page('score-school', { pindex: '2' })
  t.match(view.subtitle, /数学.*按班级统计，共 16 个班级/)
  t.same(view.filters.map((f) => [f.key, f.value]), [['pindex', '2']])
  const block = tableBlock(view, 'schools')
  t.equal(block.remote, true)
  t.same(block.table.paging, { page: 1, pageSize: 10, total: 16 })
  const [total, ...units] = block.table.rows
  t.equal(total!.pinned, true)
  t.equal(total!.cells.name, '全体')
  t.equal(total!.cells.meanRank, '--', 'a total has no mean rank')
  t.equal(units.length, 10)
  const full = fullOf(s, 2)
  for (const row of units) {
    const classId = row.key.slice('class:'.length)
    const x = scoresOf(s, 2, inClass(s, classId))
    const n = present(x).length
    t.equal(row.cells.total, n, `${row.cells.name} 实考`)
    t.equal(row.cells.mean, formatNumber(mean(x)), `${row.cells.name} 平均分`)
    t.equal(row.cells.max, Math.max(...present(x)))
    t.equal(row.cells.min, Math.min(...present(x)))
    t.equal(row.cells['excellent.count'], atLeast(x, line(0.85, full)))
    t.equal(row.cells['pass.rate'], pct(atLeast(x, line(0.6, full)), n))
    t.equal(row.cells['low.count'], below(x, line(0.4, full)))
    t.same(row.links?.name, { href: `/report/exam/class?examid=100152611100&org=0&group=class%3A${classId}`, target: 'same-tab' })
  }
  // 平均分排名 among all 16 classes, ties shared.
  const means = s.classIds.map((id) => mean(scoresOf(s, 2, inClass(s, id))))
  for (const row of units) {
    const m = means[s.classIds.indexOf(row.key.slice(6))]!
    t.equal(row.cells.meanRank, 1 + means.filter((v) => v > m).length)
  }
  const chart = chartBlock(view, 'means')
  t.equal(chart.chart.labels.length, 16)
  t.equal(chart.chart.labels[9], '高二(10)班', 'classes in natural order')
  t.equal(chart.chart.series[0]!.values[0], formatNumber(means[0]!))

  const cell = units.find((r) => Number(r.cells['good.count']) > 0)!
  const params = cell.drills?.['good.count']
  t.ok(params, 'a nonzero count drills')
  t.ok(total!.drills?.['good.count'], 'the whole view\'s total drills too')
  const answer = await b.drill(params!)
  t.equal(answer.code, 0)
  t.equal(answer.data.summary.headcount, cell.cells['good.count'])
  t.equal(answer.data.paging.total, cell.cells['good.count'])
})

t.test('score-school: sorted pages come from the upstream, joined by unit', async (t) => {
  const byMean = await b.table('score-school', 'schools', { pindex: '2', sortKey: 'mean', sortRule: 'desc', page: '2', pageSize: '5' })
  const means = s.classIds.map((id) => ({ id, m: mean(scoresOf(s, 2, inClass(s, id))) })).sort((x, y) => y.m - x.m)
  t.same(unitRows(byMean.rows).map((r) => r.key), means.slice(5, 10).map((c) => `class:${c.id}`), 'page 2 of the mean order')
  t.same(byMean.paging, { page: 2, pageSize: 5, total: 16 })
  t.same(byMean.sort, { key: 'mean', rule: 'desc' })
  t.ok(unitRows(byMean.rows).every((r) => typeof r.cells['excellent.count'] === 'number'), 'rates joined to the overview page')

  const byRate = await b.table('score-school', 'schools', { sortKey: 'low.rate', sortRule: 'asc', pageSize: '20' })
  const rates = unitRows(byRate.rows).map((r) => Number.parseFloat(String(r.cells['low.rate'])))
  t.same(rates, [...rates].sort((x, y) => x - y), 'ascending 低分率')
  t.equal(unitRows(byRate.rows).length, 16)
  t.ok(unitRows(byRate.rows).every((r) => typeof r.cells.mean === 'number'), 'overview joined to the rates page')

  const bogus = await b.table('score-school', 'schools', { sortKey: 'nope', sortRule: 'asc', pindex: '77' })
  t.equal(bogus.sort, null, 'an unknown sort key is dropped')
  t.equal(bogus.rows[0]!.cells.total, present(scoresOf(s, 0)).length, 'an unknown paper falls back to 总分')
})

t.test('score-school: a class director and a teacher see only their classes', async (t) => {
  const head = tableBlock(await b.page('score-school', {}, 'demo-head-teacher'), 'schools')
  t.same(unitRows(head.table.rows).map((r) => r.key), [`class:${CLASS_3}`])
  t.equal(head.table.rows[0]!.drills, undefined, 'the 全体 counts of a class director do not open (their list would hold only their class)')
  t.ok(unitRows(head.table.rows)[0]!.drills?.['pass.count'], 'their own class does')
  const teacher = tableBlock(await b.page('score-school', {}, 'demo-teacher'), 'schools')
  t.same(unitRows(teacher.table.rows).map((r) => r.key), [`class:${CLASS_3}`, `class:${CLASS_4}`])
  t.same(teacher.table.paging?.total, 2)
})

t.test('score-school: bad filters fall back', async (t) => {
  const view = await b.page('score-school', { pindex: '77', unit: 'county', group: 'class:nope' })
  t.equal(view.filters[0]!.value, '0')
  t.equal(tableBlock(view, 'schools').table.columns[0]!.title, '班级')
})

t.test('score-county: one county explains itself and shows its total', async (t) => {
  const view = await b.page('score-county')
  const notice = view.blocks.find((x) => x.kind === 'notice')
  t.ok(notice && notice.kind === 'notice' && notice.text.includes('明湖区'))
  const rows = tableBlock(view, 'counties').table.rows
  t.same(rows.map((r) => r.cells.name), ['全体', '明湖区'])
  t.equal(rows[1]!.cells.mean, formatNumber(mean(scoresOf(s, 0))))
  t.same(rows[1]!.links?.name, { href: '/report/exam/oldReport/table/school?examid=100152611100&org=0&qxschool=330702', target: 'same-tab' })
})

t.test('score-county: the joint exam by county equals the cube', async (t) => {
  const joint = cube(JOINT)
  const countyOf = (i: number) => schoolById(joint.schoolIds[joint.schoolIndex[i]!]!)!.countyId
  const view = await b.page('score-county', { examid: JOINT, pindex: '1' }, 'demo-city')
  const block = tableBlock(view, 'counties')
  t.same(block.table.paging?.total, 4)
  for (const row of unitRows(block.table.rows)) {
    const x = scoresOf(joint, 1, (i) => `county:${countyOf(i)}` === row.key)
    t.equal(row.cells.mean, formatNumber(mean(x)), `${row.cells.name} 语文平均分`)
    t.equal(row.cells['good.count'], atLeast(x, line(0.7, 150)))
    t.match(row.links?.name?.href, new RegExp(`qxschool=${row.key.slice(7)}$`))
  }
  t.equal(chartBlock(view, 'means').chart.labels.length, 4)
  const drills = unitRows(block.table.rows)[0]!.drills!['pass.count']!
  const answer = await b.drill(drills, 'demo-city')
  t.equal(answer.data.summary.headcount, unitRows(block.table.rows)[0]!.cells['pass.count'])
})
