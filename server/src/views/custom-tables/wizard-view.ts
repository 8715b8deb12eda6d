import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import {
  CustomTableWizardQuerySchema,
  CustomTableWizardViewSchema,
  type CustomTableWizardQuery,
  type CustomTableWizardView,
} from '@report/contracts/bff/custom-tables'
import { CUSTOM_TABLE_COLUMN_GROUPS, CUSTOM_TABLE_INDICATOR_INFO, CUSTOM_TABLE_INDICATORS, CUSTOM_TABLE_SCOPE_LABEL, CUSTOM_TABLE_SCOPES, indicatorFits } from '@report/contracts/upstream/custom-table'
import { defaultTableConfig } from '@report/contracts/rules/custom-table-wizard'
import { templateView } from '../../domain/custom-tables/table-items.ts'
import { requireSession } from '../../lib/require-session.ts'
import { fetchCustomAccess } from '../custom/custom-upstream.ts'
import { ViewUpstream } from '../upstream-calls.ts'
import { CustomTablesUpstream } from './custom-tables-upstream.ts'

const COLUMN_GROUP_LABEL = { subject: '按科目分组', indicator: '按指标分组' } as const

const OPTIONS = {
  scopes: CUSTOM_TABLE_SCOPES.map((value) => ({ value, label: CUSTOM_TABLE_SCOPE_LABEL[value] })),
  indicators: CUSTOM_TABLE_INDICATORS.map((value) => ({ value, label: CUSTOM_TABLE_INDICATOR_INFO[value].title, scopes: CUSTOM_TABLE_SCOPES.filter((s) => indicatorFits(value, s)) })),
  columnGroups: CUSTOM_TABLE_COLUMN_GROUPS.map((value) => ({ value, label: COLUMN_GROUP_LABEL[value] })),
}

/** GET /custom-tables/wizard?examid=&org=: the exams, the chosen exam's subjects, the scopes, indicators, defaults and templates. */
export default async function wizardView(app: FastifyInstance) {
  app.get<{ Querystring: CustomTableWizardQuery }>('/custom-tables/wizard', {
    schema: { querystring: CustomTableWizardQuerySchema, response: { 200: Envelope(CustomTableWizardViewSchema) } },
  }, async (request, reply) => {
    const session = requireSession(request)
    reply.header('cache-control', 'no-store')
    const access = await fetchCustomAccess(app, session, 'tables')
    const empty: CustomTableWizardView = { access, exams: [], exam: null, subjects: [], ...OPTIONS, defaults: defaultTableConfig([]), templates: [] }
    if (!access.allowed) return { code: 0, data: empty }
    const u = new CustomTablesUpstream(new ViewUpstream(app, session, request.log))
    const [exams, templates] = await Promise.all([u.exams(), u.templates()])
    const { examid, org } = request.query
    const exam = exams.find((e) => e.examid === examid && (org === undefined || String(e.org) === org)) ?? exams[0] ?? null
    if (!exam) return { code: 0, data: { ...empty, templates: templates.map(templateView) } }
    const papers = (await u.overview(exam.examid, exam.org, 2, 1)).papers.map((p) => ({ pindex: p.pindex, subject: p.subject }))
    return {
      code: 0,
      data: {
        ...empty,
        exams,
        exam,
        subjects: papers,
        defaults: defaultTableConfig(papers.map((p) => p.pindex)),
        templates: templates.map(templateView),
      },
    }
  })
}
