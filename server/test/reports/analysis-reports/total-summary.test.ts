// The summary setting on the total report (issue 19; spec 1 §2 indicator parameter settings, summary:
// the settings form's 综合报表 — 显示总体诊断, 显示前列学生, 前列学生人数).
import t from 'tap'
import { totalSummary } from '../../../src/domain/reports/analysis-reports/total-summary.ts'

t.test('totalSummary: what the total report shows under the published summary setting', async (t) => {
  const cases = [
    { name: 'no setting (version 0): diagnosis and the top ten', summary: undefined, want: { diagnosis: true, topStudents: 10, topTitle: '总分前十名' } },
    { name: 'five students, no diagnosis', summary: { showDiagnosis: false, showTopStudents: true, topStudentCount: 5 }, want: { diagnosis: false, topStudents: 5, topTitle: '总分前 5 名' } },
    { name: 'no top students (the 初中 default)', summary: { showDiagnosis: true, showTopStudents: false, topStudentCount: 10 }, want: { diagnosis: true, topStudents: null } },
    { name: 'ten set explicitly reads as the default title', summary: { showDiagnosis: true, showTopStudents: true, topStudentCount: 10 }, want: { topStudents: 10, topTitle: '总分前十名' } },
  ]
  for (const c of cases) t.match(totalSummary(c.summary), c.want, c.name)
  t.equal(totalSummary({ showDiagnosis: true, showTopStudents: true, topStudentCount: 30 }).topDescription, '统计范围内总分最高的 30 名学生（同分并列时一并列出）。')
})
