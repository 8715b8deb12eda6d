import type { TranscriptPdfView } from '@report/contracts/bff/transcripts'
import type { TranscriptPdf, TranscriptRecord } from '@report/contracts/upstream/transcripts'
import { toDownloadUrl } from '../tasks/download-url.ts'
import { reportState, statusText } from '../tasks/task-status.ts'

/** While a transcript's PDF prints, its list is read again at the panel's 2 s tick (spec 3 §4). */
export const PDF_PRINTING_REFRESH_MS = 2_000

/**
 * A transcript's PDF as its row shows it. It is a report task (spec 3 §4: 0 等待生成, 5 生成中,
 * 1 已完成 with its file, 3 failed with the renderer's reason); 重新生成 PDF when it failed or its
 * file is not a valid link. No PDF asked for yet: null.
 */
export function transcriptPdfView(pdf: TranscriptPdf | undefined, upstreamOrigin: string): TranscriptPdfView | null {
  if (!pdf) return null
  const state = reportState(pdf.status)
  const downloadUrl = state === 'done' ? toDownloadUrl(pdf.file_url, upstreamOrigin) : null
  return {
    state,
    statusText: pdf.status === 3 && pdf.fail_msg ? pdf.fail_msg : statusText('report', pdf.status, state),
    downloadUrl,
    canCreate: state !== 'generating' && downloadUrl === null,
  }
}

/** 2 s while any transcript's PDF is waiting or printing; otherwise the list is not polled (0). */
export function transcriptListRefreshMs(records: readonly Pick<TranscriptRecord, 'pdf'>[]): number {
  return records.some((r) => r.pdf && reportState(r.pdf.status) === 'generating') ? PDF_PRINTING_REFRESH_MS : 0
}
