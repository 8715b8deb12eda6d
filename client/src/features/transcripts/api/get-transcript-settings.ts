import type { TranscriptSetView } from '@report/contracts/bff/transcripts'
import type { TranscriptCfg } from '@report/contracts/upstream/transcripts'
import useSWR, { mutate } from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export const TRANSCRIPT_SETTINGS_KEY = '/transcripts/settings'
export const getTranscriptSettings = (key: string): Promise<TranscriptSetView> => bffGet<TranscriptSetView>(key)
export function useTranscriptSettings() {
  return useSWR(TRANSCRIPT_SETTINGS_KEY, getTranscriptSettings, { revalidateOnFocus: false })
}

/** POST /report/bff/transcripts/settings: the school's title, fields and layout. */
export async function saveTranscriptSettings(cfg: TranscriptCfg): Promise<TranscriptSetView> {
  const view = await bffPost<TranscriptSetView>(TRANSCRIPT_SETTINGS_KEY, cfg)
  await mutate(TRANSCRIPT_SETTINGS_KEY, view, { revalidate: false })
  return view
}
