import type { CustomTableExam } from '@report/contracts/bff/custom-tables'
import { TABLE_NAME_MAX } from '@report/contracts/rules/custom-table-wizard'

/**
 * The exams the wizard offers beside the chosen one (issue 33 item 6: 高一 and 高三 exams were offered
 * to a 高二 exam, and refused only once picked): those the cohort rule of a table over several exams
 * (contracts' tableExamsProblem: one grade of one school) lets join it, in the list's order.
 */
export function joinableExams(chosen: Pick<CustomTableExam, 'examid' | 'org' | 'grade' | 'schoolid'>, exams: readonly CustomTableExam[]): CustomTableExam[] {
  return exams.filter((e) => !(e.examid === chosen.examid && e.org === chosen.org) && e.grade === chosen.grade && e.schoolid === chosen.schoolid)
}

/**
 * The name step 5 proposes: the chosen exam's (and how many more) with 自定义表格, within the name limit.
 * It follows the exams until the user types a name of their own (issue 33 item 6: switching exams kept
 * the first exam's name).
 */
export function defaultTableName(examName: string, moreCount: number): string {
  const suffix = `${moreCount > 0 ? `等${moreCount + 1}场考试` : ''}自定义表格`
  return `${[...examName].slice(0, Math.max(0, TABLE_NAME_MAX - suffix.length)).join('')}${suffix}`
}
