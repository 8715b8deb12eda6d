import type { ExamKind } from '../../../lib/pdf-mode.ts'
import { ReportPage } from '../../../features/reports/components/report-page-view.tsx'

/** A report route of spec 2 §2 as the BFF's view model builds it (one generic renderer for every page). */
export default function ReportRoutePage({ route, kind }: { route: string; kind: ExamKind }) {
  return <ReportPage route={route} kind={kind} />
}
