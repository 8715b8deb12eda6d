import type { TranscriptIndexView } from '@report/contracts/bff/transcripts'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const TRANSCRIPT_INDEX_KEY = '/transcripts/index'
export const getTranscriptIndex = (key: string): Promise<TranscriptIndexView> => bffGet<TranscriptIndexView>(key)
/** Read again as the view says (2 s while a PDF prints; 0 never). */
export function useTranscriptIndex() {
  return useSWR(TRANSCRIPT_INDEX_KEY, getTranscriptIndex, { revalidateOnFocus: false, refreshInterval: (data) => data?.refreshMs ?? 0 })
}
