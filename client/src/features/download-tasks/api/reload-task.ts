import type { TaskActionResult, TaskRefBody } from '@report/contracts/bff/tasks'
import { bffPost } from '../../../lib/bff-client.ts'

/** POST /report/bff/tasks/reload. */
export const reloadTask = (ref: TaskRefBody): Promise<TaskActionResult> => bffPost<TaskActionResult>('/tasks/reload', ref)
