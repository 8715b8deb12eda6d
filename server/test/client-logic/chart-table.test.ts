import t from 'tap'
import type { ChartView } from '@report/contracts/bff/chart'
import { chartTable, MISSING_VALUE } from '../../../client/src/components/report/logic/chart-table.ts'

// Issue 35 'charts with a text alternative': a report chart's numbers as a table a screen reader can
// reach, the view's numbers as they are (no rounding, no recomputing), gaps written as the tables do.

t.test('a bar chart: a row per category, a column per series with its unit; gaps and short series are --', async (t) => {
  const view: ChartView = {
    kind: 'bar',
    labels: ['高二(1)班', '高二(2)班', '高二(3)班'],
    series: [
      { name: '平均分', values: [612.25, null, 598.5] },
      { name: '最高分', values: [701] },
    ],
    xTitle: '班级',
    unit: '分',
  }
  t.same(chartTable(view, '各班级总分平均分'), {
    caption: '各班级总分平均分',
    headers: ['班级', '平均分（分）', '最高分（分）'],
    rows: [
      { label: '高二(1)班', cells: ['612.25', '701'] },
      { label: '高二(2)班', cells: [MISSING_VALUE, MISSING_VALUE] },
      { label: '高二(3)班', cells: ['598.5', MISSING_VALUE] },
    ],
  })
})

t.test('doughnut and radar: the label column is 类别 without an axis title; no unit, no brackets', async (t) => {
  for (const kind of ['doughnut', 'radar'] as const) {
    const table = chartTable({ kind, labels: ['语文', '数学'], series: [{ name: '得分率', values: [0.72, 0] }] }, '得分率')
    t.same(table.headers, ['类别', '得分率'], kind)
    t.same(table.rows, [{ label: '语文', cells: ['0.72'] }, { label: '数学', cells: ['0'] }], `${kind}: 0 is a value, not a gap`)
  }
})

t.test('scatter: a row per point, its label or its place; with several series the series names the row', async (t) => {
  const one: ChartView = {
    kind: 'scatter',
    labels: [],
    series: [{ name: '试题', values: [], points: [{ x: 0.62, y: 0.41, label: '第1题' }, { x: 0.3, y: -0.05 }] }],
    xTitle: '难度（得分率）',
    yTitle: '区分度',
  }
  t.same(chartTable(one, '难度与区分度'), {
    caption: '难度与区分度',
    headers: ['数据点', '难度（得分率）', '区分度'],
    rows: [
      { label: '第1题', cells: ['0.62', '0.41'] },
      { label: '2', cells: ['0.3', '-0.05'] },
    ],
  })
  const two: ChartView = {
    kind: 'scatter',
    labels: [],
    series: [
      { name: '男', values: [], points: [{ x: 1, y: 2 }] },
      { name: '女', values: [], points: [{ x: 3, y: 4, label: '张三' }] },
      { name: '空', values: [] },
    ],
    unit: '分',
  }
  const table = chartTable(two, '散点')
  t.same(table.headers, ['数据点', '横轴', '纵轴（分）'])
  t.same(table.rows.map((row) => row.label), ['男：1', '女：张三'], 'a series without points adds no row')
})
