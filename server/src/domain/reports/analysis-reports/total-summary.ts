import type { SummaryConfig } from '@report/contracts/upstream/settings'

/** The product's own 综合报表 before a school sets anything: the diagnosis and the top ten shown. */
export const DEFAULT_TOP_STUDENTS = 10

export interface TotalSummary {
  diagnosis: boolean
  /** How many top students the report lists, or null: no top-students table. */
  topStudents: number | null
  topTitle: string
  topDescription: string
}

/**
 * totalSummary(s) = what the total report shows under the summary setting of the exam's published
 * version (spec 1 §2 indicator parameter settings, summary; issue 19): 总体诊断 and 前列学生 each on
 * or off, and how many students; no setting: both, ten students.
 */
export function totalSummary(summary: SummaryConfig | undefined): TotalSummary {
  const n = summary?.topStudentCount ?? DEFAULT_TOP_STUDENTS
  return {
    diagnosis: summary?.showDiagnosis ?? true,
    topStudents: summary && !summary.showTopStudents ? null : n,
    topTitle: n === DEFAULT_TOP_STUDENTS ? '总分前十名' : `总分前 ${n} 名`,
    topDescription: `统计范围内总分最高的 ${n} 名学生（同分并列时一并列出）。`,
  }
}
