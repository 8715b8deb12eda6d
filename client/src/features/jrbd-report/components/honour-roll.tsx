import { Box, Heading, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn } from '@report/contracts/bff/table'
import { useState } from 'react'
import { TableScrollArea } from '../../../components/ui/scroll-box.tsx'
import { LoadErrorView } from '../../../components/feedback/load-error-view.tsx'
import { LoadingState } from '../../../components/feedback/loading-state.tsx'
import { useRanking, useRollExams } from '../api/get-honour-roll.ts'

const ROLL_SIZE = 20

/**
 * /jrbd-report, 考试榜单 (our design, README): for an exam the school chooses, the head figures and the
 * first 20 of its 排名榜 as a printable honour roll — ranks as the ranking report computes them (ties
 * share a rank), scope as the account's.
 */
export function HonourRoll() {
  const exams = useRollExams()
  const [chosen, setChosen] = useState<string | null>(null)
  if (exams.error && !exams.data) return <LoadErrorView />
  if (!exams.data) return <LoadingState what="考试列表" />
  const list = exams.data.exams
  const exam = list.find((e) => `${e.examid}:${e.org}` === chosen) ?? list[0] ?? null
  return (
    <Stack gap="4" data-testid="honour-roll">
      <Heading as="h1" size="xl">
        考试榜单
      </Heading>
      <NativeSelect.Root maxWidth="480px">
        <NativeSelect.Field aria-label="选择考试" value={exam ? `${exam.examid}:${exam.org}` : ''} onChange={(e) => setChosen(e.target.value)}>
          {list.map((e) => (
            <option key={`${e.examid}:${e.org}`} value={`${e.examid}:${e.org}`}>
              {e.name}（{e.grade} · {e.date}）
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {exam ? <Roll exam={exam} /> : <Text color="fg.muted">暂无考试</Text>}
    </Stack>
  )
}

function Roll({ exam }: { exam: { examid: string; org: number; grade: string; name: string } }) {
  const { data, error } = useRanking(exam)
  if (error && !data) return <Text color="fg.error">{error instanceof Error ? error.message : '榜单加载失败'}</Text>
  if (!data) return <LoadingState what="榜单" />
  const stats = data.blocks.find((b): b is Extract<ReportBlock, { kind: 'stats' }> => b.kind === 'stats')
  const table = data.blocks.find((b): b is Extract<ReportBlock, { kind: 'table' }> => b.kind === 'table')
  const leaves = table ? flatLeaves(table.table.columns) : []
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg" textAlign="center">
        {exam.name} 光荣榜
      </Heading>
      {stats ? (
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          {stats.items.map((item) => (
            <Box key={item.label} borderWidth="1px" borderRadius="md" padding="3" textAlign="center">
              <Text fontSize="xs" color="fg.muted">
                {item.label}
              </Text>
              <Text fontWeight="semibold">{String(item.value)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      {table ? (
        <TableScrollArea label="榜单">
          <Table.Root size="sm" aria-label="榜单" data-testid="honour-roll-table">
            <Table.Header>
              <Table.Row bg="bg.muted">
                {leaves.map((c) => (
                  <Table.ColumnHeader key={c.key}>{c.title}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {table.table.rows
                .filter((r) => !r.pinned)
                .slice(0, ROLL_SIZE)
                .map((row) => (
                  <Table.Row key={row.key}>
                    {leaves.map((c) => (
                      <Table.Cell key={c.key}>{String(row.cells[c.key] ?? '--')}</Table.Cell>
                    ))}
                  </Table.Row>
                ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      ) : (
        <Text color="fg.muted">当前账号的查看范围内没有排名数据</Text>
      )}
    </Stack>
  )
}

function flatLeaves(columns: readonly TableColumn[]): Array<{ key: string; title: string }> {
  return columns.flatMap((c) =>
    c.children && c.children.length > 0
      ? c.children.flatMap((g) => ('children' in g && Array.isArray(g.children) ? g.children.map((l) => ({ key: l.key, title: `${c.title}·${g.title}·${l.title}` })) : [{ key: g.key, title: `${c.title}·${g.title}` }]))
      : [{ key: c.key, title: c.title }],
  )
}
