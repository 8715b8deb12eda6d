import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import { sortBySubject } from '../tables/subject-order.ts'

const TOTAL: PaperRef = { pindex: 0, subject: '总分', manfen: 0 }

/**
 * The papers a report heads its columns with: 总分 (pindex 0, full score the sum of the papers) then
 * the papers in spec 2 §9 subject order. A single-paper exam keeps its synthetic 总分 too (spec 2 §6).
 */
export function reportPapers(exam: Pick<ReportExamInfo, 'papers'>): PaperRef[] {
  const papers = sortBySubject(
    exam.papers.filter((p) => p.pindex !== 0).map((p) => ({ pindex: p.pindex, subject: p.subject, manfen: p.manfen })),
    (p) => p.subject,
  )
  return [{ ...TOTAL, manfen: papers.reduce((sum, p) => sum + p.manfen, 0) }, ...papers]
}

/** Papers of an upstream answer in report order (the answer's own list, subject-ordered, 总分 first). */
export function orderPapers<P extends { pindex: number; subject: string }>(papers: readonly P[]): P[] {
  return sortBySubject(papers, (p) => (p.pindex === 0 ? '总分' : p.subject))
}
