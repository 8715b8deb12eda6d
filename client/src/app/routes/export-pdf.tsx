import { Redirect, useSearch } from 'wouter'
import { paths } from '../../config/paths.ts'
import { exportReportOf, withPdfMode } from '../../features/export-pages/logic/export-report.ts'
import { isPdfMode } from '../../lib/pdf-mode.ts'
import { ExportReportView } from './export-report.tsx'

/** /export/pdf?report=…&examid=…: the print layout the PDF renderer opens (always PDF mode). */
export default function ExportPdfPage() {
  const search = useSearch()
  if (!isPdfMode(search)) return <Redirect to={`${paths.exportPdf.path}?${withPdfMode(search)}`} replace />
  return <ExportReportView report={exportReportOf(search)} />
}
