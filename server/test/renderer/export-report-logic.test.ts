// The export pages' address (issue 17; spec 3 §2 /export and /export/pdf): one report page named by
// its route, nothing else printable; PDF mode added or dropped with the other keys kept.
import t from 'tap'
import { EXPORT_REPORTS, exportReportOf, withoutPdfMode, withPdfMode } from '../../../client/src/features/export-pages/logic/export-report.ts'
import { exportPagePath } from '../../../fixtures/src/tasks/report-tasks.ts'

t.test('report= names one of the reports a task can hold; anything else is none', async (t) => {
  for (const [search, expected] of [
    ['?report=total-report&examid=1', 'total-report'],
    ['report=class-report&group=class%3A12', 'class-report'],
    ['?report=subject-report', 'subject-report'],
    ['?report=dashboard', null],
    ['?report=../../login', null],
    ['?examid=1', null],
    ['', null],
  ] as const) t.equal(exportReportOf(search), expected, search)
})

t.test('PDF mode on and off, the other keys kept', async (t) => {
  t.equal(withPdfMode('?report=total-report&examid=1'), 'report=total-report&examid=1&export=pdf')
  t.equal(withPdfMode('report=total-report&export=screen'), 'report=total-report&export=pdf')
  t.equal(withoutPdfMode('?report=total-report&export=pdf&examid=1'), 'report=total-report&examid=1')
})

t.test('every page the reference upstream hands the renderer opens a report the export page prints', async (t) => {
  for (const report of ['total-report', 'subject-report', 'class-report']) {
    const path = exportPagePath(report, { examid: '1', org: '0' })
    t.ok(path.startsWith('/report/export/pdf?'), path)
    t.equal(exportReportOf(path.slice(path.indexOf('?'))), report)
    t.ok((EXPORT_REPORTS as readonly string[]).includes(report))
  }
})
