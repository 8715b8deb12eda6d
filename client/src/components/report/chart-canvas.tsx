import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Title,
  Tooltip,
  type ChartOptions,
  type Plugin,
} from 'chart.js'
import type { ChartView } from '@report/contracts/bff/chart'
import { useImperativeHandle, useMemo, useRef, type Ref } from 'react'
import { Chart } from 'react-chartjs-2'
import { buildChartConfig, chartHeight } from './logic/chart-config.ts'
import { CHART_EXPORT_BACKGROUND, CHART_EXPORT_PIXEL_RATIO } from './logic/chart-format.ts'

// Only the pieces the five report chart kinds use (no chart.js/auto): bar, line, doughnut, radar, scatter.
ChartJS.register(
  BarController, BarElement, LineController, LineElement, PointElement, DoughnutController, ArcElement,
  RadarController, RadialLinearScale, ScatterController, CategoryScale, LinearScale, Filler, Legend, Tooltip, Title,
)

export interface ChartHandle {
  /** The chart as a PNG data URL at pixel ratio 2 on white (spec 2 §9). */
  toPng(): string | null
}

export interface ChartCanvasProps {
  chart: ChartView
  height: number
  pdf: boolean
  handleRef?: Ref<ChartHandle> | undefined
  label: string
  /** The id of the chart's data table (ReportChart's ChartDataTable). */
  describedBy?: string | undefined
  /** Called after the first draw (PDF readiness). */
  onDrawn?: (() => void) | undefined
  /** A click on the chart: the series and the label (or point) nearest to it (issue 36). */
  onPoint?: ((series: number, index: number) => void) | undefined
}

/** Renders at ratio 2, composes onto white, then restores the screen ratio. */
export function chartToPng(chart: ChartJS): string {
  const options = chart.config.options as { devicePixelRatio?: number }
  const previous = options.devicePixelRatio
  const setRatio = (ratio: number | undefined) => {
    options.devicePixelRatio = ratio
    chart.stop() // a resize waits for a running animation; stop it so this one is applied now
    chart.update('none') // re-resolves the options from the config
    chart.resize()
    chart.update('none')
  }
  setRatio(CHART_EXPORT_PIXEL_RATIO)
  const source = chart.canvas
  const canvas = document.createElement('canvas')
  canvas.width = source.width
  canvas.height = source.height
  const context = canvas.getContext('2d')!
  context.fillStyle = CHART_EXPORT_BACKGROUND
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(source, 0, 0)
  setRatio(previous)
  return canvas.toDataURL('image/png')
}

/** The chart.js half of ReportChart, in its own lazy chunk with chart.js. */
export default function ChartCanvas({ chart, height, pdf, handleRef, label, describedBy, onDrawn, onPoint }: ChartCanvasProps) {
  const ref = useRef<ChartJS | null>(null)
  const drawnRef = useRef(onDrawn)
  drawnRef.current = onDrawn
  const pointRef = useRef(onPoint)
  pointRef.current = onPoint
  const clickable = onPoint !== undefined
  const config = useMemo(() => {
    const built = buildChartConfig(chart, { pdf })
    if (!clickable) return built
    // The nearest value, not only one under the pointer: a thin bar or a radar point is hard to hit.
    const options: ChartOptions = {
      ...built.options,
      onClick: (event, _elements, drawn) => {
        const [nearest] = drawn.getElementsAtEventForMode(event.native ?? (event as unknown as Event), 'nearest', { intersect: false }, true)
        if (nearest) pointRef.current?.(nearest.datasetIndex, nearest.index)
      },
    }
    return { ...built, options }
  }, [chart, pdf, clickable])
  const plugins = useMemo<Plugin[]>(
    () => [
      {
        id: 'report-drawn',
        afterRender: (drawn) => {
          // How many categories carry a label (bar and line charts): what a reader and a test can check.
          const axis = drawn.scales[(drawn.options as { indexAxis?: string }).indexAxis === 'y' ? 'y' : 'x']
          if (axis?.type === 'category') drawn.canvas.dataset.labelledCategories = String(axis.ticks.length)
          drawnRef.current?.()
        },
      },
    ],
    [],
  )
  useImperativeHandle(handleRef, () => ({ toPng: () => (ref.current ? chartToPng(ref.current) : null) }), [])
  return (
    <div style={{ position: 'relative', height: chartHeight(chart, height), cursor: clickable ? 'pointer' : undefined }} title={clickable ? '点击图中数值查看说明' : undefined}>
      <Chart ref={ref} type={config.type} data={config.data} options={config.options} plugins={plugins} aria-label={label} aria-describedby={describedBy} role="img" />
    </div>
  )
}
