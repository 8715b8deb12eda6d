import { ReportPage } from '../../../features/reports/components/report-page-view.tsx'

/** A report route of spec 2 §2 as the BFF's view model builds it (one generic renderer for every page). */
export default function ReportRoutePage({ route }: { route: string }) {
  return <ReportPage route={route} />
}
