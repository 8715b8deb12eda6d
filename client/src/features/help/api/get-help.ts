import type { HelpView } from '@report/contracts/bff/help'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const helpKey = (q: string) => (q.trim() ? `/help?${new URLSearchParams({ q: q.trim() }).toString()}` : '/help')

/** The help centre's articles, those matching `q` when given (the BFF searches). */
export function useHelp(q: string) {
  return useSWR(helpKey(q), (key: string) => bffGet<HelpView>(key), { revalidateOnFocus: false, keepPreviousData: true })
}
