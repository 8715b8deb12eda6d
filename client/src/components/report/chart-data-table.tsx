import { Box, chakra, VisuallyHidden } from '@chakra-ui/react'
import type { ChartView } from '@report/contracts/bff/chart'
import { useMemo, type ReactNode } from 'react'
import { chartTableFigures, type ChartFigure } from './logic/chart-explain.ts'
import { chartTable } from './logic/chart-table.ts'

export interface ChartDataTableProps {
  chart: ChartView
  caption: string
  id: string
  /** Shown on the page (数据表), its figures open into their explanations; else out of sight for screen readers. */
  open: boolean
  onExplain?: ((figure: ChartFigure) => void) | undefined
}

/**
 * A chart's numbers as a real table (issue 35, WCAG 1.1.1): out of sight for screen readers, so the page
 * looks as it did, named by its caption, the chart's title; the canvas points to it (aria-describedby).
 * Opened (数据表), it is on the page and each figure opens into its explanation by mouse or by keyboard
 * (issue 36): the way to a chart's numbers for whoever cannot point at a bar.
 */
export function ChartDataTable({ chart, caption, id, open, onExplain }: ChartDataTableProps) {
  const table = useMemo(() => chartTable(chart, caption), [chart, caption])
  const figures = useMemo(() => chartTableFigures(chart), [chart])
  const [labelHeader, ...valueHeaders] = table.headers
  const cellOf = (text: string, figure: ChartFigure | null | undefined): ReactNode =>
    open && onExplain && figure ? (
      <chakra.button type="button" cursor="help" textDecoration="underline dotted" textUnderlineOffset="4px" title="查看数值说明" onClick={() => onExplain(figure)} data-explain-chart={figure.cell}>
        {text}
      </chakra.button>
    ) : (
      text
    )
  const content = (
    <table id={id} data-testid="chart-data-table">
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          {valueHeaders.map((header, index) => (
            <th key={index} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, column) => (
              <td key={column}>{cellOf(cell, figures[index]?.[column])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
  if (!open) {
    // The box is hidden, not the table: a table is never narrower than its cells, and a wide one
    // clipped to nothing still made a 360 px page scroll sideways.
    return <VisuallyHidden as="div">{content}</VisuallyHidden>
  }
  return (
    <Box
      overflowX="auto"
      marginTop="2"
      fontSize="sm"
      css={{ '& table': { borderCollapse: 'collapse', minWidth: '100%' }, '& th, & td': { borderBottomWidth: '1px', paddingX: '2', paddingY: '1', textAlign: 'right', whiteSpace: 'nowrap' }, '& th[scope=row], & thead th:first-of-type': { textAlign: 'left' }, '& caption': { textAlign: 'left', fontWeight: 'semibold', paddingBottom: '1' } }}
      data-testid="chart-data-table-open"
    >
      {content}
    </Box>
  )
}
