import { Box } from '@chakra-ui/react'
import { useSearch } from 'wouter'
import { EmptyView } from '../../components/feedback/empty-view.tsx'
import { AnswerSheetView } from '../../features/answer-cards/components/answer-sheet-view.tsx'

/** /answer-pics: the answerCard route (query examid, org, grade, pindex, skey; spec 1 §2). */
export default function AnswerPicsRoute() {
  const q = new URLSearchParams(useSearch())
  const examid = q.get('examid')
  const skey = q.get('skey')
  if (!examid || !skey) return <EmptyView title="请先选择考试和学生" description="答题卡从考试报告的学生名单中打开。" action={{ label: '去选择考试', href: '/' }} />
  const opt = (key: string) => q.get(key) ?? undefined
  return (
    <Box py="4">
      <AnswerSheetView params={{ examid, skey, org: opt('org'), grade: opt('grade'), pindex: opt('pindex') }} />
    </Box>
  )
}
