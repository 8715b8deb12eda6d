import type { CustomTableWizardView } from '@report/contracts/bff/custom-tables'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

type ExamRef = { examid: string; org: number }

/** The other exams as the view's `more` query names them: `examid:org`, comma-joined. */
export const moreExamsParam = (more: readonly ExamRef[]): string => more.map((e) => `${e.examid}:${e.org}`).join(',')

export const tableWizardKey = (exam: ExamRef | null, more: readonly ExamRef[] = []) =>
  exam
    ? `/custom-tables/wizard?examid=${encodeURIComponent(exam.examid)}&org=${exam.org}${more.length > 0 ? `&more=${encodeURIComponent(moreExamsParam(more))}` : ''}`
    : '/custom-tables/wizard'

/** The wizard's choices for an exam (null: the newest) and the other exams of the table, whose subjects join the exam's. */
export function useTableWizard(exam: ExamRef | null, more: readonly ExamRef[] = []) {
  return useSWR(tableWizardKey(exam, more), (key: string) => bffGet<CustomTableWizardView>(key), { revalidateOnFocus: false, keepPreviousData: true })
}
