import { Badge, Box, Button, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import type { TutoringHomeView as HomeView } from '@report/contracts/bff/tutoring'
import { useState } from 'react'
import { Link as RouterLink, Redirect, useSearch } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { StandaloneHeader } from '../../../components/layout/standalone-header.tsx'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useTutoringHome } from '../api/get-tutoring-home.ts'
import { setShare } from '../api/set-share.ts'

/** /hfsfd/token (spec 3 §2: /hfsfd redirects here): families go on to their report; staff publish exams' reports to families. */
export function TutoringHomeView() {
  const page = pageOf(useSearch())
  const { data, error, mutate } = useTutoringHome(page)
  if (data?.family) return <Redirect to={toRouteHref(data.studentHref)} replace />
  return (
    <>
      <StandaloneHeader title="辅导管理" links={[{ label: '返回首页', href: '/' }]} />
      {error ? <StatusView title={error instanceof Error ? error.message : '加载失败'} /> : data ? <ExamList view={data} onChanged={() => void mutate()} /> : <Spinner color="brand.solid" />}
    </>
  )
}

function ExamList({ view, onChanged }: { view: HomeView; onChanged: () => void }) {
  return (
    <Box maxWidth="760px" marginInline="auto" padding="4" data-testid="tutoring-home">
      <Stack gap="3">
        <Heading size="md">辅导管理</Heading>
        <Text fontSize="sm" color="fg.muted">发布后，家长可在手机上查看学生本次考试的成绩报告（各科成绩、薄弱题目与知识点）。</Text>
        {view.notice ? (
          <Text fontSize="sm" color="fg.muted" data-testid="tutoring-home-notice">
            {view.notice}
          </Text>
        ) : null}
        {view.exams.length === 0 && <Text fontSize="sm">暂无考试</Text>}
        {view.exams.map((e) => (
          <ExamRow key={e.examid} exam={e} canPublish={view.canPublish} onChanged={onChanged} />
        ))}
        {view.pages > 1 ? <ListPages page={view.page} pages={view.pages} /> : null}
      </Stack>
    </Box>
  )
}

const HOME_PATH = '/hfsfd/token'

function pageOf(search: string): number {
  const n = Number(new URLSearchParams(search).get('page'))
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/** Older exams are published too: the list goes back page by page, and the page is in the address (back works). */
function ListPages({ page, pages }: { page: number; pages: number }) {
  const to = (n: number) => (n > 1 ? `${HOME_PATH}?page=${n}` : HOME_PATH)
  return (
    <HStack as="nav" aria-label="考试列表分页" justify="center" gap="3" data-testid="tutoring-home-pages">
      {page > 1 ? (
        <Button asChild size="sm" variant="outline">
          <RouterLink href={to(page - 1)}>上一页</RouterLink>
        </Button>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        第 {page} / {pages} 页
      </Text>
      {page < pages ? (
        <Button asChild size="sm" variant="outline">
          <RouterLink href={to(page + 1)}>下一页</RouterLink>
        </Button>
      ) : null}
    </HStack>
  )
}

function ExamRow({ exam, canPublish, onChanged }: { exam: HomeView['exams'][number]; canPublish: boolean; onChanged: () => void }) {
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<string | null>(null)
  // One action, the one the state allows (issue 33 item 3: both buttons showed, and nothing changed on screen);
  // what it did stays in the row, beside the toast.
  const change = async () => {
    setBusy(true)
    try {
      const { message } = await setShare({ examid: exam.examid, ...(exam.org ? { org: exam.org } : {}), publish: !exam.shared })
      setSaid(message)
      notifySuccess(message)
      onChanged()
    } catch (err) {
      notifyError(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card.Root size="sm" data-testid="tutoring-home-exam" data-examid={exam.examid} data-shared={exam.shared}>
      <Card.Body>
        <HStack justify="space-between" gap="3">
          <Stack gap="1">
            <Text fontWeight="medium">{exam.name}</Text>
            <HStack gap="2">
              <Text fontSize="xs" color="fg.muted">
                {exam.date}
              </Text>
              <Badge size="sm" colorPalette={exam.shared ? 'green' : 'gray'} data-testid="tutoring-share-status">
                {exam.statusText}
              </Badge>
            </HStack>
            {said ? (
              <Text fontSize="xs" color="fg.success" role="status" data-testid="tutoring-share-message">
                {said}
              </Text>
            ) : null}
          </Stack>
          <HStack>
            <Button asChild size="xs" variant="ghost" colorPalette="brand">
              <RouterLink href={toRouteHref(exam.studentsHref)}>学生报告与短信</RouterLink>
            </Button>
            {canPublish ? (
              <Button size="xs" colorPalette="brand" variant={exam.shared ? 'outline' : 'solid'} loading={busy} onClick={() => void change()}>
                {exam.shared ? '取消发布' : '发布给家长'}
              </Button>
            ) : null}
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
