// What a report page lets its user do: trial (version tip on ranking/matrix) and download (spec 1 §6, spec 2 §6).
import t from 'tap'
import { reportAccess, type ReportAccessFacts } from '../../src/domain/reports/report-access.ts'

const paid: ReportAccessFacts = { exam: { isTrial: false, isEnableDownload: true }, user: { isTrial: false }, permission: [1, 2, 3], disabled: { disabled: false } }

const cases: Array<[string, Partial<ReportAccessFacts>, { canDownload: boolean; trial: boolean; student?: boolean }]> = [
  ['a paid plan on a normal exam', {}, { canDownload: true, trial: false }],
  ['a trial exam', { exam: { isTrial: true, isEnableDownload: true } }, { canDownload: false, trial: true }],
  ['a trial plan', { user: { isTrial: true } }, { canDownload: false, trial: true }],
  ['downloads switched off for the exam', { exam: { isTrial: false, isEnableDownload: false } }, { canDownload: false, trial: false }],
  ['no download permission', { permission: [2, 3] }, { canDownload: false, trial: false }],
  ['permissions unknown (the call failed)', { permission: null }, { canDownload: false, trial: false }],
  ['a banned exam', { disabled: { disabled: true } }, { canDownload: false, trial: false }],
  ['the ban not checked (org −1)', { disabled: null }, { canDownload: true, trial: false }],
  ['the user unknown', { user: null }, { canDownload: true, trial: false }],
  ['is_trial says trial where info/all does not (spec 1 §7: the exam\'s own flag)', { trial: true }, { canDownload: false, trial: true }],
  ['is_trial says not trial where info/all does', { exam: { isTrial: true, isEnableDownload: true }, trial: false }, { canDownload: true, trial: false }],
  ['is_trial unanswered: info/all\'s flag stands', { exam: { isTrial: true, isEnableDownload: true }, trial: null }, { canDownload: false, trial: true }],
  ['a student account (spec 1 §3 auth.isStudent)', { user: { isTrial: false, auth: { isStudent: true } } }, { canDownload: true, trial: false, student: true }],
]

for (const [name, change, expected] of cases) {
  t.same(reportAccess({ ...paid, ...change }), { student: false, ...expected }, name)
}
