import type { TaskPanelView } from '@report/contracts/bff/tasks'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'
import type { TaskExamQuery } from '../lib/exam-query.ts'

/** Every task key starts with this: a creator elsewhere revalidates them all with one filter. */
export const TASKS_KEY_PREFIX = '/tasks'

export function taskPanelKey(query: TaskExamQuery, embedded: boolean): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value)
  if (embedded) search.set('embedded', '1')
  const text = search.toString()
  return text ? `${TASKS_KEY_PREFIX}?${text}` : TASKS_KEY_PREFIX
}

export const getTaskPanel = (key: string): Promise<TaskPanelView> => bffGet<TaskPanelView>(key)

/** The panel's lists; `key` null fetches nothing (the panel is collapsed); `refreshInterval` 0 never refreshes. */
export function useTaskPanel(key: string | null, refreshInterval: number) {
  return useSWR(key, getTaskPanel, { refreshInterval, revalidateOnFocus: false, keepPreviousData: true, dedupingInterval: 1000 })
}
