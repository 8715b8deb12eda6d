import type { MergeConfirmBody, MergePage, MergePageQuery, MergePreviewBody, MergePreviewView, MergeResult } from '@report/contracts/bff/custom-merge'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export const examMergeKey = '/custom/merge'

/** The page under its filters (届次, 年级); nothing asked: the BFF's defaults. */
export function useExamMergePage(filters: MergePageQuery | null) {
  const key = filters ? `${examMergeKey}?${new URLSearchParams({ cohort: filters.cohort ?? '', grade: filters.grade ?? '' }).toString()}` : examMergeKey
  return useSWR(key, (k: string) => bffGet<MergePage>(k), { revalidateOnFocus: false, keepPreviousData: true })
}

export const previewMerge = (body: MergePreviewBody): Promise<MergePreviewView> => bffPost<MergePreviewView>('/custom/merge/preview', body)

export const confirmMerge = (body: MergeConfirmBody): Promise<MergeResult> => bffPost<MergeResult>('/custom/merge/confirm', body)
