import type { CustomTableWizardView } from '@report/contracts/bff/custom-tables'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const tableWizardKey = (exam: { examid: string; org: number } | null) =>
  exam ? `/custom-tables/wizard?examid=${encodeURIComponent(exam.examid)}&org=${exam.org}` : '/custom-tables/wizard'

/** The wizard's choices for an exam (null: the newest). */
export function useTableWizard(exam: { examid: string; org: number } | null) {
  return useSWR(tableWizardKey(exam), (key: string) => bffGet<CustomTableWizardView>(key), { revalidateOnFocus: false, keepPreviousData: true })
}
