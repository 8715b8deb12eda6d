import { Box, Button, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink, useSearch } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { useTablePage } from '../api/get-table-page.ts'
import { TableGrid } from './table-grid.tsx'

/** /customTablePage?id=: a generated custom table in the browser, read back from its file. */
export function CustomTableView() {
  const id = new URLSearchParams(useSearch()).get('id')
  const { data, error, isLoading } = useTablePage(id)
  if (!id) return <StatusView title="请从自定义表格列表中选择要查看的表格" action={<Button asChild size="sm" colorPalette="brand"><RouterLink href="/custom-table/list">我的自定义表格</RouterLink></Button>} />
  if (error) return <StatusView title={error instanceof Error ? error.message : '表格加载失败'} />
  if (isLoading || !data) return <Skeleton height="60" />
  if (!data.access.allowed || !data.table) return <StatusView title={data.access.notice ?? '该自定义表格不存在或已被删除'} />
  const t = data.table
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6" data-testid="custom-table-page">
      <Flex justify="space-between" align="center" marginBottom="2">
        <Heading as="h2" size="lg">{t.name}</Heading>
        {t.downloadUrl ? <Link colorPalette="brand" fontSize="sm" href={t.downloadUrl}>下载 Excel</Link> : null}
      </Flex>
      <Text fontSize="sm" color="fg.muted" marginBottom="4">{`${t.examName} · ${t.createdAt} · ${t.statusText}`}</Text>
      {t.grid ? (
        <Stack gap="2">
          <TableGrid grid={t.grid} label={t.name} maxHeight="70vh" />
          {t.grid.total > t.grid.rows.length ? <Text fontSize="sm" color="fg.muted">{`共 ${t.grid.total} 行，此处显示前 ${t.grid.rows.length} 行，完整内容请下载。`}</Text> : null}
        </Stack>
      ) : (
        <Text color="fg.muted">{t.state === 'generating' ? '表格生成中，完成后自动显示…' : '表格未生成成功，可在下载任务中重新下载。'}</Text>
      )}
    </Box>
  )
}
