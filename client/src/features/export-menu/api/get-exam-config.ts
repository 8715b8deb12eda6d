import type { TaskExamParams } from '@report/contracts/bff/tasks'
import type { ExamConfigView } from '@report/contracts/bff/tasks-config'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export function examConfigKey(params: TaskExamParams): string {
  const search = new URLSearchParams({ examid: params.examid, ...(params.org ? { org: params.org } : {}), ...(params.lkschool ? { lkschool: params.lkschool } : {}) })
  return `/tasks/exam-config?${search.toString()}`
}

export const getExamConfig = (key: string): Promise<ExamConfigView> => bffGet<ExamConfigView>(key)

export function useExamConfig(params: TaskExamParams) {
  return useSWR(examConfigKey(params), getExamConfig, { revalidateOnFocus: false })
}
