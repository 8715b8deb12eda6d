import { Badge, Box, Heading, Link, Table } from '@chakra-ui/react'
import type { ImportTaskView } from '@report/contracts/bff/custom-import'
import { Link as RouterLink } from 'wouter'
import { toRouteHref } from '../../../lib/route-href.ts'

const PALETTE = { waiting: 'gray', running: 'blue', done: 'green', failed: 'red' } as const

/** The user's latest import tasks (the platform's /mod/v1/custom/tasks): state, what became of each, its report. */
export function ImportTasks({ tasks }: { tasks: readonly ImportTaskView[] }) {
  if (tasks.length === 0) return null
  return (
    <Box marginTop="8">
      <Heading as="h3" size="sm" marginBottom="2">最近的导入任务</Heading>
      <Table.Root size="sm" variant="outline" aria-label="最近的导入任务" data-testid="import-tasks">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>创建时间</Table.ColumnHeader>
            <Table.ColumnHeader>考试</Table.ColumnHeader>
            <Table.ColumnHeader>年级</Table.ColumnHeader>
            <Table.ColumnHeader>文件</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>说明</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tasks.map((t) => (
            <Table.Row key={t.taskid}>
              <Table.Cell>{t.time}</Table.Cell>
              <Table.Cell>{t.dashboardHref ? <Link asChild colorPalette="brand"><RouterLink href={toRouteHref(t.dashboardHref)}>{t.name}</RouterLink></Link> : t.name}</Table.Cell>
              <Table.Cell>{t.grade}</Table.Cell>
              <Table.Cell>{t.fileName}</Table.Cell>
              <Table.Cell><Badge colorPalette={PALETTE[t.state]} variant="subtle">{t.stateLabel}</Badge></Table.Cell>
              <Table.Cell>{t.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
