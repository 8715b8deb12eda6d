import { Alert, Badge, Button, Heading, HStack, Link, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import type { ExamSyncView } from '@report/contracts/bff/settings-sync'
import { useState } from 'react'
import { Link as RouteLink, useLocation, useSearch } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { startExamSync, useExamSync } from '../api/get-exam-sync.ts'

type SyncExam = NonNullable<ExamSyncView['exam']>

const STATE_COLOR: Record<string, string> = { 已同步: 'green', 同步中: 'blue', 未同步: 'orange' }

/** /examSync (spec 1 §2): a joint exam's papers and schools with their sync state, and 开始同步. */
export function ExamSyncPage() {
  const query = new URLSearchParams(useSearch())
  const asked = query.get('examid') ? `${query.get('examid')}:${query.get('org') ?? '0'}` : null
  const [, navigate] = useLocation()
  const { data: view, error, mutate } = useExamSync(asked)
  const [message, setMessage] = useState<string | null>(null)
  const [starting, setStarting] = useState(false)

  if (error) return <StatusView title={error instanceof Error ? error.message : '页面加载失败，请刷新页面或联系客服解决'} />
  if (!view) return <Skeleton height="420px" />
  if (!view.allowed) return <StatusView title={view.notice ?? ''} />

  const start = async (exam: SyncExam) => {
    setStarting(true)
    try {
      setMessage((await startExamSync({ examid: exam.examid, org: exam.org })).message)
      await mutate()
    } catch (e) {
      notifyError(e)
    } finally {
      setStarting(false)
    }
  }

  return (
    <Stack gap="5" bg="bg" padding="6" borderRadius="md">
      <Heading size="md">成绩同步</Heading>
      {/* With no exam to sync the notice is the whole page, and offers home (issue 33 item 8: no dead end). */}
      {view.notice ? <StatusView title={view.notice} {...(view.exams.length > 0 ? { minHeight: '200px' } : {})} /> : null}
      {view.exams.length > 0 ? (
        <NativeSelect.Root size="sm" maxWidth="560px">
          <NativeSelect.Field
            aria-label="选择考试"
            value={view.selected ?? ''}
            onChange={(e) => {
              const [examid = '', org = '0'] = e.currentTarget.value.split(':')
              setMessage(null)
              navigate(`/examSync?${new URLSearchParams({ examid, org }).toString()}`)
            }}
          >
            {view.exams.map((e) => (
              <option key={e.value} value={e.value}>
                {e.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      {view.exam ? <ExamSyncDetail exam={view.exam} message={message} starting={starting} onStart={() => void start(view.exam!)} /> : null}
    </Stack>
  )
}

function ExamSyncDetail({ exam, message, starting, onStart }: { exam: SyncExam; message: string | null; starting: boolean; onStart: () => void }) {
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">{exam.name}</Text>
        <Badge colorPalette={STATE_COLOR[exam.state] ?? 'gray'} variant="subtle" data-testid="sync-state">
          {exam.state}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {exam.summary}
        </Text>
      </HStack>
      <HStack gap="3">
        <Button colorPalette="brand" size="sm" disabled={!exam.canStart} loading={starting} onClick={onStart}>
          开始同步
        </Button>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouteLink href={toRouteHref(exam.dashboardHref)}>查看分析</RouteLink>
        </Link>
        {exam.addDataHref ? (
          <Link asChild fontSize="sm" color="brand.fg">
            <RouteLink href={toRouteHref(exam.addDataHref)}>补充学校成绩</RouteLink>
          </Link>
        ) : null}
      </HStack>
      {exam.notice ? (
        <Text fontSize="sm" color="fg.muted" data-testid="sync-read-only">
          {exam.notice}
        </Text>
      ) : null}
      {message ? (
        <Alert.Root status="info" size="sm" data-testid="sync-message">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {exam.changes ? <SyncChanges changes={exam.changes} /> : null}
      <HStack align="start" gap="6" wrap="wrap">
        <Table.Root size="sm" variant="outline" aria-label="科目同步状态" maxWidth="420px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>科目</Table.ColumnHeader>
              <Table.ColumnHeader>状态</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">已同步 / 已发布学校</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {exam.papers.map((p) => (
              <Table.Row key={p.subject}>
                <Table.Cell>{p.subject}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={p.published ? 'green' : 'orange'} variant="subtle">
                    {p.published ? '已发布' : '未发布'}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{p.status}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Table.Root size="sm" variant="outline" aria-label="学校同步状态" maxWidth="420px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>学校</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">已同步科目</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {exam.schools.map((s) => (
              <Table.Row key={s.name}>
                <Table.Cell>{s.name}</Table.Cell>
                <Table.Cell textAlign="end" color={s.done ? undefined : 'fg.warning'}>
                  {s.status}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </HStack>
    </Stack>
  )
}

/** What the last sync changed (issue 33 item 1): the figures before → after, the moved ones marked. */
function SyncChanges({ changes }: { changes: NonNullable<SyncExam['changes']> }) {
  return (
    <Stack gap="2" data-testid="sync-changes">
      <Alert.Root status="success" size="sm">
        <Alert.Indicator />
        <Alert.Title>{changes.summary}</Alert.Title>
      </Alert.Root>
      <Table.Root size="sm" variant="outline" aria-label="同步前后的变化" maxWidth="720px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>科目</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">有成绩的学校</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">有成绩的学生</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">平均分</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.rows.map((r) => (
            <Table.Row key={r.subject} data-moved={r.moved || undefined} fontWeight={r.moved ? 'semibold' : undefined}>
              <Table.Cell>{r.subject}</Table.Cell>
              <Table.Cell textAlign="end">{r.schools}</Table.Cell>
              <Table.Cell textAlign="end">{r.students}</Table.Cell>
              <Table.Cell textAlign="end">{r.mean}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  )
}
