import type { TranscriptReportView } from '@report/contracts/bff/transcripts'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export const transcriptReportKey = (id: string): string => `/transcripts/report?${new URLSearchParams({ id }).toString()}`
export const getTranscriptReport = (key: string): Promise<TranscriptReportView> => bffGet<TranscriptReportView>(key)
export function useTranscriptReport(id: string) {
  return useSWR(transcriptReportKey(id), getTranscriptReport, { revalidateOnFocus: false })
}

/** POST /report/bff/transcripts/downloaded: the school's counter counts this transcript (once). */
export async function markTranscriptDownloaded(id: string): Promise<string> {
  return (await bffPost<{ counterText: string }>('/transcripts/downloaded', { id })).counterText
}
