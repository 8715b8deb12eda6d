import { Box, Button, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Redirect } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useTutoringHome } from '../api/get-tutoring-home.ts'
import { setShare } from '../api/set-share.ts'

/** /hfsfd/token (spec 3 §2: /hfsfd redirects here): families go on to their report; staff publish exams' reports to families. */
export function TutoringHomeView() {
  const { data, error } = useTutoringHome()
  if (error) return <StatusView title={error instanceof Error ? error.message : '加载失败'} />
  if (!data) return <Spinner color="brand.solid" />
  if (data.family) return <Redirect to={toRouteHref(data.studentHref)} replace />
  return (
    <Box maxWidth="720px" marginInline="auto" padding="4" data-testid="tutoring-home">
      <Stack gap="3">
        <Heading size="md">辅导管理</Heading>
        <Text fontSize="sm" color="fg.muted">发布后，家长可在手机上查看学生本次考试的成绩报告（各科成绩、薄弱题目与知识点）。</Text>
        {data.notice ? (
          <Text fontSize="sm" color="fg.muted" data-testid="tutoring-home-notice">
            {data.notice}
          </Text>
        ) : null}
        {data.exams.length === 0 && <Text fontSize="sm">暂无考试</Text>}
        {data.exams.map((e) => (
          <ExamRow key={e.examid} exam={e} canPublish={data.canPublish} />
        ))}
      </Stack>
    </Box>
  )
}

function ExamRow({ exam, canPublish }: { exam: { examid: string; org: string; name: string; date: string }; canPublish: boolean }) {
  const [busy, setBusy] = useState(false)
  const change = async (publish: boolean) => {
    setBusy(true)
    try {
      notifySuccess((await setShare({ examid: exam.examid, ...(exam.org ? { org: exam.org } : {}), publish })).message)
    } catch (err) {
      notifyError(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card.Root size="sm" data-testid="tutoring-home-exam" data-examid={exam.examid}>
      <Card.Body>
        <HStack justify="space-between">
          <Stack gap="0">
            <Text fontWeight="medium">{exam.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {exam.date}
            </Text>
          </Stack>
          {canPublish ? (
            <HStack>
              <Button size="xs" colorPalette="brand" loading={busy} onClick={() => void change(true)}>
                发布给家长
              </Button>
              <Button size="xs" variant="outline" loading={busy} onClick={() => void change(false)}>
                取消发布
              </Button>
            </HStack>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
