import type { ExamSyncStartBody, ExamSyncView } from '@report/contracts/bff/settings-sync'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export function examSyncKey(exam: string | null): string {
  if (!exam) return '/exam-sync'
  const [examid = '', org = '0'] = exam.split(':')
  return `/exam-sync?${new URLSearchParams({ examid, org }).toString()}`
}

/** The page asks again while a sync moves (the view says how often). */
export function useExamSync(exam: string | null) {
  return useSWR(examSyncKey(exam), (key: string) => bffGet<ExamSyncView>(key), {
    revalidateOnFocus: false,
    refreshInterval: (latest) => latest?.refreshMs ?? 0,
  })
}

export const startExamSync = (body: ExamSyncStartBody) => bffPost<{ message: string }>('/exam-sync/start', body)
