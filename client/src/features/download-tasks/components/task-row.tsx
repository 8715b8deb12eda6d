import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react'
import type { SubTaskRow, TaskRow as Row, TaskState } from '@report/contracts/bff/tasks'
import { TaskProgress } from './task-progress.tsx'

const TONE: Record<TaskState, string> = { generating: 'blue', done: 'green', expired: 'gray', failed: 'red', invalid: 'orange' }

export interface RowHandlers {
  onDelete: (row: Row | SubTaskRow, name: string) => void
  onRetry: (row: Row) => void
  onReload: (row: Row) => void
  onPackage: (row: Row) => void
  reloading: boolean
}

/** One task: name, created time, state, progress, its actions, and a one-click task's sub-tasks. */
export function TaskRow({ row, handlers }: { row: Row; handlers: RowHandlers }) {
  return (
    <Box as="li" borderBottomWidth="1px" paddingBlock="2.5" data-testid="download-task-row" data-state={row.state} data-id={row.id}>
      <Stack gap="1.5">
        <HStack gap="2" align="start">
          <Text flex="1" fontWeight="medium" fontSize="sm" lineClamp={2} title={row.name}>
            {row.name}
          </Text>
          <Badge colorPalette={TONE[row.state]} variant="subtle" flexShrink={0}>
            {row.statusText}
          </Badge>
        </HStack>
        <HStack gap="3">
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
            {row.createdAt}
          </Text>
          <Box flex="1">
            <TaskProgress progress={row.progress} label={row.statusText} />
          </Box>
        </HStack>
        <HStack gap="1" justify="end" wrap="wrap">
          {row.actions.includes('download') && row.downloadUrl ? (
            <Button asChild size="2xs" variant="outline" colorPalette="brand">
              <a href={row.downloadUrl} download>
                下载
              </a>
            </Button>
          ) : null}
          {row.actions.includes('downloadAgain') ? (
            <Button size="2xs" variant="outline" colorPalette="brand" disabled={handlers.reloading} onClick={() => handlers.onReload(row)}>
              重新下载
            </Button>
          ) : null}
          {row.actions.includes('retry') ? (
            <Button size="2xs" variant="outline" colorPalette="brand" onClick={() => handlers.onRetry(row)}>
              重试
            </Button>
          ) : null}
          {row.actions.includes('package') ? (
            <Button size="2xs" variant="outline" onClick={() => handlers.onPackage(row)}>
              手动打包
            </Button>
          ) : null}
          {row.actions.includes('delete') ? (
            <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => handlers.onDelete(row, row.name)}>
              删除
            </Button>
          ) : null}
        </HStack>
        {row.subTasks.length > 0 ? (
          <Stack as="ul" gap="1" paddingInlineStart="3" borderInlineStartWidth="2px" borderColor="border.muted" listStyleType="none">
            {row.subTasks.map((sub) => (
              <SubTask key={sub.id} sub={sub} onDelete={() => handlers.onDelete(sub, sub.name)} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  )
}

function SubTask({ sub, onDelete }: { sub: SubTaskRow; onDelete: () => void }) {
  return (
    <HStack as="li" gap="2" fontSize="xs" data-testid="download-sub-task" data-state={sub.state}>
      <Text flex="1" lineClamp={1} title={sub.name}>
        {sub.name}
      </Text>
      <Text color={`${TONE[sub.state]}.fg`} flexShrink={0}>
        {sub.statusText}
      </Text>
      {sub.actions.includes('download') && sub.downloadUrl ? (
        <Link href={sub.downloadUrl} download colorPalette="brand" flexShrink={0}>
          下载
        </Link>
      ) : null}
      {sub.actions.includes('delete') ? (
        <Button size="2xs" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`删除 ${sub.name}`}>
          删除
        </Button>
      ) : null}
    </HStack>
  )
}
