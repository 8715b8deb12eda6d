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
import { unionPapers } from '@report/contracts/rules/custom-table-exams'
import type { TemplateExam } from '@report/contracts/upstream/custom-table'
import { defaultTableName, joinableExams } from '../../domain/custom-tables/table-exams.ts'
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

/** GET /custom-tables/wizard?examid=&org=&more=: the exams, the chosen exams' subjects, the scopes, indicators, defaults and templates. */
export default async function wizardView(app: FastifyInstance) {
  app.get<{ Querystring: CustomTableWizardQuery }>('/custom-tables/wizard', {
    schema: { querystring: CustomTableWizardQuerySchema, response: { 200: Envelope(CustomTableWizardViewSchema) } },
  }, async (request, reply) => {
    const session = requireSession(request)
    reply.header('cache-control', 'no-store')
    const access = await fetchCustomAccess(app, session, 'tables')
    const empty: CustomTableWizardView = { access, exams: [], exam: null, joinable: [], subjects: [], moreExams: [], ...OPTIONS, defaults: defaultTableConfig([]), defaultName: '', templates: [] }
    if (!access.allowed) return { code: 0, data: empty }
    const u = new CustomTablesUpstream(new ViewUpstream(app, session, request.log))
    const [exams, templates] = await Promise.all([u.exams(), u.templates()])
    const { examid, org } = request.query
    const exam = exams.find((e) => e.examid === examid && (org === undefined || String(e.org) === org)) ?? exams[0] ?? null
    if (!exam) return { code: 0, data: { ...empty, templates: templates.map(templateView) } }
    // The other exams the user ticked (issue 18): their subjects join the chosen exam's, so one only they have can be chosen.
    const more = (request.query.more ?? '').split(',').filter(Boolean).map((ref) => exams.find((e) => `${e.examid}:${e.org}` === ref)).filter((e): e is TemplateExam => e !== undefined && e !== exam)
    const papers = await Promise.all([exam, ...more].map(async (e) => (await u.overview(e.examid, e.org, 2, 1)).papers))
    const subjects = unionPapers(papers).map(({ subject }) => ({ subject, pindex: papers[0]!.find((p) => p.subject === subject)?.pindex ?? null }))
    return {
      code: 0,
      data: {
        ...empty,
        exams,
        exam,
        joinable: joinableExams(exam, exams),
        subjects,
        moreExams: more.map((e) => ({ examid: e.examid, org: e.org })),
        defaults: defaultTableConfig(subjects.map((s) => s.subject)),
        defaultName: defaultTableName(exam.name, more.length),
        templates: templates.map(templateView),
      },
    }
  })
}
