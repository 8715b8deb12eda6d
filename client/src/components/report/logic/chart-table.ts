import type { ChartView } from '@report/contracts/bff/chart'

/**
 * A chart's numbers as a table (issue 35: charts with a text alternative a screen reader can reach).
 * The view's own numbers, as the BFF sent them: nothing is recomputed or rounded here.
 */
export interface ChartTable {
  caption: string
  /** The row-label column's header, then one header per column of numbers. */
  headers: string[]
  rows: ChartTableRow[]
}

export interface ChartTableRow {
  label: string
  cells: string[]
}

/** A gap in a series (null, or fewer values than labels), written as the report tables write it. */
export const MISSING_VALUE = '--'

const withUnit = (name: string, unit: string | undefined) => (unit ? `${name}（${unit}）` : name)
const valueText = (value: number | null | undefined) => (value === null || value === undefined ? MISSING_VALUE : String(value))

/**
 * Bar, line, doughnut and radar: a row per category label, a column per series (its unit in the
 * header). Scatter: a row per point (its label, else its series and place), a column per axis.
 */
export function chartTable(view: ChartView, caption: string): ChartTable {
  if (view.kind === 'scatter') return scatterTable(view, caption)
  return {
    caption,
    headers: [view.xTitle ?? '类别', ...view.series.map((series) => withUnit(series.name, view.unit))],
    rows: view.labels.map((label, index) => ({ label, cells: view.series.map((series) => valueText(series.values[index])) })),
  }
}

function scatterTable(view: ChartView, caption: string): ChartTable {
  const named = view.series.length > 1
  return {
    caption,
    headers: ['数据点', view.xTitle ?? '横轴', withUnit(view.yTitle ?? '纵轴', view.unit)],
    rows: view.series.flatMap((series) =>
      (series.points ?? []).map((point, index) => {
        const place = point.label ?? String(index + 1)
        return { label: named ? `${series.name}：${place}` : place, cells: [valueText(point.x), valueText(point.y)] }
      }),
    ),
  }
}
