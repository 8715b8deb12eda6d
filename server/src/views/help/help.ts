import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { HelpQuerySchema, HelpViewSchema, type HelpQuery } from '@report/contracts/bff/help'
import { METRIC_CATALOGUE } from '@report/contracts/bff/metric-catalogue'
import { METRIC_NOTES } from '@report/contracts/bff/metric-notes'
import { featureArticles } from '../../domain/help/feature-articles.ts'
import { helpArticles, searchArticles } from '../../domain/help/help-articles.ts'
import { requireSession } from '../../lib/require-session.ts'
import { REPORT_PAGES } from '../reports/pages/index.ts'

/** GET /report/bff/help?q= : the help centre's articles (built once: they depend on the code, not the user). */
export default async function helpViews(app: FastifyInstance) {
  // The tools first: a search for 历史对比 or 成绩单 should open the article on the tool, not a statistic it mentions.
  const articles = [...featureArticles(METRIC_NOTES), ...helpArticles(METRIC_CATALOGUE, REPORT_PAGES)]
  app.get<{ Querystring: HelpQuery }>('/help', { schema: { querystring: HelpQuerySchema, response: { 200: Envelope(HelpViewSchema) } } }, async (request) => {
    requireSession(request)
    const query = (request.query.q ?? '').trim()
    return { code: 0, data: { query, total: articles.length, articles: searchArticles(articles, query) } }
  })
}
