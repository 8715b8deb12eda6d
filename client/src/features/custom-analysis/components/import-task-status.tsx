import { Alert, Button, HStack, Link, Spinner } from '@chakra-ui/react'
import type { ImportTaskView } from '@report/contracts/bff/custom-import'
import { Link as RouterLink, useLocation } from 'wouter'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useImportTask } from '../api/get-import-task.ts'

export interface ImportTaskStatusProps {
  first: ImportTaskView
  onAgain: () => void
}

const STATUS = { waiting: 'info', running: 'info', done: 'success', failed: 'error' } as const

/** After 确认导入: the platform's import task, followed until it is done (its report) or failed (why). */
export function ImportTaskStatus({ first, onAgain }: ImportTaskStatusProps) {
  const task = useImportTask(first)
  const [, navigate] = useLocation()
  const title = task.state === 'done' ? `导入完成：${task.message}` : task.state === 'failed' ? `导入失败：${task.message}` : task.message
  return (
    <Alert.Root status={STATUS[task.state]} data-testid="import-done" data-state={task.state}>
      {task.state === 'running' || task.state === 'waiting' ? <Spinner size="sm" marginTop="1" /> : <Alert.Indicator />}
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <HStack gap="3" marginTop="3">
          {task.dashboardHref ? (
            <Button size="sm" colorPalette="brand" onClick={() => navigate(toRouteHref(task.dashboardHref!))}>查看分析报告</Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={onAgain}>继续导入</Button>
          <Link asChild fontSize="sm"><RouterLink href="/importDetails">查看导入记录</RouterLink></Link>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  )
}
