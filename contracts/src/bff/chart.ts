import { Type, type Static } from 'typebox'

/**
 * Report charts (spec 2 §1: five chart types shared across reports). The BFF hands the numbers and
 * titles; the client's ReportChart picks colours, axes, the doughnut radius and the k-abbreviation
 * (spec 2 §9; client/src/components/report/logic/chart-format.ts).
 */

export const CHART_KINDS = ['bar', 'line', 'doughnut', 'radar', 'scatter'] as const
export type ChartKind = (typeof CHART_KINDS)[number]

export const ChartPointSchema = Type.Object({ x: Type.Number(), y: Type.Number(), label: Type.Optional(Type.String()) })
export type ChartPoint = Static<typeof ChartPointSchema>

export const ChartSeriesSchema = Type.Object({
  name: Type.String(),
  /** One value per label (bar, line, doughnut, radar); null leaves a gap. */
  values: Type.Array(Type.Unsafe<number | null>({ type: ['number', 'null'] })),
  /** Scatter only: the points of this series. */
  points: Type.Optional(Type.Array(ChartPointSchema)),
  /** Bar charts: series with the same stack key are stacked. */
  stack: Type.Optional(Type.String({ maxLength: 32 })),
  /** Bar charts: draw this series as a line over the bars (e.g. 平均分 over counts). */
  asLine: Type.Optional(Type.Boolean()),
})
export type ChartSeries = Static<typeof ChartSeriesSchema>

const CellOrNull = Type.Union([Type.String(), Type.Null()])

/**
 * Which figure of the page each value of a chart is (issue 36): the cell (block|row|column) GET report-explain
 * opens, the same cell a table or headline of the page explains; null where a value is no figure of the page.
 */
export const ChartExplainSchema = Type.Object({
  /** Per series, per label (bar, line, doughnut, radar). */
  cells: Type.Array(Type.Array(CellOrNull)),
  /** Scatter: per series, per point, the cells of its x and y. */
  points: Type.Optional(Type.Array(Type.Array(Type.Object({ x: CellOrNull, y: CellOrNull })))),
  /** The table page the cells are on, where the chart shows a page of a paged table (its first units). */
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type ChartExplain = Static<typeof ChartExplainSchema>

export const ChartViewSchema = Type.Object({
  kind: Type.Enum([...CHART_KINDS]),
  title: Type.Optional(Type.String()),
  /** Category labels (x axis, doughnut slices, radar spokes); empty for scatter. */
  labels: Type.Array(Type.String()),
  series: Type.Array(ChartSeriesSchema),
  xTitle: Type.Optional(Type.String()),
  yTitle: Type.Optional(Type.String()),
  /** Unit appended to tooltip values (分, 人, %). */
  unit: Type.Optional(Type.String({ maxLength: 8 })),
  /** Bar charts: horizontal bars (long class or school lists). */
  horizontal: Type.Optional(Type.Boolean()),
  yMin: Type.Optional(Type.Number()),
  yMax: Type.Optional(Type.Number()),
  explain: Type.Optional(ChartExplainSchema),
})
export type ChartView = Static<typeof ChartViewSchema>
