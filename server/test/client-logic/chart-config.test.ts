import t from 'tap'
import type { ChartView } from '@report/contracts/bff/chart'
import { buildChartConfig } from '../../../client/src/components/report/logic/chart-config.ts'

// Issue 17 'charts without animation' in the printed reports (spec 2 §9 PDF mode): every chart kind
// is built with animation off in PDF mode, so Chromium prints the finished drawing; on screen Chart.js
// keeps its default animation.
const series = [{ name: '平均分', values: [88.5, 90.1, null] }]
const VIEWS: Record<ChartView['kind'], ChartView> = {
  bar: { kind: 'bar', labels: ['1班', '2班', '3班'], series },
  line: { kind: 'line', labels: ['1班', '2班', '3班'], series },
  doughnut: { kind: 'doughnut', labels: ['优秀', '良好', '及格'], series },
  radar: { kind: 'radar', labels: ['语文', '数学', '英语'], series },
  scatter: { kind: 'scatter', labels: [], series: [{ name: '学生', values: [], points: [{ x: 1, y: 2 }] }] },
}

t.test('PDF mode: no animation for any chart kind; on screen the default', async (t) => {
  for (const [kind, view] of Object.entries(VIEWS)) {
    t.equal(buildChartConfig(view, { pdf: true }).options?.animation, false, `${kind} in PDF mode`)
    t.equal(buildChartConfig(view).options?.animation, undefined, `${kind} on screen`)
  }
})
