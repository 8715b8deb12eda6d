import { VisuallyHidden } from '@chakra-ui/react'
import type { ChartView } from '@report/contracts/bff/chart'
import { useMemo } from 'react'
import { chartTable } from './logic/chart-table.ts'

/**
 * A chart's numbers as a real table for screen readers (issue 35, WCAG 1.1.1): out of sight, so the
 * page looks as it did, and named by its caption, the chart's title. The canvas points to it
 * (aria-describedby); it follows the canvas in reading order.
 */
export function ChartDataTable({ chart, caption, id }: { chart: ChartView; caption: string; id: string }) {
  const table = useMemo(() => chartTable(chart, caption), [chart, caption])
  const [labelHeader, ...valueHeaders] = table.headers
  return (
    // The box is hidden, not the table: a table is never narrower than its cells, and a wide one
    // clipped to nothing still made a 360 px page scroll sideways.
    <VisuallyHidden as="div">
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
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  )
}
