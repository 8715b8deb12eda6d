import { Badge, Box, Card, Heading, HStack, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useAnswerSheet, type SheetParams } from '../api/get-answer-sheet.ts'
import { PaperTabs } from './paper-tabs.tsx'
import { SheetPages } from './sheet-pages.tsx'

/** answer-pics (the answerCard route): a student's sheets paper by paper, zoom and the score of each item over it. */
export function AnswerSheetView({ params }: { params: SheetParams }) {
  const { data, error, isLoading } = useAnswerSheet(params)
  if (error && !data) return <StatusView title={error instanceof Error ? error.message : '加载失败'} />
  if (!data) return <Spinner color="brand.solid" />
  return (
    <Stack gap="4" data-testid="answer-sheet" aria-busy={isLoading}>
      <Card.Root size="sm">
        <Card.Body>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="1">
              <Heading size="md">{data.examName}</Heading>
              <Text fontSize="sm" color="fg.muted" data-testid="sheet-student">
                {[data.student.name, data.student.className, data.student.schoolName, data.student.xuehao && `学号 ${data.student.xuehao}`].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <HStack gap="3">
              <Box textAlign="right">
                <Text fontSize="xs" color="fg.muted">
                  {data.paper.subject}得分
                </Text>
                <Text fontSize="2xl" fontWeight="bold" color="brand.solid" data-testid="sheet-score">
                  {data.scoreText}
                </Text>
              </Box>
              {data.subtotals.map((s) => (
                <Badge key={s} size="lg" variant="subtle">
                  {s}
                </Badge>
              ))}
            </HStack>
          </HStack>
        </Card.Body>
      </Card.Root>
      <HStack justify="space-between" wrap="wrap">
        <PaperTabs papers={data.papers} />
        <ChakraLink asChild fontSize="sm" color="brand.solid">
          <Link href={toRouteHref(data.paperPicsHref)}>查看原卷</Link>
        </ChakraLink>
      </HStack>
      {data.absent ? (
        <StatusView title="该学生未参加本科考试（未考）" minHeight="200px" />
      ) : (
        <SheetPages pages={data.pages} marks={data.marks} label={`${data.student.name} ${data.paper.subject}答题卡`} />
      )}
    </Stack>
  )
}
