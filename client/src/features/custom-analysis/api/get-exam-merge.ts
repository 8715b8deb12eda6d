import type { MergeConfirmBody, MergePage, MergePreview, MergePreviewBody, MergeResult } from '@report/contracts/bff/custom-merge'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export const examMergeKey = '/custom/merge'

export function useExamMergePage() {
  return useSWR(examMergeKey, (key: string) => bffGet<MergePage>(key), { revalidateOnFocus: false })
}

export const previewMerge = (body: MergePreviewBody): Promise<MergePreview> => bffPost<MergePreview>('/custom/merge/preview', body)

export const confirmMerge = (body: MergeConfirmBody): Promise<MergeResult> => bffPost<MergeResult>('/custom/merge/confirm', body)
