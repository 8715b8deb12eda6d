// A chart's values open into their figures (issue 36) where the page's own frame is not the one the
// recomputation check walks (explanations.test.ts reads each page as it first opens): 分数段分析's chart on
// the 累计 tab, whose table then shows other figures, and a chart value that is no figure of the page.

import t from 'tap'
import type { FigureExplanation } from '@report/contracts/bff/metric-definition'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { checkExplainedRoutes } from './explanation-check.ts'
import { MIDTERM, reportRig } from './report-rig.ts'

const { rig, page, table, drill } = await reportRig(t)
const cookie = await rig.signIn('demo-school-admin')
const get = async (path: string, params: Record<string, string>) => rig.app.inject({ url: `/report/bff/${path}?${new URLSearchParams(params)}`, headers: { cookie } })
const explain = async (route: string, cell: string, extra: Record<string, string> = {}) => get('report-explain', { route, examid: MIDTERM, org: '0', cell, ...extra })

function chartOf(view: ReportPageView, id: string) {
  const block = view.blocks.find((b) => b.id === id)
  if (block?.kind !== 'chart') throw new Error(`no chart ${id} on ${view.route}`)
  return block.chart
}

t.test('report-segment on the 累计 tab: the chart still draws each segment’s own students, and each opens into that count', async (t) => {
  const frame = { pindex: '2', tab: 'cumulative' }
  const view = await page('report-segment', frame)
  const chart = chartOf(view, 'segment-chart')
  const cells = chart.explain?.cells[0] ?? []
  t.equal(cells.length, chart.labels.length, 'a cell per segment')
  const segments = await table('report-segment', 'segments', frame)
  let differs = 0
  for (const [i, cell] of cells.entries()) {
    const [block, row, column] = cell!.split('|')
    t.equal(block, 'segment-chart', `${chart.labels[i]}: the chart's own cell (the table shows the cumulative count)`)
    const res = await explain('report-segment', cell!, frame)
    t.equal(res.statusCode, 200)
    const e = res.json().data as FigureExplanation
    t.equal(e.shown, chart.series[0]!.values[i], `${chart.labels[i]}: the explanation shows what the chart draws`)
    t.equal(e.metric, 'segments')
    if (segments.rows.find((r) => r.key === row)?.cells[column!] !== e.shown) differs++
  }
  t.ok(differs > 0, 'on this tab the table’s cells of the same segments are other figures')
  // The students behind the highest segment the total has anyone in: as many as the chart draws.
  const top = cells.findLastIndex((_, i) => (chart.series[0]!.values[i] ?? 0) > 0)
  const e = (await explain('report-segment', cells[top]!, frame)).json().data as FigureExplanation
  t.ok(e.drill, 'the segment’s students')
  t.equal((await drill(e.drill!)).data.summary.headcount, chart.series[0]!.values[top], 'the drill lists the segment’s students')
  // The whole check on this tab: every chart value opens into its explanation and states its figure.
  await checkExplainedRoutes(t, get, '累计', { examid: MIDTERM, org: '0', ...frame }, ['report-segment'])
})

t.test('a chart cell that is no figure of the chart is none', async (t) => {
  for (const [route, cell] of [
    ['report-contrast', 'contrast-radar|all|p0'],
    ['report-contrast', 'contrast-radar|all|mean'],
    ['teacher-report', 'mean-gap|teacher:nobody|meanGap'],
    ['score-school', 'means|all|max'],
  ] as const) {
    t.equal((await explain(route, cell)).statusCode, 404, `${route} ${cell}`)
  }
})
