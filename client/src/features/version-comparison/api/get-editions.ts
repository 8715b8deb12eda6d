import type { EditionsView } from '@report/contracts/bff/upgrade-editions'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

/** The edition matrix; `type` is the page's query (1 virtual school, 0 otherwise; absent: the BFF decides). */
export function useEditions(type: string | null) {
  const key = type === '0' || type === '1' ? `/upgrade/editions?type=${type}` : '/upgrade/editions'
  return useSWR(key, (k: string) => bffGet<EditionsView>(k), { revalidateOnFocus: false })
}
