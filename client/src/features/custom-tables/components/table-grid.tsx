import { Table } from '@chakra-ui/react'
import type { CustomTableGrid } from '@report/contracts/bff/custom-tables'
import { TableScrollArea } from '../../../components/ui/scroll-box.tsx'

/** A table of cells as the file holds them: the first column names the unit, the rest are figures. */
export function TableGrid({ grid, label, maxHeight = '480px' }: { grid: CustomTableGrid; label: string; maxHeight?: string }) {
  return (
    <TableScrollArea label={label} borderWidth="1px" maxHeight={maxHeight}>
      <Table.Root size="sm" stickyHeader showColumnBorder aria-label={label}>
        <Table.Header>
          {grid.groups && grid.groups.length > 0 ? (
            // A table over several exams: one group of columns per exam, under its name.
            <Table.Row>
              <Table.ColumnHeader colSpan={grid.columns.length - grid.groups.reduce((n, g) => n + g.span, 0)} />
              {grid.groups.map((g, i) => (
                <Table.ColumnHeader key={`${i}-${g.title}`} colSpan={g.span} textAlign="center" whiteSpace="nowrap" data-testid="column-group">{g.title}</Table.ColumnHeader>
              ))}
            </Table.Row>
          ) : null}
          <Table.Row>
            {grid.columns.map((c, i) => (
              <Table.ColumnHeader key={`${i}-${c}`} textAlign={i === 0 ? 'start' : 'end'} whiteSpace="nowrap">{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {grid.rows.map((row, r) => (
            <Table.Row key={r}>
              {row.map((cell, i) => (
                <Table.Cell key={i} textAlign={i === 0 ? 'start' : 'end'} whiteSpace="nowrap">{cell ?? '—'}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  )
}
