import type { TaskActionResult, TaskRefBody } from '@report/contracts/bff/tasks'
import { bffPost } from '../../../lib/bff-client.ts'

/** POST /report/bff/tasks/delete. */
export const deleteTask = (ref: TaskRefBody): Promise<TaskActionResult> => bffPost<TaskActionResult>('/tasks/delete', ref)
