import type { AnswerCardExportView } from '@report/contracts/bff/answer-cards'
import type { TaskExamParams } from '@report/contracts/bff/tasks'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

/** While a task generates the page asks again at this pace (the panel's 2 s tick, spec 3 §4). */
const GENERATING_REFRESH_MS = 2000
/** Otherwise the task lists' refresh (spec 3 §9: 60 s). */
const IDLE_REFRESH_MS = 60_000

export function answerCardExportKey(p: TaskExamParams): string {
  const search = new URLSearchParams({ examid: p.examid, ...(p.org ? { org: p.org } : {}), ...(p.grade ? { grade: p.grade } : {}) })
  return `/answer-cards/export?${search.toString()}`
}

export const getAnswerCardExport = (key: string): Promise<AnswerCardExportView> => bffGet<AnswerCardExportView>(key)

export function useAnswerCardExport(p: TaskExamParams) {
  return useSWR(answerCardExportKey(p), getAnswerCardExport, {
    revalidateOnFocus: false,
    refreshInterval: (data) => (data?.tasks.some((t) => t.state === 'generating') ? GENERATING_REFRESH_MS : IDLE_REFRESH_MS),
  })
}
