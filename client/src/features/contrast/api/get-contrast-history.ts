import type { ContrastHistoryView } from '@report/contracts/bff/contrast'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const contrastHistoryKey = '/contrast/history'
export const getContrastHistory = () => bffGet<ContrastHistoryView>(contrastHistoryKey)
/** Polls while a build is queued or running (排队 / 生成中), so the list shows it finish. */
export const useContrastHistory = () =>
  useSWR(contrastHistoryKey, getContrastHistory, {
    refreshInterval: (data) => (data?.items.some((i) => !i.done && !i.canRetry) ? 1000 : 0),
  })
