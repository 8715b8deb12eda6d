import type { CustomTablePageView } from '@report/contracts/bff/custom-tables'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const tablePageKey = (id: string) => `/custom-tables/table?id=${encodeURIComponent(id)}`

/** A generated table read back (asked again every 5 s while it is still generating). */
export function useTablePage(id: string | null) {
  return useSWR(id ? tablePageKey(id) : null, (key: string) => bffGet<CustomTablePageView>(key), {
    refreshInterval: (data) => (data?.table?.state === 'generating' ? 5_000 : 0),
    revalidateOnFocus: false,
  })
}
