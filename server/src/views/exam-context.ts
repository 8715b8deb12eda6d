import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { ExamContextQuerySchema, ExamContextSchema, type ExamContext, type ExamContextQuery } from '@report/contracts/bff/exam-context'
import { Envelope } from '@report/contracts/envelope'
import { toExamContext, type ExamContextRequest } from '../domain/exam-context/to-exam-context.ts'
import { viewOrLate } from '../lib/late-views.ts'
import { requireSession } from '../lib/require-session.ts'
import type { Session } from '../lib/session.ts'
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
    const data = await viewOrLate(app, request, 'exam-context', () => examContextOf(app, session, request.log, { query: request.query, ip: request.ip, host: request.host }))
    reply.header('cache-control', 'no-store')
    return { code: 0, data }
  })
}

/**
 * The exam frame of a session (GET /exam-context, and the first view of a document: first-view.ts).
 * The exam's IP list is checked against the browser's address as the BFF sees it (TRUST_PROXY decides
 * whether X-Forwarded-For counts): GET /obt/ip would only name the BFF itself.
 */
export async function examContextOf(app: FastifyInstance, session: Session, log: FastifyBaseLogger, request: { query: ExamContextQuery; ip: string; host: string }): Promise<ExamContext> {
  const facts: ExamContextRequest = { ...request, exportMode: session.exportMode }
  return toExamContext(await gatherExamContextFacts(new ViewUpstream(app, session, log), facts), facts)
}
