import { mutate } from 'swr'
import { bffPost } from '../../../lib/bff-client.ts'
import { TRANSCRIPT_INDEX_KEY } from './get-transcript-index.ts'

/** POST /report/bff/transcripts/pdf: the transcript goes to the PDF renderer's queue; the list shows its state. */
export async function createTranscriptPdf(id: string): Promise<string> {
  const { message } = await bffPost<{ taskId: string; message: string }>('/transcripts/pdf', { id })
  await mutate(TRANSCRIPT_INDEX_KEY)
  return message
}
