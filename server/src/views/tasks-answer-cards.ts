import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { AnswerCardTasksQuerySchema, AnswerCardTasksViewSchema, type AnswerCardTasksQuery } from '@report/contracts/bff/tasks'
import { answerCardPanelTab } from '../domain/answer-cards/export-view.ts'
import { requireSession } from '../lib/require-session.ts'
import { AnswerCardUpstream } from './answer-cards-upstream.ts'
import { ViewUpstream } from './upstream-calls.ts'

/**
 * GET /report/bff/tasks/answer-cards?examid&org&grade: the download panel's 答题卡 tab (issue 20),
 * the route's exam's answer-pics exports as panel rows. Its own call beside GET /tasks, so the four
 * lists answer as they did; the panel shows the tab while it has rows.
 */
export default async function tasksAnswerCards(app: FastifyInstance) {
  app.get<{ Querystring: AnswerCardTasksQuery }>('/tasks/answer-cards', {
    schema: { querystring: AnswerCardTasksQuerySchema, response: { 200: Envelope(AnswerCardTasksViewSchema) } },
  }, async (request, reply) => {
    const u = new AnswerCardUpstream(new ViewUpstream(app, requireSession(request), request.log))
    const tasks = await u.tasks(request.query)
    reply.header('cache-control', 'no-store')
    return { code: 0, data: answerCardPanelTab(tasks, app.upstream.origin, request.query) }
  })
}
