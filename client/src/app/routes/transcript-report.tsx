import { Button } from '@chakra-ui/react'
import { Link, useSearch } from 'wouter'
import { StatusView } from '../../components/feedback/status-view.tsx'
import { StandaloneHeader } from '../../components/layout/standalone-header.tsx'
import { TranscriptReportView } from '../../features/transcripts/components/transcript-report-view.tsx'

const BACK = [{ label: '成绩单列表', href: '/transcript/index' }]

/** transcript/report?id: the fixed-width print page; without an id, what to choose and where (issue 33 item 8). */
export default function TranscriptReportRoute() {
  const id = new URLSearchParams(useSearch()).get('id')
  if (id) return <TranscriptReportView id={id} back={BACK} />
  return (
    <>
      <StandaloneHeader title="成绩单" links={BACK} />
      <StatusView
        title="请先选择要打印的成绩单"
        description="成绩单在「成绩单」列表中生成，每份可在线打印或生成 PDF。"
        action={
          <Button asChild size="sm" colorPalette="brand">
            <Link href="/transcript/index">去成绩单列表</Link>
          </Button>
        }
      />
    </>
  )
}
