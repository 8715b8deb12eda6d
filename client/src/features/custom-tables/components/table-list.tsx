import { Badge, Box, Button, Flex, Heading, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import type { CustomTableItem } from '@report/contracts/bff/custom-tables'
import { Link as RouterLink } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { notifySuccess } from '../../../lib/notify.ts'
import { useBusyRun } from '../../../lib/use-busy-run.ts'
import { useTableList } from '../api/get-table-list.ts'
import { removeTemplate } from '../api/remove-template.ts'

const TONE: Record<CustomTableItem['state'], string> = { generating: 'blue', done: 'green', expired: 'gray', failed: 'red', invalid: 'red' }

/** /table-create/list and /custom-table/list: the user's custom tables (open online, download) and templates. */
export function TableList({ createHref }: { createHref: string }) {
  const { data, isLoading } = useTableList()
  const { busy, run } = useBusyRun()
  if (isLoading || !data) return <Skeleton height="40" />
  if (!data.access.allowed) return <StatusView title={data.access.notice ?? ''} />
  return (
    <Stack gap="4">
      <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6">
        <Flex justify="space-between" align="center" marginBottom="4">
          <Heading as="h2" size="lg">我的自定义表格</Heading>
          <RouterLink href={createHref}><Text as="span" fontSize="sm" color="brand.fg">新建自定义表格</Text></RouterLink>
        </Flex>
        {data.tables.length === 0 ? (
          <Text color="fg.muted" data-testid="no-tables">还没有自定义表格。</Text>
        ) : (
          <Table.Root size="sm" variant="outline" aria-label="我的自定义表格" data-testid="custom-tables">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>表格名称</Table.ColumnHeader>
                <Table.ColumnHeader>考试</Table.ColumnHeader>
                <Table.ColumnHeader>创建时间</Table.ColumnHeader>
                <Table.ColumnHeader>状态</Table.ColumnHeader>
                <Table.ColumnHeader>操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.tables.map((t) => (
                <Table.Row key={t.id} data-testid="custom-table-row">
                  <Table.Cell>{t.name}</Table.Cell>
                  <Table.Cell>{t.examName}</Table.Cell>
                  <Table.Cell>{t.createdAt}</Table.Cell>
                  <Table.Cell><Badge colorPalette={TONE[t.state]}>{t.statusText}</Badge></Table.Cell>
                  <Table.Cell>
                    {t.state === 'done' ? (
                      <Flex gap="3">
                        <Link asChild colorPalette="brand"><RouterLink href={`/customTablePage?id=${encodeURIComponent(t.id)}`}>在线查看</RouterLink></Link>
                        {t.downloadUrl ? <Link colorPalette="brand" href={t.downloadUrl}>下载</Link> : null}
                      </Flex>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
      <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6">
        <Heading as="h3" size="md" marginBottom="3">表格模板</Heading>
        {data.templates.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">还没有模板：在新建表格时点击「保存为模板」，下次可直接套用。</Text>
        ) : (
          <Stack gap="1" data-testid="table-templates">
            {data.templates.map((t) => (
              <HStack key={t.tempid} gap="3" data-testid="table-template">
                <Text fontSize="sm">{`${t.name}：${t.summary}`}</Text>
                <Button size="2xs" variant="ghost" colorPalette="red" disabled={busy} aria-label={`删除模板 ${t.name}`} onClick={() => {
                  if (window.confirm(`确定删除模板“${t.name}”吗？`)) void run(async () => notifySuccess((await removeTemplate(t.tempid)).message))
                }}>删除</Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  )
}
