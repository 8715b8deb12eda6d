import type { ExamContext, ExamContextQuery } from '@report/contracts/bff/exam-context'
import { examContextKey } from '@report/contracts/bff/view-keys'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const getExamContext = (query: ExamContextQuery): Promise<ExamContext> => bffGet<ExamContext>(examContextKey(query))

/** The frame of every exam route; `null` (no examid in the address) fetches nothing. */
export function useExamContext(query: ExamContextQuery | null) {
  return useSWR(query ? examContextKey(query) : null, () => getExamContext(query as ExamContextQuery), {
    // Every failure renders the frame's own notice; a toast would say it twice.
    onError: () => {},
    keepPreviousData: true,
  })
}
