import { Box, Button, Flex, Skeleton } from '@chakra-ui/react'
import type { ChartView } from '@report/contracts/bff/chart'
import { Suspense, useId, useRef, useState } from 'react'
import { usePdfMode, useReportTask } from '../../lib/pdf-mode.ts'
import type { ChartHandle } from './chart-canvas.tsx'
import { ChartCanvas } from './chart-canvas-chunk.ts'
import { ChartDataTable } from './chart-data-table.tsx'
import { chartPointFigure, type ChartFigure } from './logic/chart-explain.ts'
import { chartFileName } from './logic/chart-format.ts'

export interface ReportChartProps {
  chart: ChartView
  /** Height in px (default 320). */
  height?: number
  /** Show 导出图片 (PNG at pixel ratio 2 on white); never in PDF mode. */
  exportable?: boolean
  testId?: string
  /** The name of a chart whose view has no title (a report block's title). */
  title?: string | undefined
  /** Opens a value's explanation (issue 36): a click on the chart, or a figure of its 数据表. */
  onExplain?: ((figure: ChartFigure) => void) | undefined
}

/**
 * A report chart (spec 2 §1): bar, line, doughnut (radius 60–80 %, six colours), radar or scatter.
 * On screen its numbers are also a table for screen readers (issue 35), which 数据表 puts on the page; a
 * value opens into its explanation by a click on the chart or from that table (issue 36). The printed
 * report has neither.
 */
export function ReportChart({ chart, height = 320, exportable = true, testId, title, onExplain }: ReportChartProps) {
  const pdf = usePdfMode()
  const handle = useRef<ChartHandle>(null)
  // Held here, not in the lazy half: the PDF is not ready while chart.js is still loading.
  const [drawn, setDrawn] = useState(false)
  useReportTask('chart', drawn, pdf)
  const label = chart.title ?? title ?? '图表'
  const tableId = useId()
  const [tableOpen, setTableOpen] = useState(false)
  const explain = !pdf && onExplain && chart.explain ? onExplain : undefined
  const onPoint = explain
    ? (series: number, index: number) => {
        const figure = chartPointFigure(chart, series, index)
        if (figure) explain(figure)
      }
    : undefined
  return (
    <Box data-testid={testId}>
      {!pdf ? (
        <Flex justify="flex-end" gap="1" marginBottom="1">
          <Button size="xs" variant="ghost" colorPalette="brand" aria-expanded={tableOpen} aria-controls={tableId} onClick={() => setTableOpen((open) => !open)} data-testid="chart-table-toggle">
            {tableOpen ? '收起数据表' : '数据表'}
          </Button>
          {exportable ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="brand"
              onClick={() => {
                const url = handle.current?.toPng()
                if (!url) return
                const anchor = document.createElement('a')
                anchor.href = url
                anchor.download = chartFileName(chart.title)
                anchor.click()
              }}
            >
              导出图片
            </Button>
          ) : null}
        </Flex>
      ) : null}
      <Suspense fallback={<Skeleton height={`${height}px`} />}>
        <ChartCanvas chart={chart} height={height} pdf={pdf} handleRef={handle} label={label} describedBy={pdf ? undefined : tableId} onDrawn={() => setDrawn(true)} onPoint={onPoint} />
      </Suspense>
      {pdf ? null : <ChartDataTable chart={chart} caption={label} id={tableId} open={tableOpen} onExplain={explain} />}
    </Box>
  )
}
