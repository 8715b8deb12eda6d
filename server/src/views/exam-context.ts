import type { FastifyInstance } from 'fastify'
import { ExamContextQuerySchema, ExamContextSchema, type ExamContextQuery } from '@report/contracts/bff/exam-context'
import { Envelope } from '@report/contracts/envelope'
import { toExamContext, type ExamContextRequest } from '../domain/exam-context/to-exam-context.ts'
import { requireSession } from '../lib/require-session.ts'
import { ViewUpstream } from './upstream-calls.ts'
import { gatherExamContextFacts } from './exam-context-upstream.ts'

/**
 * GET /report/bff/exam-context?examid&org&grade&lkschool&qxschool&route&compareType → ExamContext: the
 * frame of every exam route (access, alerts, sync dialog, breadcrumb, navbar, scope, menus).
 */
export default async function examContextView(app: FastifyInstance) {
  app.get<{ Querystring: ExamContextQuery }>('/exam-context', {
    schema: { querystring: ExamContextQuerySchema, response: { 200: Envelope(ExamContextSchema) } },
  }, async (request, reply) => {
    const session = requireSession(request)
    // The exam's IP list is checked against the browser's address as the BFF sees it (TRUST_PROXY
    // decides whether X-Forwarded-For counts): GET /obt/ip would only name the BFF itself.
    const facts: ExamContextRequest = { query: request.query, ip: request.ip, exportMode: session.exportMode, host: request.host }
    const data = toExamContext(await gatherExamContextFacts(new ViewUpstream(app, session, request.log), facts), facts)
    reply.header('cache-control', 'no-store')
    return { code: 0, data }
  })
}
