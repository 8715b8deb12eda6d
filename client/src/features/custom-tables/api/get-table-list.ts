import type { CustomTableListView } from '@report/contracts/bff/custom-tables'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const tableListKey = '/custom-tables/list'

/** Tables still generating are asked for again every 5 s, so their state moves without a reload. */
export function useTableList() {
  return useSWR(tableListKey, (key: string) => bffGet<CustomTableListView>(key), {
    refreshInterval: (data) => (data?.tables.some((t) => t.state === 'generating') ? 5_000 : 0),
  })
}

/** A table just created, followed while it generates (every 2 s): its list entry, once the list has it. */
export function useFollowedTable(taskId: string) {
  const { data } = useSWR(tableListKey, (key: string) => bffGet<CustomTableListView>(key), {
    refreshInterval: (list) => {
      const table = list?.tables.find((t) => t.id === taskId)
      return table && table.state !== 'generating' ? 0 : 2_000
    },
  })
  return data?.tables.find((t) => t.id === taskId)
}
