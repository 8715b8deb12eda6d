import { Text } from '@chakra-ui/react'
import { EmptyView } from '../../components/feedback/empty-view.tsx'
import { useExamContext } from '../../features/exam-frame/api/get-exam-context.ts'
import { useExamQuery } from '../../features/exam-frame/api/use-exam-query.ts'
import { ExamFrame } from '../../features/exam-frame/components/exam-frame.tsx'
import type { ExportReport } from '../../features/export-pages/logic/export-report.ts'
import { ReportPage } from '../../features/reports/components/report-page-view.tsx'
import { DATA_TASK, useReportTask } from '../../lib/pdf-mode.ts'

/**
 * One report of a report task, printed from the same view model as its screen page (the exam frame,
 * then the report's blocks). In PDF mode the frame and the page print alone; a report that cannot be
 * shown (no such report, no access to the exam) says so and declares the page ready at once, so the
 * renderer fails the task with its message instead of waiting out its timeout.
 */
export function ExportReportView({ report }: { report: ExportReport | null }) {
  if (!report) {
    return (
      <>
        <ReadyNow />
        <EmptyView />
        <Text data-testid="export-refused" textAlign="center" color="fg.muted">
          没有可打印的报告
        </Text>
      </>
    )
  }
  return (
    <>
      <RefusalWatch report={report} />
      <ExamFrame routeName={report}>{(context) => <ReportPage route={report} kind={context.exam.kind} />}</ExamFrame>
    </>
  )
}

function RefusalWatch({ report }: { report: ExportReport }) {
  // The frame's own request (SWR shares it): its failure or refusal is the page's final state.
  const query = useExamQuery(report)
  const { data, error, isLoading } = useExamContext(query)
  const refused = !query || (error !== undefined && !isLoading && !data) || (data !== undefined && data.access.state !== 'ok' && data.access.state !== 'trial')
  return refused ? <ReadyNow /> : null
}

function ReadyNow() {
  useReportTask(DATA_TASK, true)
  return null
}
