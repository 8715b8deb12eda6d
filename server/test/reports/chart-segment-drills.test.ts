// The segment bars of 学校分析, 总体分析报告 and 学科分析 open as the charts' own cells (issue 36): a bar's
// explanation is its group's count, and its students are the segment drill, listing as many as the bar
// counts (学校分析's focused on its school); a bar of nobody opens no list; a cell beside the chart's is none.

import t from 'tap'
import type { FigureExplanation } from '@report/contracts/bff/metric-definition'
import { JOINT, MIDTERM, reportRig } from './report-rig.ts'

const ROUTES = ['school-report', 'total-report', 'subject-report']
const FOLLOWED = 3

t.test('a segment bar opens its count and the students it counts', async (t) => {
  const { rig } = await reportRig(t)
  for (const [user, examid] of [['demo-school-admin', MIDTERM], ['demo-city', JOINT]] as const) {
    const cookie = await rig.signIn(user)
    const get = (path: string, params: Record<string, string>) => rig.app.inject({ url: `/report/bff/${path}?${new URLSearchParams(params)}`, headers: { cookie } })
    for (const route of ROUTES) {
      const view = (await get('report-page', { route, examid, org: '0' })).json().data
      const chart = view.blocks.find((b: { id: string; kind: string }) => b.kind === 'chart' && b.id === 'segments')?.chart
      if (!t.ok(chart?.explain, `${user} ${route}: the segments chart names its cells`)) continue
      let followed = 0
      chart.series.forEach((series: { values: Array<number | null> }, s: number) =>
        series.values.forEach((value, i) => t.match(chart.explain.cells[s][i], value === null ? null : /^segments\|s[0-9]+\|/, `${user} ${route}: bar ${i} has its cell`)),
      )
      for (const [s, series] of (chart.series as Array<{ values: Array<number | null> }>).entries()) {
        for (const [i, value] of series.values.entries()) {
          if (followed >= FOLLOWED) break
          const e = (await get('report-explain', { route, examid, org: '0', cell: chart.explain.cells[s][i] })).json().data as FigureExplanation
          t.same(e.computation, { kind: 'count', count: value }, `${user} ${route} ${chart.labels[i]}: the bar is its count`)
          if (!value) {
            t.notOk(e.drill, `${user} ${route} ${chart.labels[i]}: nobody, no list`)
            continue
          }
          const drill = await get('report-drill', e.drill!)
          t.equal(drill.json().data.paging.total, value, `${user} ${route} ${chart.labels[i]}: the drill lists the ${value} students`)
          followed++
        }
      }
      t.equal(followed, FOLLOWED, `${user} ${route}: ${FOLLOWED} bars followed to their students`)
      const beside = await get('report-explain', { route, examid, org: '0', cell: 'segments|s999|all' })
      t.equal(beside.statusCode, 404, `${user} ${route}: a segment the answer lacks is no figure`)
    }
  }
})
