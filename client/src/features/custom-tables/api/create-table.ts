import type { CustomTableCreateBody } from '@report/contracts/bff/custom-tables'
import type { TaskKind } from '@report/contracts/bff/tasks'
import { markTaskCreated, TASK_VERSIONS_PATH } from '@report/contracts/rules/download-tasks'
import { mutate } from 'swr'
import { bffPost } from '../../../lib/bff-client.ts'
import { tableListKey } from './get-table-list.ts'

const NORM: TaskKind = 'norm'

/**
 * Generate a table (a custom norm task). The download panel, on this page or the next that has it,
 * expands on its 自定义表格 tab (spec 3 §2: a new task brings its own tab to the front).
 */
export async function createTable(body: CustomTableCreateBody): Promise<{ taskId: string; message: string }> {
  const created = await bffPost<{ taskId: string; message: string }>('/custom-tables/create', body)
  try {
    markTaskCreated(window.sessionStorage, NORM)
  } catch {
    // No storage: the versions below still move for a panel on this page.
  }
  void mutate(TASK_VERSIONS_PATH)
  void mutate(tableListKey)
  return created
}
