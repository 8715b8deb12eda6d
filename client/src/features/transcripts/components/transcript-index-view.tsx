import { Badge, Button, Card, Heading, HStack, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react'
import type { TranscriptIndexView as View } from '@report/contracts/bff/transcripts'
import { useState } from 'react'
import { mutate } from 'swr'
import { Link } from 'wouter'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { createTranscriptPdf } from '../api/create-transcript-pdf.ts'
import { TRANSCRIPT_INDEX_KEY, useTranscriptIndex } from '../api/get-transcript-index.ts'
import { markTranscriptDownloaded } from '../api/get-transcript-report.ts'
import { TranscriptFrame } from './transcript-frame.tsx'

/** transcript/index: the school's transcripts, newest first, each with its PDF, and 生成成绩单. */
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
                  <HStack gap="3">
                    {r.downloaded && <Badge colorPalette="green">已下载</Badge>}
                    <PdfControl row={r} />
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

type Row = View['transcripts'][number]

/**
 * A transcript's PDF, printed by the PDF renderer: 生成 PDF; then its state (等待生成, 生成中) until
 * 下载 PDF, which also counts the transcript into the school's counter; 重新生成 PDF after a failure.
 */
function PdfControl({ row }: { row: Row }) {
  const [busy, setBusy] = useState(false)
  const pdf = row.pdf
  const create = async () => {
    setBusy(true)
    try {
      notifySuccess(await createTranscriptPdf(row.id))
    } catch (err) {
      notifyError(err)
    } finally {
      setBusy(false)
    }
  }
  const counted = () => void markTranscriptDownloaded(row.id).then(() => mutate(TRANSCRIPT_INDEX_KEY), notifyError)
  return (
    <HStack gap="2" data-testid="transcript-pdf" data-state={pdf?.state ?? 'none'}>
      {pdf && pdf.state === 'generating' && <Spinner size="xs" color="brand.solid" />}
      {pdf && !pdf.downloadUrl && (
        <Text fontSize="sm" color={pdf.state === 'failed' ? 'fg.error' : 'fg.muted'} data-testid="transcript-pdf-status">
          {pdf.statusText}
        </Text>
      )}
      {pdf?.downloadUrl && (
        <ChakraLink href={pdf.downloadUrl} download color="brand.solid" fontSize="sm" onClick={counted}>
          下载 PDF
        </ChakraLink>
      )}
      {(!pdf || pdf.canCreate) && (
        <Button size="xs" variant="outline" loading={busy} onClick={() => void create()}>
          {pdf ? '重新生成 PDF' : '生成 PDF'}
        </Button>
      )}
    </HStack>
  )
}
