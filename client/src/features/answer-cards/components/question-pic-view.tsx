import { Badge, Box, Card, Heading, HStack, Image, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react'
import { ScrollBox } from '../../../components/ui/scroll-box.tsx'
import type { QuestionPicView as View } from '@report/contracts/bff/question-pics'
import { Link } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useQuestionPic, type QuestionPicParams } from '../api/get-question-pic.ts'

const TONE_COLOR: Record<View['tone'], string> = { full: 'green.600', part: 'orange.500', zero: 'red.600' }

/** answer-pic: one student's answer to one question cut from their sheet (a 小分表 cell), the class's answers beside it. */
export function QuestionPicView({ params }: { params: QuestionPicParams }) {
  const { data, error } = useQuestionPic(params)
  if (error && !data) return <StatusView title={error instanceof Error ? error.message : '加载失败'} />
  if (!data) return <Spinner color="brand.solid" />
  return (
    <Stack gap="4" data-testid="question-pic">
      <Card.Root>
        <Card.Body>
          <HStack justify="space-between" wrap="wrap" gap="4">
            <Stack gap="1">
              <Heading size="md">{data.examName}</Heading>
              <Text fontSize="sm" color="fg.muted" data-testid="question-pic-title">
                {[data.subject, data.questionTitle, data.student.name, data.student.className].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Box textAlign="right">
              <Text fontSize="xs" color="fg.muted">
                本题得分
              </Text>
              <Text fontSize="2xl" fontWeight="bold" color={TONE_COLOR[data.tone]} data-testid="question-pic-score">
                {data.scoreText}
              </Text>
              {data.detail ? <Text fontSize="sm">{data.detail}</Text> : null}
            </Box>
          </HStack>
        </Card.Body>
      </Card.Root>
      <HStack justify="flex-end">
        <ChakraLink asChild fontSize="sm" color="brand.solid">
          <Link href={toRouteHref(data.sheetHref)}>查看整张答题卡</Link>
        </ChakraLink>
      </HStack>
      {data.picture ? (
        <ScrollBox label="作答图片" borderWidth="1px" borderRadius="md" bg="white" p="2" overflowX="auto">
          <Image src={data.picture.src} alt={`${data.student.name} ${data.questionTitle}作答`} width={`${data.picture.width}px`} maxW="none" data-testid="question-pic-image" />
        </ScrollBox>
      ) : (
        <StatusView title="该学生未参加本科考试（未考），没有答题卡" minHeight="160px" />
      )}
      {data.classmates.length > 0 ? (
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            本班同学本题作答
          </Text>
          <HStack gap="2" wrap="wrap" data-testid="question-pic-classmates">
            {data.classmates.map((c) => (
              <ChakraLink key={c.href} asChild _hover={{ textDecoration: 'none' }}>
                <Link href={toRouteHref(c.href)} replace aria-current={c.selected ? 'true' : undefined}>
                  <Badge size="md" variant={c.selected ? 'solid' : 'subtle'} colorPalette={c.selected ? 'blue' : 'gray'}>
                    {c.name} <Text as="span" color={c.selected ? undefined : TONE_COLOR[c.tone]}>{c.scoreText}</Text>
                  </Badge>
                </Link>
              </ChakraLink>
            ))}
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  )
}
