import type { ExamContext } from '@report/contracts/bff/exam-context'
import { Stack } from '@chakra-ui/react'
import { ExamSummary } from '../../../features/dashboard/components/exam-summary.tsx'
import { ReportPage } from '../../../features/reports/components/report-page-view.tsx'

/** exam/dashboard: the exam's head, then the dashboard's view model (figures, charts, unit table, entries). */
export default function DashboardPage({ context }: { context: ExamContext }) {
  return (
    <Stack gap="4">
      <ExamSummary exam={context.exam} />
      <ReportPage route="dashboard" showTitle={false} kind={context.exam.kind} />
    </Stack>
  )
}
