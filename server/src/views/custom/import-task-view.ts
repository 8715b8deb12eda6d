import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { ImportTaskQuerySchema, ImportTaskViewSchema, type ImportTaskQuery } from '@report/contracts/bff/custom-import'
import { toImportTaskView } from '../../domain/custom/import-task.ts'
import { requireSession } from '../../lib/require-session.ts'
import { fetchImportTask } from './import-task-upstream.ts'

/**
 * GET /custom/import/task?taskid= → one of the user's import tasks (/mod/v1/custom/taskinfo), for the
 * page following an import still running. The platform knows only the user's own tasks; the custom
 * permission is not asked again, so a task that used the last paid import can still be followed.
 */
export default async function importTaskView(app: FastifyInstance) {
  app.get<{ Querystring: ImportTaskQuery }>('/custom/import/task', { schema: { querystring: ImportTaskQuerySchema, response: { 200: Envelope(ImportTaskViewSchema) } } }, async (request, reply) => {
    const session = requireSession(request)
    const task = await fetchImportTask(app, session, request.query.taskid)
    reply.header('cache-control', 'no-store')
    return { code: 0, data: toImportTaskView(task) }
  })
}
