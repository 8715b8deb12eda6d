import type { ValueAddedBody, ValueAddedEntries, ValueAddedPage, ValueAddedResult } from '@report/contracts/bff/level-value-added'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export const valueAddedKey = '/value-added'
export const useValueAddedPage = () => useSWR(valueAddedKey, (key: string) => bffGet<ValueAddedPage>(key))
/** The chosen exit exam's entry candidates, the default first (asked for that exam only). */
export function useValueAddedEntries(exit: { examid: string; org: number } | null) {
  const key = exit ? `/value-added/entries?${new URLSearchParams({ examid: exit.examid, org: String(exit.org) }).toString()}` : null
  return useSWR(key, (k: string) => bffGet<ValueAddedEntries>(k))
}

export const runValueAdded = (body: ValueAddedBody): Promise<ValueAddedResult> => bffPost<ValueAddedResult>('/value-added', body)
