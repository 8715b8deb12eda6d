import type { CompareDimension, CompareView } from '@report/contracts/bff/contrast'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export interface CompareParams {
  id: string
  subject?: string | undefined
  school?: string | undefined
  class?: string | undefined
  student?: string | undefined
}

export function compareKey(dimension: CompareDimension, p: CompareParams): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(p)) if (v) q.set(k, v)
  return `/compare/${dimension}?${q.toString()}`
}

/** One comparison in one dimension; polls until its build is done. */
export const useCompare = (dimension: CompareDimension, p: CompareParams | null) =>
  useSWR(p ? compareKey(dimension, p) : null, (key: string) => bffGet<CompareView>(key), {
    refreshInterval: (data) => (data && !data.status.done && !data.status.canRetry ? 1000 : 0),
    revalidateOnFocus: false,
  })
