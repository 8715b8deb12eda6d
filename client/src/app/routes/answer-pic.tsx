import { Box } from '@chakra-ui/react'
import { useSearch } from 'wouter'
import { EmptyView } from '../../components/feedback/empty-view.tsx'
import { QuestionPicView } from '../../features/answer-cards/components/question-pic-view.tsx'

/** /answer-pic: a student's answer to one question, opened from a 小分表 cell (query examid, org, grade, pindex, qid, skey). */
export default function AnswerPicRoute() {
  const q = new URLSearchParams(useSearch())
  const examid = q.get('examid')
  const pindex = q.get('pindex')
  const qid = q.get('qid')
  const skey = q.get('skey')
  if (!examid || !pindex || !qid || !skey) return <EmptyView title="请先选择考试、题目和学生" description="题目的答题图片从小分矩阵、试题分析的学生名单中打开。" action={{ label: '去选择考试', href: '/' }} />
  const opt = (key: string) => q.get(key) ?? undefined
  return (
    <Box py="4">
      <QuestionPicView params={{ examid, pindex, qid, skey, org: opt('org'), grade: opt('grade') }} />
    </Box>
  )
}
