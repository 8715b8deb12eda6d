import { Badge, Box, Button, Card, Heading, HStack, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import type { TutoringPicker, TutoringStudentView as View } from '@report/contracts/bff/tutoring'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink, useLocation } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { StandaloneHeader } from '../../../components/layout/standalone-header.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useTutoringStudent, type TutoringParams } from '../api/get-tutoring-student.ts'
import { setShare } from '../api/set-share.ts'
import { SmsForm } from './sms-form.tsx'

/** Phone width: the report is read on a parent's phone. */
const PHONE_WIDTH = '430px'

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Body>
        <Stack gap="2">
          <Heading size="sm">{title}</Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

/** /hfsfd/student: the tutoring report for parents (spec 3 §2): scores, ranks where allowed, what to work on. */
export function TutoringStudentView({ params }: { params: TutoringParams }) {
  const { data, error } = useTutoringStudent(params)
  return (
    <>
      <StandaloneHeader title="成绩报告" links={[{ label: '返回首页', href: '/' }]} />
      <Box maxWidth={PHONE_WIDTH} marginInline="auto" paddingInline="3" paddingBlock="4" data-testid="tutoring-student">
        {data ? (
          <Report view={data} />
        ) : error ? (
          <StatusView title={error instanceof Error ? error.message : '加载失败'} action={<Button asChild size="sm" colorPalette="brand"><RouterLink href="/hfsfd/token">辅导管理</RouterLink></Button>} />
        ) : (
          <Spinner color="brand.solid" />
        )}
      </Box>
    </>
  )
}

