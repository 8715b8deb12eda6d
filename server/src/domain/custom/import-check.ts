import type { PreviewBody } from '@report/contracts/bff/custom-import'
import type { DistrictSchoolsData } from '@report/contracts/upstream/custom-import'
import { checkMapping, checkRows, columnLabel, type ColumnRole, type ImportClass, type ImportProblem, type RowCheck } from '@report/contracts/validators/custom-import'
import type { PaperPlan } from '@report/contracts/validators/question-columns'
import { kindCountsOf } from '@report/contracts/validators/problem-tally'
import type { ImportTable } from './import-file.ts'
import { problemCounts } from './import-preview.ts'
import { matchRoster, type RosterStudent } from './roster-match.ts'

export const ROLE_LABELS: Record<ColumnRole, string> = { xuehao: '学号', name: '姓名', class: '班级', school: '学校', subject: '科目', question: '小题', ignore: '不导入' }

export interface ImportCheck {
  check: RowCheck
  subjects: { subject: string; fullScore: number; questionCount: number }[]
  /** The subjects with their questions (number and full score, in order). */
  papers: PaperPlan[]
  classes: ImportClass[]
  counts: ReturnType<typeof problemCounts>
  /** The roster check (issue 31 item 4); null when the platform gave no roster to check against. */
  roster: { warnings: ImportProblem[]; counts: ReturnType<typeof problemCounts>; restored: number } | null
}

/**
 * checkImport(body, table, classes, roster) = the mapping checked (checkMapping) and then every row
 * (checkRows) with each subject's full score as the mapping makes it (a subject with questions: their
 * sum) against the chosen grade's classes, and the rows matched with the grade's roster when there is one
 * (matchRoster); a mapping the rules refuse, or a grade without classes, is `{error}` with the message
 * the page shows.
 */
export function checkImport(body: PreviewBody, table: ImportTable, available: DistrictSchoolsData, roster: readonly RosterStudent[] | null = null): ImportCheck | { error: string } {
  if (body.columns.length !== table.headers.length) return { error: '列的对应关系与文件不一致，请重新上传' }
  const verdict = checkMapping(body.columns, body.fullScores, available.schools.length > 1)
  if (!verdict.ok) return { error: verdict.message ?? '列的对应关系不正确' }
  const grade = available.grades.find((g) => g.grade === body.grade)
  if (!grade) return { error: '请选择要导入的年级' }
  const fullScores = Object.fromEntries(verdict.papers.map((p) => [p.subject, p.fullScore]))
  const rowCheck = checkRows(table.headers, table.rows, body.columns, fullScores, grade.classes, available.schools)
  const label = (role: ColumnRole) => columnLabel(table.headers, body.columns.findIndex((c) => c.role === role))
  const matched = roster ? matchRoster(rowCheck, roster, label('xuehao'), label('name')) : null
  const check = matched?.check ?? rowCheck
  const subjects = verdict.papers.map((p) => ({ subject: p.subject, fullScore: p.fullScore, questionCount: p.questions.length }))
  return {
    check,
    subjects,
    papers: verdict.papers,
    classes: grade.classes,
    counts: problemCounts(check),
    roster: matched ? { warnings: matched.warnings, counts: problemCounts({ kindCounts: kindCountsOf(matched.warnings) }), restored: matched.restored } : null,
  }
}
