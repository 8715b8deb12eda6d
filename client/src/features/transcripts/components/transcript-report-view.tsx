import { Box, Button, HStack, Spinner, Table, Text } from '@chakra-ui/react'
import type { TranscriptReportView as View } from '@report/contracts/bff/transcripts'
import { useState } from 'react'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { StandaloneHeader } from '../../../components/layout/standalone-header.tsx'
import { DATA_TASK } from '../../../components/report/logic/ready-tracker.ts'
import { usePdfMode, useReportTask } from '../../../lib/pdf-mode.ts'
import { notifyError } from '../../../lib/notify.ts'
import { markTranscriptDownloaded, useTranscriptReport } from '../api/get-transcript-report.ts'

/** The print width and height of an A4 page (spec 3 §9: PDF width 793.7, height 1122.01). */
const PAGE_WIDTH = 793.7
const PAGE_HEIGHT = 1122.01

type Sheet = View['sheets'][number]

/**
 * transcript/report: the fixed-width print layout (spec 1 §2), A4 pages of `layout` transcripts each.
 * 打印 prints the pages and counts the transcript as downloaded. With `export=pdf` the page is the
 * PDF renderer's: no toolbar, `window.__REPORT_READY__` once the data is in, and the root marked
 * report-page (what the renderer prints; an error view is never printed). Printed, a page is as high
 * as its content: the renderer's header and footer bands take their share of the A4 sheet.
 */
export function TranscriptReportView({ id, back }: { id: string; back: ReadonlyArray<{ label: string; href: string }> }) {
  const { data, error } = useTranscriptReport(id)
  const [counter, setCounter] = useState<string | null>(null)
  const pdf = usePdfMode()
  useReportTask(DATA_TASK, data !== undefined || error !== undefined)
  if (error)
    return (
      <>
        <StandaloneHeader title="成绩单" links={back} />
        <StatusView title={error instanceof Error ? error.message : '加载失败'} />
      </>
    )
  if (!data) return <Spinner color="brand.solid" margin="8" />
  const pages: Sheet[][] = []
  for (let i = 0; i < data.sheets.length; i += data.layout) pages.push(data.sheets.slice(i, i + data.layout))
  const print = async () => {
    try {
      setCounter(await markTranscriptDownloaded(data.id))
    } catch (err) {
      notifyError(err)
    }
    window.print()
  }
  return (
    <>
    {pdf ? null : <StandaloneHeader title="成绩单" links={back} />}
    <Box
      bg="gray.100"
      minHeight="100vh"
      paddingBlock="4"
      css={{ '@media print': { background: 'white', padding: 0, minHeight: 'auto' } }}
      {...(pdf ? { 'data-testid': 'report-page', 'data-route': 'transcript-report' } : {})}
    >
      <HStack width={`${PAGE_WIDTH}px`} marginInline="auto" justify="space-between" marginBottom="3" display={pdf ? 'none' : undefined} css={{ '@media print': { display: 'none' } }}>
        <Text fontSize="sm" color="fg.muted">
          {data.examName} · {data.scopeName} · 共 {data.sheets.length} 份{counter ? ` · ${counter}` : ''}
        </Text>
        <Button size="sm" colorPalette="brand" onClick={() => void print()}>
          打印
        </Button>
      </HStack>
      {pages.map((page, p) => (
        <Box
          key={p}
          width={`${PAGE_WIDTH}px`}
          minHeight={`${PAGE_HEIGHT}px`}
          marginInline="auto"
          marginBottom="4"
          bg="white"
          padding="40px"
          boxShadow="sm"
          display="flex"
          flexDirection="column"
          gap="32px"
          data-testid="transcript-page"
          // Printed, the A4 sheet loses the renderer's header and footer bands (about 48 px): the page's
          // own padding and gap shrink so two transcripts of nine subjects still share a page.
          css={{ breakAfter: 'page', '&:last-of-type': { breakAfter: 'auto' }, '@media print': { boxShadow: 'none', margin: 0, minHeight: 'auto', paddingBlock: '12px', gap: '16px' } }}
        >
          {page.map((s) => (
            <TranscriptSheet key={`${s.xuehao}${s.name}`} view={data} sheet={s} />
          ))}
        </Box>
      ))}
    </Box>
    </>
  )
}

function TranscriptSheet({ view, sheet }: { view: View; sheet: Sheet }) {
  return (
    <Box data-testid="transcript-sheet" flex={view.layout === 2 ? '1' : undefined} css={{ breakInside: 'avoid' }}>
      <Text textAlign="center" fontSize="xl" fontWeight="bold">
        {view.title}
      </Text>
      <Text textAlign="center" fontSize="sm" color="fg.muted" marginBottom="3">
        {view.schoolName} · {view.examName}
      </Text>
      <HStack gap="6" fontSize="sm" marginBottom="2">
        <Text>姓名：{sheet.name}</Text>
        <Text>班级：{sheet.className}</Text>
        <Text>学号：{sheet.xuehao}</Text>
      </HStack>
      <Table.Root size="sm" showColumnBorder variant="outline">
        <Table.Header>
          <Table.Row>
            {view.columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...sheet.rows, sheet.total].map((r) => (
            <Table.Row key={r.subject} fontWeight={r === sheet.total ? 'bold' : undefined}>
              <Table.Cell>{r.subject}</Table.Cell>
              {r.cells.map((c, i) => (
                <Table.Cell key={i}>{c}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
