import type { ExamContext } from '@report/contracts/bff/exam-context'
import { Stack } from '@chakra-ui/react'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { ExamSummary } from '../../../features/dashboard/components/exam-summary.tsx'

/** exam/dashboard: the exam's head for now; the full dashboard is a later issue. */
export default function DashboardPage({ context }: { context: ExamContext }) {
  return (
    <Stack gap="4">
      <ExamSummary exam={context.exam} />
      <StatusView title="该功能建设中" description="完整的考试看板即将上线" minHeight="240px" />
    </Stack>
  )
}
