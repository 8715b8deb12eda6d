import { Alert, Badge, Box, Button, Flex, Heading, HStack, Input, Link as ChakraLink, Progress, Skeleton, Table, Text } from '@chakra-ui/react'
import type { ContrastHistoryItem } from '@report/contracts/bff/contrast'
import { contrastNameError } from '@report/contracts/bff/contrast-rules'
import { useState } from 'react'
import { Link } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { removeContrast, renameContrast, retryContrast } from '../api/contrast-actions.ts'
import { useContrastHistory } from '../api/get-contrast-history.ts'

const STATUS_PALETTE: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'green', 3: 'red' }

/** /contrast/history: the user's comparisons with their build status (spec 2 §2; issue 16 "Create"). */
export function ContrastHistory() {
  const { data, isLoading, mutate } = useContrastHistory()
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null)
  if (isLoading || !data) return <Skeleton height="60" />
  const { access } = data
  if (!access.canCreate && !access.canShow && !access.canEdit) return <StatusView title={access.notice ?? '暂无权限'} />

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work()
      await mutate()
    } catch (error) {
      notifyError(error)
    }
  }
  const renameError = renaming ? contrastNameError(renaming.name) : null

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6">
      <Flex justify="space-between" align="center" marginBottom="4">
        <Heading as="h2" size="lg">历史对比</Heading>
        {access.canCreate ? (
          <Button asChild colorPalette="brand" size="sm">
            <Link href="/contrast/creat">新建对比</Link>
          </Button>
        ) : null}
      </Flex>
      {access.notice ? (
        <Alert.Root status="warning" marginBottom="4"><Alert.Indicator /><Alert.Title>{access.notice}</Alert.Title></Alert.Root>
      ) : null}
      {data.items.length === 0 ? (
        <Text color="fg.muted" paddingY="8" textAlign="center">还没有历史对比，点击“新建对比”选择 2–10 次考试开始</Text>
      ) : (
        <Table.Root size="sm" variant="outline" aria-label="历史对比列表">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>名称</Table.ColumnHeader>
              <Table.ColumnHeader>年级</Table.ColumnHeader>
              <Table.ColumnHeader>考试</Table.ColumnHeader>
              <Table.ColumnHeader>科目</Table.ColumnHeader>
              <Table.ColumnHeader>范围</Table.ColumnHeader>
              <Table.ColumnHeader>创建时间</Table.ColumnHeader>
              <Table.ColumnHeader>状态</Table.ColumnHeader>
              <Table.ColumnHeader>操作</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.items.map((item) => (
              <Table.Row key={item.id} data-testid="contrast-row" data-status={item.status}>
                <Table.Cell>
                  {renaming?.id === item.id ? (
                    <Box>
                      <HStack>
                        <Input size="xs" aria-label="对比名称" value={renaming.name} maxLength={data.nameMax * 2} onChange={(e) => setRenaming({ id: item.id, name: e.currentTarget.value })} />
                        <Button size="xs" colorPalette="brand" disabled={renameError !== null} onClick={() => void act(() => renameContrast(item.id, renaming.name)).then(() => setRenaming(null))}>保存</Button>
                        <Button size="xs" variant="ghost" onClick={() => setRenaming(null)}>取消</Button>
                      </HStack>
                      {renameError ? <Text color="fg.error" fontSize="xs">{renameError}</Text> : null}
                    </Box>
                  ) : item.href ? (
                    <ChakraLink asChild color="brand.fg"><Link href={toRouteHref(item.href)}>{item.name}</Link></ChakraLink>
                  ) : (
                    item.name
                  )}
                </Table.Cell>
                <Table.Cell>{item.grade}</Table.Cell>
                <Table.Cell maxWidth="320px"><Text fontSize="xs" title={item.examNames.join('\n')}>{item.examNames.length} 次：{item.examNames.join('、')}</Text></Table.Cell>
                <Table.Cell><Text fontSize="xs">{item.subjects}</Text></Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-testid="contrast-scope">{item.scope}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{item.createdAt}</Table.Cell>
                <Table.Cell minWidth="120px"><StatusCell item={item} /></Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <HStack gap="1">
                    {item.href ? <Button asChild size="xs" variant="outline"><Link href={toRouteHref(item.href)}>查看</Link></Button> : null}
                    {item.canRetry && access.canCreate ? (
                      <Button size="xs" variant="outline" colorPalette={item.done ? 'gray' : 'red'} onClick={() => void act(() => retryContrast(item.id))}>{item.done ? '重新生成' : '重试'}</Button>
                    ) : null}
                    {access.canEdit ? <Button size="xs" variant="ghost" onClick={() => setRenaming({ id: item.id, name: item.name })}>重命名</Button> : null}
                    {access.canEdit ? (
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => { if (window.confirm(`确定删除“${item.name}”吗？`)) void act(() => removeContrast(item.id)) }}>删除</Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  )
}

export function StatusCell({ item }: { item: Pick<ContrastHistoryItem, 'status' | 'statusLabel' | 'progress' | 'message' | 'done'> }) {
  return (
    <Box>
      <Badge colorPalette={STATUS_PALETTE[item.status] ?? 'gray'} data-testid="contrast-status">{item.statusLabel}</Badge>
      {item.status === 1 ? (
        <Progress.Root size="xs" value={item.progress} marginTop="1" maxWidth="120px" aria-label="生成进度">
          <Progress.Track><Progress.Range /></Progress.Track>
        </Progress.Root>
      ) : null}
      {item.message ? <Text fontSize="xs" color="fg.error">{item.message}</Text> : null}
    </Box>
  )
}
