import { Input, Table } from '@chakra-ui/react'
import type { LevelTableRow } from '@report/contracts/bff/level-score'
import { cumulativeRatios, type LevelTableError } from '@report/contracts/rules/level-score-table'
import { ScrollBox } from '../../../components/ui/scroll-box.tsx'

export interface LevelTableProps {
  rows: LevelTableRow[]
  errors: readonly LevelTableError[]
  onChange: (row: number, field: 'rate' | 'min' | 'max', value: string) => void
}

/**
 * The level ratios and score ranges (spec 2 §3, §5): the cumulative column is the running sum, 2 decimals.
 * On a phone the table scrolls in its own box (issue 35: /level/score was 78 px too wide at 390) and
 * its inputs keep a width that shows a score.
 */
export function LevelTable({ rows, errors, onChange }: LevelTableProps) {
  const cumulative = cumulativeRatios(rows)
  const bad = (row: number, field: string) => errors.some((e) => e.row === row && e.field === field)
  const cell = (i: number, field: 'rate' | 'min' | 'max', label: string) => (
    <Input
      size="sm"
      minWidth="72px"
      aria-label={`第${i + 1}级${label}`}
      value={rows[i]![field]}
      aria-invalid={bad(i, field) || undefined}
      borderColor={bad(i, field) ? 'red.500' : undefined}
      onChange={(e) => onChange(i, field, e.currentTarget.value)}
    />
  )
  return (
    <ScrollBox label="等级赋分设置" overflowX="auto">
      <Table.Root size="sm" variant="outline" aria-label="等级赋分设置" data-testid="level-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="70px">等级</Table.ColumnHeader>
            <Table.ColumnHeader>比例（%）</Table.ColumnHeader>
            <Table.ColumnHeader>累计比例（%）</Table.ColumnHeader>
            <Table.ColumnHeader>赋分起始值</Table.ColumnHeader>
            <Table.ColumnHeader>赋分末尾值</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((_, i) => (
            <Table.Row key={i}>
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell>{cell(i, 'rate', '比例')}</Table.Cell>
              <Table.Cell data-testid={`cumulative-${i + 1}`}>{cumulative[i] === null ? '--' : cumulative[i]!.toFixed(2)}</Table.Cell>
              <Table.Cell>{cell(i, 'min', '赋分起始值')}</Table.Cell>
              <Table.Cell>{cell(i, 'max', '赋分末尾值')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollBox>
  )
}
