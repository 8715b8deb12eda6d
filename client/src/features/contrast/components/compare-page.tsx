import { Alert, Box, Button, Flex, Heading, HStack, Link as ChakraLink, List, Skeleton, Stack, Table, Text, Wrap } from '@chakra-ui/react'
import type { CompareDimension, CompareTable, CompareView } from '@report/contracts/bff/contrast'
import { Fragment, useState } from 'react'
import useSWR from 'swr'
import { Link } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { DownloadTableButton } from '../../../components/report/download-table-button.tsx'
import { ReportChart } from '../../../components/report/report-chart.tsx'
import { BffRequestError } from '../../../lib/bff-client.ts'
import { notifyError } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { retryContrast } from '../api/contrast-actions.ts'
import { useCompare, type CompareParams } from '../api/get-compare.ts'
import { contrastHistoryKey, getContrastHistory } from '../api/get-contrast-history.ts'
import { StatusCell } from './contrast-history.tsx'
import { TableScrollArea } from '../../../components/ui/scroll-box.tsx'

export interface ComparePageProps {
  dimension: CompareDimension
  params: CompareParams | null
}

/** One comparison in one dimension (spec 2 §2 compare; issue 16 "Read" and "Compare"). */
export function ComparePage({ dimension, params }: ComparePageProps) {
  const { data, error, isLoading, mutate } = useCompare(dimension, params)
  // Without a comparison chosen, the user's access decides: the refusal (student, hidden module,
  // edition) is this page's own notice, never an invitation to a list they cannot open.
  const { data: history } = useSWR(params ? null : contrastHistoryKey, getContrastHistory)
  if (!params) {
    if (!history) return <Skeleton height="60" />
    if (!history.access.canShow) return <StatusView title={history.access.notice ?? '暂无权限'} />
    return <StatusView title="请先在历史对比列表中选择一个对比" action={<Button asChild size="sm" colorPalette="brand"><Link href="/contrast/history">历史对比列表</Link></Button>} />
  }
  if (error) return <StatusView title={error instanceof BffRequestError ? error.message : '页面加载失败，请刷新或联系客服'} action={<Button asChild size="sm" variant="outline"><Link href="/contrast/history">返回历史对比</Link></Button>} />
  if (isLoading || !data) return <Skeleton height="80" />
  return <CompareContent view={data} onRetry={async () => { try { await retryContrast(data.id); await mutate() } catch (e) { notifyError(e) } }} />
}

function LinkButtons({ label, links, testId }: { label: string; links: CompareView['dimensions']; testId: string }) {
  if (links.length === 0) return null
  return (
    <Flex gap="2" align="center" wrap="wrap" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted" minWidth="48px">{label}</Text>
      <Wrap gap="1">
        {links.map((l) =>
          l.href ? (
            <Button key={l.key} asChild size="xs" variant={l.active ? 'solid' : 'outline'} colorPalette="brand" aria-current={l.active ? 'page' : undefined}>
              <Link href={toRouteHref(l.href)}>{l.label}</Link>
            </Button>
          ) : (
            <Button key={l.key} size="xs" variant="outline" disabled title="请从班级对比中选择学生">{l.label}</Button>
          ),
        )}
      </Wrap>
    </Flex>
  )
}

