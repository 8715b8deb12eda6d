import type { CreateGroupTaskBody, CreateTaskResult } from '@report/contracts/bff/tasks'
import { bffPost } from '../../../lib/bff-client.ts'

/** POST /report/bff/tasks/group: a one-click task with the saved download configuration. */
export const createGroupTask = (body: CreateGroupTaskBody): Promise<CreateTaskResult> => bffPost<CreateTaskResult>('/tasks/group', body)
