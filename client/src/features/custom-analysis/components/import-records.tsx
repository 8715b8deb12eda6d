import { Box, Heading, Link, Skeleton, Table, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useImportRecords } from '../api/get-import-records.ts'

/** /importDetails: the user's imports with their row counts and problems. */
export function ImportRecords() {
  const { data, isLoading } = useImportRecords()
  if (isLoading || !data) return <Skeleton height="40" />
  if (!data.access.allowed) return <StatusView title={data.access.notice ?? ''} />
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6">
      <Heading as="h2" size="lg" marginBottom="4">导入记录</Heading>
      {data.records.length === 0 ? (
        <Text color="fg.muted" data-testid="no-records">
          还没有导入记录。<RouterLink href="/new/custom"><Text as="span" color="brand.fg">去导入成绩</Text></RouterLink>
        </Text>
      ) : (
        <Table.Root size="sm" variant="outline" aria-label="导入记录" data-testid="import-records">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>导入时间</Table.ColumnHeader>
              <Table.ColumnHeader>文件</Table.ColumnHeader>
              <Table.ColumnHeader>考试</Table.ColumnHeader>
              <Table.ColumnHeader>年级</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">文件行数</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">已导入</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">已跳过</Table.ColumnHeader>
              <Table.ColumnHeader>问题</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.records.map((r) => (
              <Table.Row key={r.taskid}>
                <Table.Cell>{r.time}</Table.Cell>
                <Table.Cell>{r.fileName}</Table.Cell>
                <Table.Cell>{r.dashboardHref ? <Link asChild colorPalette="brand"><RouterLink href={toRouteHref(r.dashboardHref)}>{r.examName}</RouterLink></Link> : r.examName}</Table.Cell>
                <Table.Cell>{r.grade}</Table.Cell>
                <Table.Cell textAlign="end">{r.totalRows}</Table.Cell>
                <Table.Cell textAlign="end">{r.importedRows}</Table.Cell>
                <Table.Cell textAlign="end">{r.skippedRows}</Table.Cell>
                <Table.Cell>{r.problems}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  )
}
