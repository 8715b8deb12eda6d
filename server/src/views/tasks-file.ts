import type { FastifyInstance } from 'fastify'
import { TaskFileQuerySchema, type TaskFileQuery } from '@report/contracts/bff/tasks'
import { BffError } from '../errors.ts'
import { isUnsafePath } from '../domain/gateway/upstream-path.ts'
import { attachmentDisposition } from '../domain/tables/content-disposition.ts'
import { fileNameOf, isTaskFilePath } from '../domain/tasks/download-url.ts'
import { taskError } from '../domain/tasks/errors.ts'
import { mapUpstreamError } from '../domain/errors/map-upstream-error.ts'
import { requireSession } from '../lib/require-session.ts'

const PASSED_HEADERS = ['content-type', 'content-length', 'last-modified', 'etag'] as const

/**
 * GET /report/bff/tasks/file?src=/report/task/…: a task's file, streamed from the upstream with the
 * session's cookies (the browser holds none), named by a UTF-8 Content-Disposition.
 */
export default async function tasksFile(app: FastifyInstance) {
  app.get<{ Querystring: TaskFileQuery }>('/tasks/file', { schema: { querystring: TaskFileQuerySchema } }, async (request, reply) => {
    const session = requireSession(request)
    const src = request.query.src
    if (!isTaskFilePath(src) || isUnsafePath(src.split('?', 1)[0]!)) throw new BffError(taskError('BFF_ERR_TASKS_FILE_SOURCE'))
    const answer = await app.upstream.forward({ method: 'GET', path: src, session, headers: { 'x-request-id': String(request.id) } })
    if (answer.status !== 200) {
      answer.stream?.destroy()
      let body: { code?: number; msg?: string } = {}
      try {
        body = JSON.parse(answer.body?.toString('utf8') ?? '') as typeof body
      } catch {
        // not JSON (or too large to be an error envelope): the status speaks
      }
      const mapped = mapUpstreamError(answer.status, body.code, body.msg)
      throw new BffError(mapped ?? taskError('BFF_ERR_TASKS_FILE_SOURCE'))
    }
    for (const name of PASSED_HEADERS) {
      const value = answer.headers[name]
      if (typeof value === 'string') reply.header(name, value)
    }
    const name = fileNameOf(src)
    reply.header('content-disposition', attachmentDisposition(name, name.endsWith('.zip') ? 'export.zip' : 'export.xlsx'))
    reply.header('cache-control', 'private, no-store')
    return reply.code(200).send(answer.body ?? answer.stream)
  })
}
