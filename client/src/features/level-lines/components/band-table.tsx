import { Table } from '@chakra-ui/react'
import type { LevelLinesView } from '@report/contracts/bff/level-lines'
import { ScrollBox } from '../../../components/ui/scroll-box.tsx'

/** The band table (spec 2 §3): a row per band with the students of the total and each subject;
 * on a phone it scrolls in its own box, not the page. */
export function BandTable({ table }: { table: LevelLinesView['bandTable'] }) {
  return (
    <ScrollBox label="各档人数" overflowX="auto">
      <Table.Root size="sm" variant="outline" aria-label="各档人数" data-testid="band-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>档次</Table.ColumnHeader>
            {table.columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign="end">{c.label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row) => (
            <Table.Row key={row.name}>
              <Table.Cell>{row.name}</Table.Cell>
              {table.columns.map((c) => (
                <Table.Cell key={c.key} textAlign="end">{row.counts[c.key] ?? 0}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollBox>
  )
}
