import { Box, Button, Collapsible, Table, Text } from '@chakra-ui/react'
import type { MetricNote } from '@report/contracts/bff/metric-notes'
import { useState } from 'react'
import { usePdfMode } from '../../lib/pdf-mode.ts'

export interface MetricNotesProps {
  /** Entries to show, as the BFF's view model gives them. */
  notes: readonly MetricNote[]
  title?: string
  defaultOpen?: boolean
}

/**
 * 指标说明 (analytics.md): how every number on the page is computed, so a teacher can check it by
 * hand. Collapsed by default; always open in PDF mode.
 */
export function MetricNotes({ notes, title = '指标说明', defaultOpen = false }: MetricNotesProps) {
  const pdf = usePdfMode()
  const [open, setOpen] = useState(defaultOpen)
  if (notes.length === 0) return null
  return (
    <Collapsible.Root open={pdf || open} onOpenChange={(details) => setOpen(details.open)} data-testid="metric-notes">
      <Box borderWidth="1px" borderRadius="sm" bg="bg">
        <Collapsible.Trigger asChild>
          <Button variant="ghost" size="sm" width="full" justifyContent="space-between" fontWeight="semibold" disabled={pdf}>
            {title}
            {pdf ? null : <Text as="span" color="fg.muted" fontSize="xs">{open ? '收起' : '展开'}</Text>}
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Table.Root size="sm" css={{ '& td': { verticalAlign: 'top' } }}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader width="140px">指标</Table.ColumnHeader>
                <Table.ColumnHeader width="320px">计算方法</Table.ColumnHeader>
                <Table.ColumnHeader>说明</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {notes.map((entry) => (
                <Table.Row key={entry.term}>
                  <Table.Cell fontWeight="medium">{entry.term}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {entry.formula}
                  </Table.Cell>
                  <Table.Cell color="fg.muted">{entry.note || '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  )
}
