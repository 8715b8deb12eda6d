import type { FastifyInstance } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { ExamListRequest } from '@report/contracts/upstream/exam'
import { ExamsQuerySchema, ExamsViewSchema, type ExamsQuery, type ExamsView } from '@report/contracts/bff/exams'
import { Envelope } from '@report/contracts/envelope'
import { planExamListPages } from '../domain/exams/plan-exam-list-pages.ts'
import { toExamListItem } from '../domain/exams/to-exam-list-item.ts'
import { runPages } from '../lib/run-pages.ts'
import { requireSession } from '../lib/require-session.ts'
import { toUpstreamPath } from '../domain/gateway/upstream-path.ts'
import type { Session } from '../lib/session.ts'
import { examListPage } from './exam-list-upstream.ts'

/** Fresh for 30 s; after that the stale list is served while a new one is gathered. */
const LIST_TTL_MS = 30_000

/** GET /report/bff/exams: the exam list gathered by the DESIGN.md fan-out. */
export default async function examsView(app: FastifyInstance) {
  async function gather(session: Session, query: ExamsQuery): Promise<ExamsView> {
    const path = (toUpstreamPath('/obt/v1/exam/compare/list', session.exportMode) as { path: string }).path
    const base: Omit<ExamListRequest, 'offset' | 'limit'> = {}
    if (query.isFilter !== undefined && query.isFilter !== '') base.isFilter = query.isFilter === '1' || query.isFilter === 'true'
    if (query.schoolid) base.schoolid = query.schoolid
    const probe = await examListPage(app, path, session, { ...base, offset: 0, limit: 1 })
    const plan = planExamListPages(probe.total)
    let incomplete = false
    const pages = await runPages(
      plan.pages.map((page) => () => examListPage(app, path, session, { ...base, ...page })),
      plan.concurrency,
      (index, error) => {
        incomplete = true
        app.log.warn({ page: plan.pages[index], err: error }, 'exam list page failed')
      },
    )
    const seen = new Set<string>()
    const exams: ExamsView['exams'] = []
    let hidden = 0
    for (const page of pages) {
      hidden += page?.hidden ?? 0
      // Items that broke their schema were dropped by examListPage: the list is usable but not whole.
      if (page && page.dropped > 0) incomplete = true
      for (const exam of page?.exams ?? []) {
        const id = `${exam.examid}:${exam.org}`
        if (seen.has(id)) continue
        seen.add(id)
        exams.push(toExamListItem(exam))
      }
    }
    const schools = pages.find((p) => p)?.schools ?? probe.schools
    return { exams, schools, total: Math.max(0, probe.total - hidden), incomplete }
  }

  const cache = new LRUCache<string, ExamsView, { session: Session; query: ExamsQuery }>({
    max: 2_000,
    ttl: LIST_TTL_MS,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context, options }) => {
      const view = await gather(context.session, context.query)
      // An incomplete list is served but asked for again soon.
      if (view.incomplete) options.ttl = 1_000
      return view
    },
  })

  app.get<{ Querystring: ExamsQuery }>('/exams', {
    schema: { querystring: ExamsQuerySchema, response: { 200: Envelope(ExamsViewSchema) } },
  }, async (request) => {
    const session = requireSession(request)
    const key = `${session.key}|${session.exportMode}|${request.query.isFilter ?? ''}|${request.query.schoolid ?? ''}`
    const view = await cache.fetch(key, { context: { session, query: request.query }, ttl: LIST_TTL_MS })
    if (!view) throw new Error('exam list produced nothing')
    return { code: 0, data: view }
  })
}