function Report({ view }: { view: View }) {
  const [, navigate] = useLocation()
  return (
    <Stack gap="3">
      {view.picker && <Picker picker={view.picker} />}
      {view.header.studentName && (
        <Stack gap="1">
          <Heading size="md" data-testid="tutoring-student-name">
            {view.header.studentName}的成绩报告
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {[view.header.schoolName, view.header.className].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      )}
      {view.exams.length > 0 && (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label="选择考试" value={view.exams.find((e) => e.selected)?.href ?? ''} onChange={(e) => navigate(toRouteHref(e.currentTarget.value))}>
            {view.exams.map((e) => (
              <option key={e.examid} value={e.href}>
                {e.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Text fontSize="xs" color="fg.muted">
        {view.header.examName} · {view.header.examDate}
      </Text>
      {view.share && <ShareToggle view={view} />}
      {view.notice ? (
        <StatusView title={view.notice} minHeight="200px" />
      ) : (
        <>
          <Section title="总分" testId="tutoring-total">
            <HStack justify="space-between" align="end">
              <Text fontSize="3xl" fontWeight="bold" color="brand.solid" data-testid="tutoring-total-score">
                {view.total.scoreText}
                <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
                  {' '}/ {view.total.manfen}
                </Text>
              </Text>
              <Stack gap="0" textAlign="right">
                {view.total.ranks.map((r) => (
                  <Text key={r.label} fontSize="sm">
                    {r.label} <b>{r.value}</b>
                  </Text>
                ))}
              </Stack>
            </HStack>
            {view.rankNote && (
              <Text fontSize="xs" color="fg.muted" data-testid="tutoring-rank-note">
                {view.rankNote}
              </Text>
            )}
          </Section>
          <Section title="各科成绩" testId="tutoring-subjects">
            {view.subjects.map((s) => (
              <HStack key={s.pindex} justify="space-between" borderBottomWidth="1px" borderColor="border.muted" paddingBlock="1.5" data-testid="tutoring-subject">
                <HStack gap="2">
                  <Text fontWeight="medium">{s.subject}</Text>
                  {s.tag && (
                    <Badge size="sm" colorPalette={s.tag === '优势' ? 'green' : 'orange'}>
                      {s.tag}
                    </Badge>
                  )}
                </HStack>
                <Stack gap="0" textAlign="right">
                  <Text fontSize="sm">
                    <b>{s.scoreText}</b>/{s.manfen}　班均 {s.classMeanText}
                  </Text>
                  {s.ranks.length > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      {s.ranks.map((r) => `${r.label} ${r.value}`).join('　')}
                    </Text>
                  )}
                </Stack>
              </HStack>
            ))}
          </Section>
          <SimpleGrid columns={2} gap="3">
            <Section title="优势科目" testId="tutoring-good">
              <Text fontSize="sm">{view.goodPapers.join('、') || '暂无'}</Text>
              {view.goodRule && <Text fontSize="xs" color="fg.muted" marginTop="1" data-testid="tutoring-good-rule">{view.goodRule}</Text>}
            </Section>
            <Section title="薄弱科目" testId="tutoring-weak">
              <Text fontSize="sm">{view.weakPapers.join('、') || '暂无'}</Text>
              {view.weakRule && <Text fontSize="xs" color="fg.muted" marginTop="1" data-testid="tutoring-weak-rule">{view.weakRule}</Text>}
            </Section>
          </SimpleGrid>
          <Section title="薄弱题目" testId="tutoring-weak-questions">
            {view.weakQuestions.length === 0 && <Text fontSize="sm">暂无</Text>}
            {view.weakQuestions.map((q) => (
              <Text key={`${q.subject}${q.name}`} fontSize="sm">
                {q.subject} {q.name}：{q.text}
              </Text>
            ))}
          </Section>
          <Section title="薄弱知识点" testId="tutoring-weak-points">
            {view.weakPoints.length === 0 && <Text fontSize="sm">暂无</Text>}
            {view.weakPoints.map((p) => (
              <Text key={`${p.subject}${p.name}`} fontSize="sm">
                {p.subject} · {p.name}：{p.text}
              </Text>
            ))}
          </Section>
          {view.sms && (
            <Section title="短信发送成绩摘要">
              <SmsForm examid={view.examid} org={view.org} from={view.sms.from} skey={view.skey} summary={view.sms.summary} />
            </Section>
          )}
        </>
      )}
    </Stack>
  )
}

/** Staff: an exam, a class, then a student (issue 33 item 8: the page once said only 学生不存在). */
function Picker({ picker }: { picker: TutoringPicker }) {
  const [, navigate] = useLocation()
  const select = (label: string, links: TutoringPicker['exams']) => (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} value={links.find((l) => l.selected)?.href ?? ''} onChange={(e) => navigate(toRouteHref(e.currentTarget.value))}>
        {links.map((l) => (
          <option key={l.id} value={l.href}>
            {l.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
  return (
    <Section title="选择学生" testId="tutoring-picker">
      <Text fontSize="xs" color="fg.muted">
        {picker.hint}
      </Text>
      {select('考试', picker.exams)}
      {picker.classes.length > 0 ? select('班级', picker.classes) : <Text fontSize="sm">该考试没有您可查看的班级</Text>}
      <Box as="ul" display="flex" flexWrap="wrap" gap="2" listStyleType="none" aria-label="学生">
        {picker.students.map((s) => (
          <Box as="li" key={s.id}>
            <Button asChild size="xs" variant={s.selected ? 'solid' : 'outline'} colorPalette="brand">
              <RouterLink href={toRouteHref(s.href)}>{s.name}</RouterLink>
            </Button>
          </Box>
        ))}
      </Box>
    </Section>
  )
}

function ShareToggle({ view }: { view: View }) {
  const [busy, setBusy] = useState(false)
  const shared = view.share?.shared ?? false
  const canChange = view.share?.canChange ?? false
  const toggle = async () => {
    setBusy(true)
    try {
      await setShare({ examid: view.examid, ...(view.org ? { org: view.org } : {}), publish: !shared })
    } catch (err) {
      notifyError(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <HStack justify="space-between" bg="bg.muted" padding="2" borderRadius="md" data-testid="tutoring-share">
      <Stack gap="0">
        <Text fontSize="sm">{shared ? '已向家长发布本次考试的成绩报告' : '尚未向家长发布本次考试的成绩报告'}</Text>
        {view.share?.notice ? (
          <Text fontSize="xs" color="fg.muted" data-testid="tutoring-share-notice">
            {view.share.notice}
          </Text>
        ) : null}
      </Stack>
      {canChange ? (
        <Button size="xs" variant={shared ? 'outline' : 'solid'} colorPalette="brand" loading={busy} onClick={() => void toggle()}>
          {shared ? '取消发布' : '发布给家长'}
        </Button>
      ) : null}
    </HStack>
  )
}
