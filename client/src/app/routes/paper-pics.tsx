import { Box } from '@chakra-ui/react'
import { useSearch } from 'wouter'
import { EmptyView } from '../../components/feedback/empty-view.tsx'
import { PaperPicsView } from '../../features/answer-cards/components/paper-pics-view.tsx'

/** /paper-pics: a paper's blank answer card (query examid, org, grade, pindex). */
export default function PaperPicsRoute() {
  const q = new URLSearchParams(useSearch())
  const examid = q.get('examid')
  if (!examid) return <EmptyView />
  const opt = (key: string) => q.get(key) ?? undefined
  return (
    <Box py="4">
      <PaperPicsView params={{ examid, org: opt('org'), grade: opt('grade'), pindex: opt('pindex') }} />
    </Box>
  )
}
