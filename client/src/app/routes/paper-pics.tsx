import { Box } from '@chakra-ui/react'
import { useSearch } from 'wouter'
import { EmptyView } from '../../components/feedback/empty-view.tsx'
import { PaperPicsView } from '../../features/answer-cards/components/paper-pics-view.tsx'

/** /paper-pics: a paper's blank answer card (query examid, org, grade, pindex). */
export default function PaperPicsRoute() {
  const q = new URLSearchParams(useSearch())
  const examid = q.get('examid')
  if (!examid) return <EmptyView title="请先选择一场考试" description="试卷原图从考试报告中打开。" action={{ label: '去选择考试', href: '/' }} />
  const opt = (key: string) => q.get(key) ?? undefined
  return (
    <Box py="4">
      <PaperPicsView params={{ examid, org: opt('org'), grade: opt('grade'), pindex: opt('pindex') }} />
    </Box>
  )
}
