// Every figure explains itself (issue 36): for each report page that explains its figures, on the
// reference exams and a sample of cells of each table (all cells of small tables) and every headline,
// recomputing the figure from the explanation's own inputs gives the number the page shows.

import t from 'tap'
import type { FigureComputation, FigureExplanation } from '@report/contracts/bff/metric-definition'
import { METRIC_CATALOGUE } from '@report/contracts/bff/metric-catalogue'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { CellValue, TableView } from '@report/contracts/bff/table'
import { formatNumber } from '../../src/domain/tables/format-number.ts'
import { JOINT, MIDTERM, reportRig } from './report-rig.ts'

/** The figure from its inputs alone, by the formula the computation names. */
function recompute(c: FigureComputation): number {
  switch (c.kind) {
    case 'count':
      return c.count
    case 'mean':
      return c.sum / c.n
    case 'ratio':
      return c.part / c.whole
    case 'quotient':
      return c.numerator / c.denominator
    case 'rank':
      return 1 + c.higher
    case 'observed':
    case 'platform':
      return c.value
    case 'difference':
      return c.value - c.reference
    case 'relative':
      return (c.value - c.reference) / c.reference
  }
}

const ROUTES = ['dashboard', 'general-overview', 'report-ranking', 'report-segment', 'report-byRankScale', 'standardEffective', 'subject-report']
// 成绩报表 and the 常用报表 pages beside it.
ROUTES.push('score-report', 'score-school', 'score-county', 'stage-online', 'common', 'combine-page', 'lesson-report', 'dynamic', 'report-contrast')
/** Pages whose table rows are students: their figures are a student's own score and ranks, with no students behind them. */
const STUDENT_ROUTES = new Set(['report-ranking', 'lesson-report'])
const SAMPLE_ROWS = 6
const DRILLS_PER_PAGE = 3

/** Every row of a short table; the first, last and a few between of a long one. */
function sampleRows(table: TableView): TableView['rows'] {
  const rows = table.rows
  if (rows.length <= 12) return rows
  const step = Math.floor(rows.length / SAMPLE_ROWS)
  return [...new Set([0, ...Array.from({ length: SAMPLE_ROWS }, (_, i) => i * step), rows.length - 1])].map((i) => rows[i]!)
}

t.test('recomputing every explained figure from its inputs gives the shown number', async (t) => {
  const { rig } = await reportRig(t)
  const frames: Array<[string, Record<string, string>, string]> = [
    ['期中 (one school) as its school admin', { examid: MIDTERM, org: '0' }, 'demo-school-admin'],
    ['联考 (six schools) as the city', { examid: JOINT, org: '0' }, 'demo-city'],
  ]
  for (const [name, frame, who] of frames) {
    const cookie = await rig.signIn(who)
    const get = async (path: string, params: Record<string, string>) => rig.app.inject({ url: `/report/bff/${path}?${new URLSearchParams(params)}`, headers: { cookie } })
    for (const route of ROUTES) {
      const res = await get('report-page', { route, ...frame })
      if (res.statusCode !== 200) {
        t.fail(`${name} ${route}: ${res.statusCode}`)
        continue
      }
      const view = res.json().data as ReportPageView
      const cells: Array<{ cell: string; shown: CellValue; paging?: Record<string, string> }> = []
      for (const block of view.blocks) {
        if (block.kind === 'stats') for (const item of block.items) if (item.cell) cells.push({ cell: item.cell, shown: item.value })
        if (block.kind !== 'table' || !block.table.explain) continue
        const columns = block.table.explain
        // Rows that are students: a few columns of a few of them.
        const picked = STUDENT_ROUTES.has(route) ? columns.filter((_, i) => i % 3 === 0) : columns
        // The table's page as the client holds it.
        const paging = block.table.paging ? { page: String(block.table.paging.page), pageSize: String(block.table.paging.pageSize) } : undefined
        for (const row of sampleRows(block.table)) for (const key of picked) cells.push({ cell: `${block.id}|${row.key}|${key}`, shown: row.cells[key]!, ...(paging ? { paging } : {}) })
      }
      t.ok(cells.length > 0, `${name} ${route}: figures to explain`)
      let checked = 0
      let followed = 0
      for (const { cell, shown, paging } of cells) {
        const answer = await get('report-explain', { route, ...frame, cell, ...paging })
        if (answer.statusCode !== 200) {
          t.fail(`${name} ${route} ${cell}: ${answer.statusCode} ${answer.body.slice(0, 200)}`)
          continue
        }
        const e = answer.json().data as FigureExplanation
        if (e.shown !== shown && !(shown === '未考')) t.fail(`${name} ${route} ${cell}: the explanation shows ${e.shown}, the page ${shown}`)
        if (e.computation) {
          const again = formatNumber(recompute(e.computation), e.format)
          if (again !== e.shown) t.fail(`${name} ${route} ${cell}: ${JSON.stringify(e.computation)} gives ${again}, shown ${e.shown}`)
          if (e.raw === null) t.fail(`${name} ${route} ${cell}: a computation without a raw value`)
        } else if (e.shown !== '--' && shown !== '未考') t.fail(`${name} ${route} ${cell}: ${e.shown} without inputs`)
        if (e.definition.term !== METRIC_CATALOGUE[e.metric as keyof typeof METRIC_CATALOGUE].term) t.fail(`${cell}: the definition is not the catalogue's`)
        // The students behind a count or a rate: the drill lists as many as the figure counted (a few per page).
        // 实考人数's students are the group's whole list (overview filter all), its 未考 listed as such.
        const counted = e.computation?.kind === 'count' ? e.computation.count + (e.metric === 'headcount' ? (e.population.leftOut ?? 0) : 0) : e.computation?.kind === 'ratio' ? e.computation.part : null
        if (e.drill && counted !== null && followed < DRILLS_PER_PAGE) {
          followed++
          const drill = await get('report-drill', e.drill)
          if (drill.statusCode !== 200) t.fail(`${name} ${route} ${cell}: drill ${drill.statusCode}`)
          else if (drill.json().data.paging.total !== counted) t.fail(`${name} ${route} ${cell}: the drill lists ${drill.json().data.paging.total} students, the figure counted ${counted}`)
        }
        checked++
      }
      if (!STUDENT_ROUTES.has(route)) t.ok(followed > 0, `${name} ${route}: ${followed} figures followed to their students`)
      t.equal(checked, cells.length, `${name} ${route}: ${checked} figures recomputed from their explanations`)
    }
  }
})

