import type { TaskVersions } from '@report/contracts/bff/tasks'
import { TASK_VERSIONS_PATH } from '@report/contracts/rules/download-tasks'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const TASK_VERSIONS_KEY = TASK_VERSIONS_PATH

export const getTaskVersions = (): Promise<TaskVersions> => bffGet<TaskVersions>(TASK_VERSIONS_KEY)

/** The list versions: read once, then whenever a creator revalidates the task keys (no polling). */
export function useTaskVersions(enabled: boolean) {
  return useSWR(enabled ? TASK_VERSIONS_KEY : null, getTaskVersions, { revalidateOnFocus: false, dedupingInterval: 0, onError: () => {} })
}
