import type { SchoolReportWordExams } from '@report/contracts/bff/school-report-word'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export function useWordExams() {
  return useSWR('/school-report-word/exams', (key: string) => bffGet<SchoolReportWordExams>(key), { revalidateOnFocus: false })
}
