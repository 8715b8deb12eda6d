import { Badge, Button, Card, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useTranscriptIndex } from '../api/get-transcript-index.ts'
import { TranscriptFrame } from './transcript-frame.tsx'

/** transcript/index: the school's transcripts, newest first, and 生成成绩单. */
export function TranscriptIndexView() {
  const { data, error } = useTranscriptIndex()
  return (
    <TranscriptFrame header={data?.header} error={error}>
      {data && (
        <Stack gap="3" data-testid="transcript-index">
          <HStack justify="space-between">
            <Heading size="md">成绩单</Heading>
            <Button asChild size="sm" colorPalette="brand">
              <Link href={toRouteHref(data.createHref)}>生成成绩单</Link>
            </Button>
          </HStack>
          {data.transcripts.length === 0 && <Text color="fg.muted">还没有生成过成绩单</Text>}
          {data.transcripts.map((r) => (
            <Card.Root key={r.id} size="sm" data-testid="transcript-row" data-id={r.id}>
              <Card.Body>
                <HStack justify="space-between">
                  <Stack gap="0">
                    <Text fontWeight="medium">{r.examName}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {r.scopeName} · {r.count} 份 · {r.createdAt}
                    </Text>
                  </Stack>
                  <HStack>
                    {r.downloaded && <Badge colorPalette="green">已下载</Badge>}
                    <ChakraLink asChild color="brand.solid" fontSize="sm">
                      <Link href={toRouteHref(r.reportHref)}>查看与打印</Link>
                    </ChakraLink>
                  </HStack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </TranscriptFrame>
  )
}
