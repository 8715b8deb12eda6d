import { Badge, Box, Card, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { WorkTopView } from '@report/contracts/bff/work-top'
import { Link as RouterLink } from 'wouter'
import { LoadErrorView } from '../../../components/feedback/load-error-view.tsx'
import { LoadingState } from '../../../components/feedback/loading-state.tsx'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useWorkTop } from '../api/get-work-top.ts'

/** /workTop: the user's work overview — recent exams, export tasks still running, comparisons, shortcuts. */
export function WorkOverview() {
  const { data, error } = useWorkTop()
  if (error && !data) return <LoadErrorView />
  if (!data) return <LoadingState what="工作台" />
  return <Overview view={data} />
}

function Overview({ view }: { view: WorkTopView }) {
  return (
    <Stack gap="5" data-testid="work-top">
      <Heading as="h1" size="xl">
        {view.greeting}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root data-testid="work-recent-exams">
          <Card.Header>
            <Heading size="md">最近考试（共 {view.examTotal} 场）</Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              {view.recentExams.length === 0 ? <Text color="fg.muted">暂无考试</Text> : null}
              {view.recentExams.map((exam) => (
                <Flex key={exam.href} justify="space-between" gap="3" align="center">
                  <Box minWidth="0">
                    <Link asChild colorPalette="brand" fontWeight="medium">
                      <RouterLink href={toRouteHref(exam.href)}>{exam.name}</RouterLink>
                    </Link>
                    <Flex gap="1" marginTop="1">
                      {exam.tags.map((tag) => (
                        <Badge key={tag} size="sm" variant="subtle">
                          {tag}
                        </Badge>
                      ))}
                    </Flex>
                  </Box>
                  <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                    {exam.grade} · {exam.date}
                  </Text>
                </Flex>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root data-testid="work-running-tasks">
          <Card.Header>
            <Heading size="md">正在生成的任务</Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              {view.runningTasks.length === 0 ? <Text color="fg.muted">没有正在生成的导出任务</Text> : null}
              {view.runningTasks.map((task, i) => (
                <Flex key={`${task.kind}-${task.name}-${i}`} justify="space-between" gap="3">
                  <Box minWidth="0">
                    <Text fontWeight="medium">{task.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {task.kind} · {task.createdAt}
                    </Text>
                  </Box>
                  <Badge colorPalette="blue" flexShrink={0}>
                    {task.progress}
                  </Badge>
                </Flex>
              ))}
              {view.tasksIncomplete ? (
                <Text fontSize="sm" color="orange.fg">
                  部分任务列表暂时无法读取，请稍后刷新
                </Text>
              ) : null}
            </Stack>
          </Card.Body>
        </Card.Root>
        {view.comparisons ? (
          <Card.Root data-testid="work-comparisons">
            <Card.Header>
              <Heading size="md">历史对比</Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="2">
                <Text>{view.comparisons.count === null ? '跟踪班级、学生在多次考试中的变化。' : `已创建 ${view.comparisons.count} 个历史对比。`}</Text>
                <Flex gap="4">
                  <Link asChild colorPalette="brand">
                    <RouterLink href={toRouteHref(view.comparisons.href)}>查看历史对比</RouterLink>
                  </Link>
                  <Link asChild colorPalette="brand">
                    <RouterLink href={toRouteHref(view.comparisons.createHref)}>新建对比</RouterLink>
                  </Link>
                </Flex>
              </Stack>
            </Card.Body>
          </Card.Root>
        ) : null}
        <Card.Root data-testid="work-shortcuts">
          <Card.Header>
            <Heading size="md">常用入口</Heading>
          </Card.Header>
          <Card.Body>
            <Flex gap="4" wrap="wrap">
              {view.shortcuts.map((s) => (
                <Link key={s.href} asChild colorPalette="brand">
                  <RouterLink href={toRouteHref(s.href)}>{s.label}</RouterLink>
                </Link>
              ))}
            </Flex>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  )
}
