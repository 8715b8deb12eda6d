import type { CreateReportTaskBody, CreateTaskResult } from '@report/contracts/bff/tasks'
import { bffPost } from '../../../lib/bff-client.ts'

/** POST /report/bff/tasks/report: export reports (they wait for the PDF renderer). */
export const createReportTask = (body: CreateReportTaskBody): Promise<CreateTaskResult> => bffPost<CreateTaskResult>('/tasks/report', body)
