import type { TaskKind } from '@report/contracts/bff/tasks'
import { markTaskCreated, TASK_VERSIONS_PATH } from '@report/contracts/rules/download-tasks'
import { mutate } from 'swr'

/**
 * A task was created here: the download panel, on this page or the next one that has it, expands on
 * the task's list; on this page it also re-reads the list versions at once.
 */
export function announceTaskCreated(kind: TaskKind): void {
  try {
    markTaskCreated(window.sessionStorage, kind)
  } catch {
    // No storage: the versions below still move for a panel on this page.
  }
  void mutate(TASK_VERSIONS_PATH)
}
