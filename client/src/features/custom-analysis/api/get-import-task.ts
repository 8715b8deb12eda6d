import type { ImportTaskView } from '@report/contracts/bff/custom-import'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

/** While a task runs, asked again every second; once it is done or failed, not again. */
const FOLLOW_EVERY_MS = 1_000

export const importTaskKey = (taskid: string) => `/custom/import/task?${new URLSearchParams({ taskid }).toString()}`

/** The import task as the platform has it, followed while it runs; `first` is what the confirmation answered. */
export function useImportTask(first: ImportTaskView) {
  const { data } = useSWR(importTaskKey(first.taskid), (key: string) => bffGet<ImportTaskView>(key), {
    fallbackData: first,
    revalidateOnMount: first.state === 'running' || first.state === 'waiting',
    revalidateOnFocus: false,
    refreshInterval: (latest) => (latest?.state === 'running' || latest?.state === 'waiting' ? FOLLOW_EVERY_MS : 0),
  })
  return data
}
