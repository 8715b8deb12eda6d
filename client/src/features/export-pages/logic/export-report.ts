/**
 * The reports a report task can hold, as the export pages print them (spec 3 §2: /export and
 * /export/pdf serve PDF-mode rendering). The address names one report page by its route name
 * (`report=total-report`); anything else is no report, so an address cannot print an arbitrary page.
 */
export const EXPORT_REPORTS = ['total-report', 'subject-report', 'class-report', 'school-report', 'question-report', 'knowledge-report', 'teacher-report'] as const
export type ExportReport = (typeof EXPORT_REPORTS)[number]

export function exportReportOf(search: string): ExportReport | null {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('report')
  return (EXPORT_REPORTS as readonly string[]).includes(value ?? '') ? (value as ExportReport) : null
}

/** The same address in PDF mode (`export=pdf`), other keys kept. */
export function withPdfMode(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  params.set('export', 'pdf')
  return params.toString()
}

/** The same address on screen (`export` dropped). */
export function withoutPdfMode(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  params.delete('export')
  return params.toString()
}
