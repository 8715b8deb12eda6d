import type { ReportPageView } from '@report/contracts/bff/report-page'
import { REPORT_PAGE_PATH } from '@report/contracts/bff/report-page'
import type { SchoolReportWordExams } from '@report/contracts/bff/school-report-word'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

/** The exams to choose from (newest first). */
export function useRollExams() {
  return useSWR('/school-report-word/exams', (key: string) => bffGet<SchoolReportWordExams>(key), { revalidateOnFocus: false })
}

/** The exam's ranking view model (排名榜, spec 2): the roll shows its first rows. */
export function useRanking(exam: { examid: string; org: number; grade: string } | null) {
  const key = exam ? `${REPORT_PAGE_PATH}?${new URLSearchParams({ route: 'report-ranking', examid: exam.examid, org: String(exam.org), grade: exam.grade }).toString()}` : null
  return useSWR(key, (k: string) => bffGet<ReportPageView>(k), { revalidateOnFocus: false })
}
