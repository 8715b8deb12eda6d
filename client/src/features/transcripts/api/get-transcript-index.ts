import type { TranscriptIndexView } from '@report/contracts/bff/transcripts'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const TRANSCRIPT_INDEX_KEY = '/transcripts/index'
export const getTranscriptIndex = (key: string): Promise<TranscriptIndexView> => bffGet<TranscriptIndexView>(key)
export function useTranscriptIndex() {
  return useSWR(TRANSCRIPT_INDEX_KEY, getTranscriptIndex, { revalidateOnFocus: false })
}
