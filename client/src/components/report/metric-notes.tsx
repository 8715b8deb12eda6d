import { Box, Button, Collapsible, Table, Text } from '@chakra-ui/react'
import type { MetricNote } from '@report/contracts/bff/metric-notes'
import { useState } from 'react'
import { usePdfMode } from '../../lib/pdf-mode.ts'

export interface MetricNotesProps {
  /** Entries to show, as the BFF's view model gives them. */
  notes: readonly MetricNote[]
  title?: string
  defaultOpen?: boolean
  /** The settings version the page's figures were computed with (the view model's); null or absent: none read. */
  settingsVersion?: string | null
}

/**
 * 指标说明 (analytics.md): how every number on the page is computed, so a teacher can check it by
 * hand. Collapsed by default. In PDF mode it is the printed report's appendix: always open, and it
 * also states who each figure counts and how it is rounded, so a printed report can be checked by hand.
 */
export function MetricNotes({ notes, title = '指标说明', defaultOpen = false, settingsVersion = null }: MetricNotesProps) {
  const pdf = usePdfMode()
  const [open, setOpen] = useState(defaultOpen)
  if (notes.length === 0) return null
  const heading = pdf ? `附录：${title}` : title
  return (
    // The table mounts when first opened: a page's notes are some 40 styled cells nobody has asked for yet.
    <Collapsible.Root open={pdf || open} onOpenChange={(details) => setOpen(details.open)} lazyMount data-testid="metric-notes">
      <Box borderWidth="1px" borderRadius="sm" bg="bg">
        <Collapsible.Trigger asChild>
          <Button variant="ghost" size="sm" width="full" justifyContent="space-between" fontWeight="semibold" disabled={pdf}>
            {heading}
            {pdf ? null : <Text as="span" color="fg.muted" fontSize="xs">{open ? '收起' : '展开'}</Text>}
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Table.Root size="sm" css={{ '& td': { verticalAlign: 'top' } }}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader width="140px">指标</Table.ColumnHeader>
                <Table.ColumnHeader width={pdf ? '240px' : '320px'}>计算方法</Table.ColumnHeader>
                <Table.ColumnHeader>说明</Table.ColumnHeader>
                {pdf ? <Table.ColumnHeader>统计范围与取舍</Table.ColumnHeader> : null}
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
                  {pdf ? <Table.Cell color="fg.muted">{[entry.population, entry.rounding].filter(Boolean).join('；') || '—'}</Table.Cell> : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {settingsVersion ? (
            <Text fontSize="xs" color="fg.muted" paddingInline="3" paddingBlock="2" data-testid="metric-notes-version">
              设置版本：{settingsVersion}
            </Text>
          ) : null}
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  )
}
