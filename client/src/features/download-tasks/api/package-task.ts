import type { TaskActionResult, TaskRefBody } from '@report/contracts/bff/tasks'
import { bffPost } from '../../../lib/bff-client.ts'

/** POST /report/bff/tasks/package. */
export const packageTask = (ref: TaskRefBody): Promise<TaskActionResult> => bffPost<TaskActionResult>('/tasks/package', ref)
