import type { CreateTranscriptBody, TranscriptCreateView } from '@report/contracts/bff/transcripts'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export function transcriptCreateKey(examid: string | undefined, org: string | undefined): string {
  const search = new URLSearchParams({ ...(examid ? { examid } : {}), ...(org ? { org } : {}) }).toString()
  return `/transcripts/create${search ? `?${search}` : ''}`
}
export const getTranscriptCreate = (key: string): Promise<TranscriptCreateView> => bffGet<TranscriptCreateView>(key)
export function useTranscriptCreate(examid: string | undefined, org: string | undefined) {
  return useSWR(transcriptCreateKey(examid, org), getTranscriptCreate, { revalidateOnFocus: false, keepPreviousData: true })
}

/** POST /report/bff/transcripts: transcripts for the chosen classes (none: the grade). */
export const createTranscript = (body: CreateTranscriptBody): Promise<{ id: string; reportHref: string }> => bffPost('/transcripts', body)
