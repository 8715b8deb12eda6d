import type { ExamContext, ExamContextQuery } from '@report/contracts/bff/exam-context'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

const QUERY_KEYS = ['examid', 'org', 'grade', 'lkschool', 'qxschool', 'route'] as const satisfies ReadonlyArray<keyof ExamContextQuery>

export function examContextKey(query: ExamContextQuery): string {
  const search = new URLSearchParams()
  for (const key of QUERY_KEYS) {
    const value = query[key]
    if (value !== undefined && value !== '') search.set(key, value)
  }
  return `/exam-context?${search.toString()}`
}

export const getExamContext = (query: ExamContextQuery): Promise<ExamContext> => bffGet<ExamContext>(examContextKey(query))

/** The frame of every exam route; `null` (no examid in the address) fetches nothing. */
export function useExamContext(query: ExamContextQuery | null) {
  return useSWR(query ? examContextKey(query) : null, () => getExamContext(query as ExamContextQuery), {
    // Every failure renders the frame's own notice; a toast would say it twice.
    onError: () => {},
    keepPreviousData: true,
  })
}
