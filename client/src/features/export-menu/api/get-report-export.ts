import type { TaskExamParams } from '@report/contracts/bff/tasks'
import type { ReportExportView } from '@report/contracts/bff/tasks-config'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export function reportExportKey(params: TaskExamParams): string {
  const search = new URLSearchParams({ examid: params.examid, ...(params.org ? { org: params.org } : {}) })
  return `/tasks/report-export?${search.toString()}`
}

export function useReportExport(params: TaskExamParams) {
  return useSWR(reportExportKey(params), (key: string) => bffGet<ReportExportView>(key), { revalidateOnFocus: false })
}
