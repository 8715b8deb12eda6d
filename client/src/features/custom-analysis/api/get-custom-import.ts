import type { ConfirmBody, ConfirmResult, CustomImportPage, Preview, PreviewBody } from '@report/contracts/bff/custom-import'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export const customImportKey = '/custom/import'

export function useCustomImportPage() {
  return useSWR(customImportKey, (key: string) => bffGet<CustomImportPage>(key), { revalidateOnFocus: false })
}

export const previewImport = (body: PreviewBody): Promise<Preview> => bffPost<Preview>('/custom/import/preview', body)

export const confirmImport = (body: ConfirmBody): Promise<ConfirmResult> => bffPost<ConfirmResult>('/custom/import/confirm', body)
