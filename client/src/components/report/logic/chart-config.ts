import type { ChartData, ChartDataset, ChartOptions, ChartType, TooltipItem } from 'chart.js'
import type { ChartView } from '@report/contracts/bff/chart'
import { abbreviateK, chartColor, CHART_COLORS, DOUGHNUT_CUTOUT, DOUGHNUT_RADIUS, withAlpha, withUnit } from './chart-format.ts'

/**
 * A ChartView as chart.js data and options (types only from chart.js: nothing of it is loaded here,
 * so this stays testable without a canvas). Colours in turn from the six; y ticks abbreviated as k
 * above 3 digits; doughnut radius 60–80 %; no animation in PDF mode.
 */
export interface ChartConfig {
  type: ChartType
  data: ChartData
  options: ChartOptions
}

/**
 * Up to this many categories every one is labelled (rotated as needed); a chart.js auto-skip labelled
 * every other class of a grade. Beyond it (a long list of schools) labels are thinned.
 */
export const LABEL_EVERY_CATEGORY_UP_TO = 60
/** Room per category of a horizontal bar chart, so each label has its own line. */
const HORIZONTAL_ROW_PX = 22
const HORIZONTAL_CHROME_PX = 90

/** The drawn height: a horizontal bar chart grows with its categories so none is skipped or squeezed. */
export function chartHeight(view: ChartView, height: number): number {
  if (view.kind !== 'bar' || !view.horizontal) return height
  const labels = Math.min(view.labels.length, LABEL_EVERY_CATEGORY_UP_TO)
  return Math.max(height, labels * HORIZONTAL_ROW_PX + HORIZONTAL_CHROME_PX)
}

export function buildChartConfig(view: ChartView, options: { pdf?: boolean } = {}): ChartConfig {
  const animation = options.pdf ? (false as const) : undefined
  const unit = view.unit
  const tooltipLabel = (item: TooltipItem<ChartType>) => {
    const raw = item.raw as number | { x: number; y: number } | null
    const value = raw && typeof raw === 'object' ? `(${withUnit(raw.x, '')}, ${withUnit(raw.y, unit)})` : withUnit(raw, unit)
    return `${item.dataset.label ?? ''}：${value}`
  }
  const title = view.title ? { display: true, text: view.title, font: { size: 14 } } : { display: false }

  if (view.kind === 'doughnut') {
    const series = view.series[0]
    return {
      type: 'doughnut',
      data: {
        labels: view.labels,
        datasets: [{ label: series?.name ?? '', data: series?.values ?? [], backgroundColor: [...CHART_COLORS], borderWidth: 1 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation,
        cutout: DOUGHNUT_CUTOUT,
        radius: DOUGHNUT_RADIUS,
        plugins: { title, legend: { position: 'right' }, tooltip: { callbacks: { label: tooltipLabel } } },
      } as ChartOptions<'doughnut'> as ChartOptions,
    }
  }

  if (view.kind === 'radar') {
    return {
      type: 'radar',
      data: {
        labels: view.labels,
        datasets: view.series.map((s, i) => ({
          label: s.name,
          data: s.values,
          borderColor: chartColor(i),
          backgroundColor: withAlpha(chartColor(i), 0.15),
          pointBackgroundColor: chartColor(i),
          fill: true,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation,
        scales: { r: { beginAtZero: true, min: view.yMin, max: view.yMax, ticks: { callback: (value: number | string) => abbreviateK(Number(value)) } } },
        plugins: { title, tooltip: { callbacks: { label: tooltipLabel } } },
      } as ChartOptions<'radar'> as ChartOptions,
    }
  }

  const axisTitle = (text: string | undefined) => (text ? { display: true, text } : { display: false })
  const valueAxis = {
    beginAtZero: view.kind !== 'scatter',
    min: view.yMin,
    max: view.yMax,
    title: axisTitle(view.yTitle),
    ticks: { callback: (value: number | string) => abbreviateK(Number(value)) },
  }

  if (view.kind === 'scatter') {
    return {
      type: 'scatter',
      data: {
        datasets: view.series.map((s, i) => ({
          label: s.name,
          data: (s.points ?? []).map((p) => ({ x: p.x, y: p.y })),
          backgroundColor: withAlpha(chartColor(i), 0.7),
          borderColor: chartColor(i),
          pointRadius: 3,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation,
        scales: {
          x: { type: 'linear', title: axisTitle(view.xTitle), ticks: { callback: (value: number | string) => abbreviateK(Number(value)) } },
          y: valueAxis,
        },
        plugins: { title, tooltip: { callbacks: { label: tooltipLabel } } },
      } as ChartOptions<'scatter'> as ChartOptions,
    }
  }

  // bar and line
  const horizontal = view.kind === 'bar' && Boolean(view.horizontal)
  const stacked = view.kind === 'bar' && view.series.some((s) => s.stack)
  const datasets = view.series.map((s, i): ChartDataset => {
    const color = chartColor(i)
    if (view.kind === 'line' || s.asLine) {
      return { type: 'line', label: s.name, data: s.values, borderColor: color, backgroundColor: color, pointRadius: 3, tension: 0.2, spanGaps: false, order: 0 } as ChartDataset
    }
    return { type: 'bar', label: s.name, data: s.values, backgroundColor: color, stack: s.stack, maxBarThickness: 36, order: 1 } as ChartDataset
  })
  const everyLabel = view.labels.length <= LABEL_EVERY_CATEGORY_UP_TO
  const categoryAxis = { title: axisTitle(view.xTitle), stacked, ticks: { autoSkip: !everyLabel, ...(horizontal ? {} : { maxRotation: 90 }) } }
  return {
    type: view.kind,
    data: { labels: view.labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation,
      indexAxis: horizontal ? 'y' : 'x',
      scales: horizontal ? { y: categoryAxis, x: { ...valueAxis, stacked } } : { x: categoryAxis, y: { ...valueAxis, stacked } },
      plugins: { title, legend: { display: view.series.length > 1 }, tooltip: { callbacks: { label: tooltipLabel } } },
    } as ChartOptions<'bar'> as ChartOptions,
  }
}
