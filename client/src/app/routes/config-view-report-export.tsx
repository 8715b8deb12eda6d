import { ReportExportView } from '../../features/export-menu/components/report-export-view.tsx'
import { ConfigViewFrame, examParams } from './config-view-frame.tsx'

/** config-view/report-export: export reports (PDF tasks). */
export default function ConfigViewReportExport() {
  return <ConfigViewFrame routeKey="reportExport">{(context) => <ReportExportView params={examParams(context)} />}</ConfigViewFrame>
}
