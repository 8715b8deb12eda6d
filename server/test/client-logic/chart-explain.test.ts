import t from 'tap'
import type { ChartView } from '@report/contracts/bff/chart'
import { chartPointFigure, chartTableFigures } from '../../../client/src/components/report/logic/chart-explain.ts'

// Issue 36: a chart's value opens into the figure the BFF names for it — by a click on the chart and from the
// chart's table, the same cell either way; a gap, or a value the view names no cell for, opens nothing.

const bars: ChartView = {
  kind: 'bar',
  labels: ['语文', '数学'],
  series: [
    { name: '得分率', values: [68.2, 55] },
    { name: '及格率', values: [80, null] },
  ],
  unit: '%',
  explain: {
    cells: [
      ['papers|1|difficulty', 'papers|2|difficulty'],
      ['papers|1|passRate', 'papers|2|passRate'],
    ],
  },
}

t.test('a bar chart: the click on a series at a label and the table cell of that row and column open one figure', async (t) => {
  t.same(chartPointFigure(bars, 1, 0), { cell: 'papers|1|passRate' })
  t.same(chartPointFigure(bars, 0, 1), { cell: 'papers|2|difficulty' })
  t.same(chartTableFigures(bars), [
    [{ cell: 'papers|1|difficulty' }, { cell: 'papers|1|passRate' }],
    [{ cell: 'papers|2|difficulty' }, null],
  ], 'a gap (数学 及格率 null) opens nothing')
})

t.test('a chart of a paged table\'s first units carries the page its cells are on', async (t) => {
  const units: ChartView = { kind: 'bar', labels: ['一班'], series: [{ name: '平均分', values: [81.5] }], explain: { cells: [['overview|c1|mean']], page: 1, pageSize: 40 } }
  t.same(chartPointFigure(units, 0, 0), { cell: 'overview|c1|mean', page: 1, pageSize: 40 })
  t.same(chartTableFigures(units), [[{ cell: 'overview|c1|mean', page: 1, pageSize: 40 }]])
})

t.test('no explain, a null cell or a place past the view: nothing opens', async (t) => {
  const plain: ChartView = { ...bars }
  delete plain.explain
  t.equal(chartPointFigure(plain, 0, 0), null)
  t.same(chartTableFigures(plain), [[null, null], [null, null]])
  t.equal(chartPointFigure({ ...bars, explain: { cells: [[null, 'papers|2|difficulty']] } }, 0, 0), null)
  t.equal(chartPointFigure(bars, 5, 0), null)
})

t.test('scatter: a click opens the point\'s y; its table row opens x and y', async (t) => {
  const scatter: ChartView = {
    kind: 'scatter',
    labels: [],
    series: [{ name: '优秀', values: [], points: [{ x: 0.62, y: 0.41, label: '第1题' }, { x: 0.3, y: 0.2 }] }],
    explain: { cells: [], points: [[{ x: 'questions|1|difficulty', y: 'questions|1|discrimination' }, { x: null, y: 'questions|2|discrimination' }]] },
  }
  t.same(chartPointFigure(scatter, 0, 0), { cell: 'questions|1|discrimination' })
  t.same(chartTableFigures(scatter), [
    [{ cell: 'questions|1|difficulty' }, { cell: 'questions|1|discrimination' }],
    [null, { cell: 'questions|2|discrimination' }],
  ])
})
