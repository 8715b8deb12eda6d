import type { TaskActionResult, TaskRefBody } from '@report/contracts/bff/tasks'
import { bffPost } from '../../../lib/bff-client.ts'

/** POST /report/bff/tasks/retry. */
export const retryTask = (ref: TaskRefBody): Promise<TaskActionResult> => bffPost<TaskActionResult>('/tasks/retry', ref)
