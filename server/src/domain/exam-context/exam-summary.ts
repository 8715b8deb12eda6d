import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { Exam } from '@report/contracts/upstream/exam'
import { tagGroupOf } from '../exams/to-exam-list-item.ts'
import { isFxConfigExam } from './settings-menu.ts'

export const TAG_LABELS = { X: '校内', L: '联考', Z: '走班', C: '自定义' } as const

/** spec 1 §3 tag groups (X school, L joint, Z layered, C custom/xgk/xzk); "also shown as 'custom' and 'exam settings'". */
export function tagLabels(exam: Pick<Exam, 'org' | 'isCustom' | 'isXgk' | 'isZb' | 'isLiankao' | 'scale' | 'classify' | 'from' | 'fxtype'>): string[] {
  const labels: string[] = [TAG_LABELS[tagGroupOf(exam)]]
  if (exam.isCustom && !labels.includes(TAG_LABELS.C)) labels.push(TAG_LABELS.C)
  if (isFxConfigExam(exam.fxtype)) labels.push('考试设置')
  return labels
}

export const TOTAL_SUBJECT = '总分'

/**
 * The exam's subjects; spec 1 §4: "Subject manager with a single-subject exam gets a synthetic
 * total-score paper" (pindex 0, the paper's full score).
 */
export function examSubjects(papers: Exam['papers'], isSubjectManager: boolean): ExamContext['exam']['subjects'] {
  const subjects = papers.map((p) => ({ pindex: p.pindex, subject: p.subject, fullScore: p.manfen }))
  const only = papers.length === 1 ? papers[0] : undefined
  if (isSubjectManager && only && only.subject !== TOTAL_SUBJECT) return [{ pindex: 0, subject: TOTAL_SUBJECT, fullScore: only.manfen }, ...subjects]
  return subjects
}