function CompareContent({ view, onRetry }: { view: CompareView; onRetry: () => Promise<void> }) {
  return (
    <Stack gap="4" bg="bg" borderRadius="md" borderWidth="1px" padding="6">
      <Flex justify="space-between" align="center" gap="4">
        <Heading as="h2" size="lg" data-testid="compare-title">{view.title}</Heading>
        <ChakraLink asChild fontSize="sm" color="brand.fg"><Link href="/contrast/history">返回历史对比</Link></ChakraLink>
      </Flex>
      <Text fontSize="sm" color="fg.muted">对比考试：{view.exams.join(' → ')}</Text>
      {!view.status.done ? (
        <Alert.Root status={view.status.canRetry ? 'error' : 'info'} data-testid="compare-status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>该对比{view.status.statusLabel}{view.status.canRetry ? '' : '，完成后自动显示'}</Alert.Title>
            <StatusCell item={view.status} />
          </Alert.Content>
          {view.status.canRetry ? <Button size="sm" onClick={() => void onRetry()}>重试</Button> : null}
        </Alert.Root>
      ) : null}
      <LinkButtons label="维度" links={view.dimensions} testId="compare-dimensions" />
      <LinkButtons label="科目" links={view.subjects} testId="compare-subjects" />
      <LinkButtons label={view.dimension === 'multi' ? '学校' : '班级'} links={view.units} testId="compare-units" />
      {view.findings.length > 0 ? (
        <Box borderWidth="1px" borderRadius="sm" padding="3" bg="bg.muted" data-testid="compare-findings">
          <List.Root gap="1" fontSize="sm">
            {view.findings.map((f) => <List.Item key={f}>{f}</List.Item>)}
          </List.Root>
        </Box>
      ) : null}
      {view.charts.map((chart, i) => (
        <ReportChart key={`${chart.title}-${i}`} chart={chart} height={300} testId="compare-chart" />
      ))}
      {view.tables.map((table, i) => <CompareTableView key={`${table.title}-${i}`} table={table} />)}
      <Notes notes={view.notes} />
    </Stack>
  )
}

function CompareTableView({ table }: { table: CompareTable }) {
  const groups: { title: string; span: number }[] = []
  for (const c of table.columns) {
    const last = groups[groups.length - 1]
    if (last && c.group && last.title === c.group) last.span++
    else groups.push({ title: c.group ?? '', span: 1 })
  }
  const grouped = table.columns.some((c) => c.group)
  return (
    <Box data-testid="compare-table">
      <Flex justify="space-between" align="center" marginBottom="2">
        <Heading as="h3" size="sm">{table.title}</Heading>
        {table.export ? <DownloadTableButton exportRef={table.export} /> : null}
      </Flex>
      {table.rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">暂无数据</Text>
      ) : (
        <TableScrollArea label={table.title} borderWidth="1px" maxHeight="480px">
          <Table.Root size="sm" showColumnBorder stickyHeader aria-label={table.title}>
            <Table.Header>
              {grouped ? (
                <Table.Row>
                  {groups.map((g, i) => <Table.ColumnHeader key={`${g.title}-${i}`} colSpan={g.span} textAlign="center">{g.title}</Table.ColumnHeader>)}
                </Table.Row>
              ) : null}
              <Table.Row>
                {table.columns.map((c, i) => <Table.ColumnHeader key={i} whiteSpace="nowrap">{c.title}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {table.rows.map((row) => (
                <Table.Row key={row.key}>
                  {row.cells.map((cell, i) => (
                    <Table.Cell key={i} whiteSpace="nowrap" color={cell === '未考' ? 'fg.muted' : undefined}>
                      {i === 0 && row.href ? <ChakraLink asChild color="brand.fg"><Link href={toRouteHref(row.href)}>{cell}</Link></ChakraLink> : <Fragment>{cell}</Fragment>}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      )}
    </Box>
  )
}

function Notes({ notes }: { notes: string[] }) {
  const [open, setOpen] = useState(false)
  return (
    <Box borderWidth="1px" borderRadius="sm" data-testid="metric-notes">
      <Button variant="ghost" size="sm" width="full" justifyContent="space-between" onClick={() => setOpen(!open)}>
        指标说明
        <HStack as="span" color="fg.muted" fontSize="xs">{open ? '收起' : '展开'}</HStack>
      </Button>
      {open ? (
        <List.Root gap="1" padding="3" fontSize="sm" as="ol">
          {notes.map((n) => <List.Item key={n}>{n}</List.Item>)}
        </List.Root>
      ) : null}
    </Box>
  )
}
