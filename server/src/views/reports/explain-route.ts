import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { FigureExplanationSchema, REPORT_EXPLAIN_PATH, ReportExplainQuerySchema, type ReportExplainQuery } from '@report/contracts/bff/metric-definition'
import { TABLE_DEFAULT_PAGE_SIZE } from '@report/contracts/bff/table-rules'
import { MAX_PAGE_LIMIT } from '@report/contracts/upstream/reports/common'
import { explanationOf } from '../../domain/metrics/explanation.ts'
import { bffError } from '../../errors.ts'
import { plainJsonSerializer } from '../../lib/plain-json.ts'
import { requireSession } from '../../lib/require-session.ts'
import { cellRefOf } from './define.ts'
import { REPORT_PAGES } from './pages/index.ts'
import { ReportContext } from './report-context.ts'

const PAGES = new Map(REPORT_PAGES.map((page) => [page.route, page]))

/**
 * GET /report/bff/report-explain?<the page's query>&cell=<block|row|column>[&page&pageSize&sortKey&sortRule]
 * (issue 36): the explanation of one figure of a report page — its definition from the catalogue, the
 * inputs it was worked out from, the value before and after rounding, who was left out, a small group's
 * interval and its students — rebuilt from the same answer by the same function as the page's cell.
 */
export default async function explainRoute(app: FastifyInstance) {
  app.get<{ Querystring: ReportExplainQuery }>(
    REPORT_EXPLAIN_PATH,
    { schema: { querystring: ReportExplainQuerySchema, response: { 200: Envelope(FigureExplanationSchema) } }, serializerCompiler: plainJsonSerializer },
    async (request) => {
      const session = requireSession(request)
      const { cell: id, page: rawPage, pageSize, sortKey, sortRule, ...query } = request.query
      const page = PAGES.get(query.route)
      const cell = cellRefOf(id)
      if (!page || !page.explain || !cell) throw bffError('BFF_ERR_REPORT_NOT_FOUND', { message: '该数值没有说明' })
      const ctx = new ReportContext(app, session, request.log, query)
      const pageNumber = Number(rawPage ?? 1)
      const found = await page.explain(ctx, cell, {
        page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1,
        // The table's own page size: a virtual list asks pages of up to MAX_PAGE_LIMIT rows (as GET report-table).
        pageSize: Math.min(Number(pageSize ?? TABLE_DEFAULT_PAGE_SIZE) || TABLE_DEFAULT_PAGE_SIZE, MAX_PAGE_LIMIT),
        sort: sortKey && (sortRule === 'asc' || sortRule === 'desc') ? { key: sortKey, rule: sortRule } : null,
      })
      if (!found) throw bffError('BFF_ERR_REPORT_NOT_FOUND', { message: '该数值没有说明' })
      // The exam's info is the page's own frame answer (read once per request): the version its figures were computed with.
      return { code: 0, data: explanationOf(found.figure, found.context, await ctx.exam()) }
    },
  )
}
