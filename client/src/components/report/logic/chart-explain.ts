import type { ChartView } from '@report/contracts/bff/chart'

/** What opens a chart value's explanation: its cell, and the table page the BFF finds it on. */
export interface ChartFigure {
  cell: string
  page?: number
  pageSize?: number
}

const figureOf = (view: ChartView, cell: string | null | undefined): ChartFigure | null => {
  if (!cell) return null
  const { page, pageSize } = view.explain ?? {}
  return { cell, ...(page && pageSize ? { page, pageSize } : {}) }
}

/**
 * The figure behind the value of series `series` at `index` (a label, or a scatter point): what a click on
 * the chart opens. A scatter point opens its y, the figure the chart plots upward; null where the view
 * names no cell (issue 36).
 */
export function chartPointFigure(view: ChartView, series: number, index: number): ChartFigure | null {
  if (view.kind === 'scatter') return figureOf(view, view.explain?.points?.[series]?.[index]?.y)
  return figureOf(view, view.explain?.cells[series]?.[index])
}

/**
 * The figures behind the cells of the chart's table (chartTable: a row per label, a column per series;
 * scatter: a row per point, its x and y), in the same order, null where a cell opens nothing.
 */
export function chartTableFigures(view: ChartView): Array<Array<ChartFigure | null>> {
  if (view.kind === 'scatter') {
    return view.series.flatMap((series, s) =>
      (series.points ?? []).map((_, i) => {
        const cells = view.explain?.points?.[s]?.[i]
        return [figureOf(view, cells?.x), figureOf(view, cells?.y)]
      }),
    )
  }
  return view.labels.map((_, i) => view.series.map((series, s) => (series.values[i] === null || series.values[i] === undefined ? null : figureOf(view, view.explain?.cells[s]?.[i]))))
}