t.test('an explanation: definition, inputs, population, line, rounding and students', async (t) => {
  const { rig } = await reportRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const get = async (params: Record<string, string>) => rig.app.inject({ url: `/report/bff/report-explain?${new URLSearchParams({ examid: MIDTERM, org: '0', ...params })}`, headers: { cookie } })
  const page = (await rig.app.inject({ url: `/report/bff/report-page?route=dashboard&examid=${MIDTERM}&org=0`, headers: { cookie } })).json().data as ReportPageView
  const papers = page.blocks.find((b) => b.kind === 'table' && b.id === 'papers')
  if (papers?.kind !== 'table') throw new Error('no papers table')
  const math = papers.table.rows.find((r) => r.cells.subject === '数学')!
  const pass = (await get({ route: 'dashboard', cell: `papers|${math.key}|passRate` })).json().data as FigureExplanation
  t.equal(pass.definition.term, '及格率')
  t.equal(pass.shown, math.cells.passRate)
  t.equal(pass.computation?.kind, 'ratio')
  t.match(pass.line?.text ?? '', /及格线 .* 分/, 'the line the rate counted against, in points')
  t.match(pass.population.leftOutLabel, /未考学生未计入|不涉及/)
  t.equal(pass.drill?.kind, 'rate', 'its students: the rate drill')
  t.equal(pass.drill?.rate, 'pass')
  const drill = await rig.app.inject({ url: `/report/bff/report-drill?${new URLSearchParams(pass.drill!)}`, headers: { cookie } })
  t.equal(drill.statusCode, 200)
  const part = pass.computation?.kind === 'ratio' ? pass.computation.part : -1
  t.equal(drill.json().data.paging.total, part, 'the drill lists as many students as the rate counted')
  t.equal(pass.small, false, 'a grade is no small group')
  t.equal(pass.interval, null)

  const mean = (await get({ route: 'dashboard', cell: 'headline|0|mean' })).json().data as FigureExplanation
  t.equal(mean.computation?.kind, 'mean')
  t.ok(mean.inputs.some((i) => i.label.includes('Σx')), 'the sum of the scores')

  for (const cell of ['papers|99|mean', 'nowhere|0|mean', 'papers|1|subject']) {
    const res = await get({ route: 'dashboard', cell })
    t.equal(res.statusCode, 404, `${cell}: no such figure`)
    t.equal(res.json().kind, 'not-found')
  }
  t.equal((await get({ route: 'dashboard', cell: 'no-separator' })).statusCode, 400, 'a malformed cell is invalid input')
})
