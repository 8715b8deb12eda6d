import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { Envelope } from '@report/contracts/envelope'
import { REPORT_TEMPLATE_PATHS, type ReportTemplate } from '@report/contracts/upstream/report-templates'
import { ContrastCreateBodySchema, ContrastCreatedSchema, ContrastCreateViewSchema, type ContrastCreateBody, type ContrastExamOption } from '@report/contracts/bff/contrast'
import { SETTINGS_PATHS, type CfgExamList } from '@report/contracts/upstream/settings'
import { CONTRAST_DEFAULT_SCOPE, CONTRAST_MAX_EXAMS, CONTRAST_MIN_EXAMS, CONTRAST_NAME_MAX, cohortOf, contrastDraftErrors, contrastScopeError, type ContrastScope } from '@report/contracts/bff/contrast-rules'
import type { Exam } from '@report/contracts/upstream/exam'
import { HISTORY_HREF } from '../../domain/contrast/compare-links.ts'
import { defaultExamPicks, newestGrades, type CohortDefault } from '../../domain/contrast/default-exams.ts'
import { toExamOptions } from '../../domain/contrast/history.ts'
import { contrastScopeOptions } from '../../domain/contrast/scopes.ts'
import { cohortChoices } from '../../domain/exams/cohort-choices.ts'
import { planExamListPages } from '../../domain/exams/plan-exam-list-pages.ts'
import { toUpstreamPath } from '../../domain/gateway/upstream-path.ts'
import { BffError, bffError } from '../../errors.ts'
import { requireSession } from '../../lib/require-session.ts'
import { runPages } from '../../lib/run-pages.ts'
import type { Session } from '../../lib/session.ts'
import { examListPage } from '../exam-list-upstream.ts'
import type { ViewUpstream } from '../upstream-calls.ts'
import { contrastUpstreamOf } from './history.ts'

export const OUT_OF_SCOPE = '所选考试不存在或不在您的管理范围内（其他学校的考试不能对比）'

/** The compare list (isFilter: exams comparison can use) through the DESIGN.md fan-out, whole exams kept. */
async function comparableExams(app: FastifyInstance, session: Session): Promise<{ exams: Exam[]; schools: Map<string, string>; incomplete: boolean }> {
  const path = (toUpstreamPath('/obt/v1/exam/compare/list', session.exportMode) as { path: string }).path
  const probe = await examListPage(app, path, session, { offset: 0, limit: 1, isFilter: true })
  const plan = planExamListPages(probe.total)
  let incomplete = false
  const pages = await runPages(
    plan.pages.map((page) => () => examListPage(app, path, session, { ...page, isFilter: true })),
    plan.concurrency,
    (index, error) => {
      incomplete = true
      app.log.warn({ page: plan.pages[index], err: error }, 'exam list page failed')
    },
  )
  const seen = new Set<string>()
  const exams: Exam[] = []
  const schools = new Map<string, string>()
  for (const page of pages) {
    if (page && page.dropped > 0) incomplete = true
    for (const school of page?.schools ?? []) schools.set(school.id, school.name)
    for (const exam of page?.exams ?? []) {
      const key = `${exam.examid}:${exam.org}`
      if (!seen.has(key)) exams.push(exam)
      seen.add(key)
    }
  }
  return { exams, schools, incomplete }
}

/** The user's remembered choices (spec 2 §7 report templates), kept with their newest exam of a comparison. */
const TEMPLATE_REPORT = { category: 'contrast', type: 'choices' } as const
const templatePath = (p: string) => p.slice('/report'.length)

/** templateChoices(t) = the subjects (and scope, when saved) a template holds, or null when there is none or it is not ours. */
export function templateChoices(t: ReportTemplate | null): { subjects: string[]; scope?: number } | null {
  if (!t?.data) return null
  try {
    const parsed = JSON.parse(t.data) as { subjects?: unknown; scope?: unknown }
    const subjects = Array.isArray(parsed.subjects) ? parsed.subjects.filter((s): s is string => typeof s === 'string') : []
    if (subjects.length === 0) return null
    return Number.isInteger(parsed.scope) ? { subjects, scope: parsed.scope as number } : { subjects }
  } catch {
    return null
  }
}

/**
 * The exams each cohort's comparison starts with: the settings exam lists (the user's unit's exams) of the
 * grades of each cohort's newest exams say what each is published against (a failed or refused list: nothing
 * preselected, as before).
 */
async function contrastDefaults(u: ViewUpstream, exams: readonly ContrastExamOption[]): Promise<CohortDefault[]> {
  const lists = await Promise.all(
    newestGrades(exams).map((grade) => u.soft('settings exam list', () => u.json<CfgExamList>('GET', `${SETTINGS_PATHS.examList.slice('/report'.length)}?${new URLSearchParams({ grade }).toString()}`))),
  )
  const own = new Map<string, number | null>()
  for (const list of lists) for (const e of list?.exams ?? []) own.set(e.examid, e.contrast?.examCount ?? null)
  return defaultExamPicks(exams, own, CONTRAST_MAX_EXAMS)
}

/** /contrast/creat: the exams to choose from, and create (spec 2 §7 create; issue 16 "Bad input"). */
export default async function contrastCreateView(app: FastifyInstance) {
  app.get('/contrast/create', { schema: { response: { 200: Envelope(ContrastCreateViewSchema) } } }, async (request) => {
    const c = contrastUpstreamOf(app, request)
    const { access, user } = await c.access()
    const list = access.canCreate ? await comparableExams(app, requireSession(request)) : { exams: [], schools: new Map<string, string>(), incomplete: false }
    const exams = toExamOptions(list.exams, list.schools)
    const defaults = await contrastDefaults(c.u, exams)
    const newest = exams[0]
    const template = newest
      ? await c.u.soft('contrast template', () => c.u.json<ReportTemplate>('POST', templatePath(REPORT_TEMPLATE_PATHS.get), { examid: newest.examid, org: newest.org, report: TEMPLATE_REPORT }))
      : null
    return {
      code: 0,
      data: {
        access,
        exams,
        cohorts: cohortChoices(exams),
        defaultCohort: exams[0]?.cohortKey ?? '',
        incomplete: list.incomplete,
        limits: { minExams: CONTRAST_MIN_EXAMS, maxExams: CONTRAST_MAX_EXAMS, nameMax: CONTRAST_NAME_MAX },
        scopes: access.canCreate ? contrastScopeOptions(user) : [],
        remembered: templateChoices(template),
        defaults,
      },
    }
  })

  app.post<{ Body: ContrastCreateBody }>('/contrast/create', { schema: { body: ContrastCreateBodySchema, response: { 200: Envelope(ContrastCreatedSchema) } } }, async (request) => {
    const body = request.body
    // The rules that need no upstream first: nothing is asked for a draft that cannot be made.
    const shape = contrastDraftErrors({ name: body.name, exams: body.exams.map((e) => ({ ...e, cohortKey: '', subjects: body.subjects })), subjects: body.subjects })
    if (shape[0]) throw bffError('BFF_ERR_INPUT_INVALID', { message: shape[0] })
    const c = contrastUpstreamOf(app, request)
    const { user } = await c.requireWithUser('canCreate')
    const scope = (body.scope ?? CONTRAST_DEFAULT_SCOPE) as ContrastScope
    const scopeProblem = contrastScopeError(scope, contrastScopeOptions(user).map((o) => o.value))
    if (scopeProblem) throw bffError('BFF_ERR_INPUT_INVALID', { message: scopeProblem })
    // Each exam as the platform knows it (the user's own: 403/404 otherwise), for the cohort and subjects.
    const exams = await Promise.all(
      body.exams.map((e) =>
        c.u.json<Exam>('POST', '/exam/v1/exam/info/lite', { examid: e.examid, org: e.org }).catch((error: unknown) => {
          if (error instanceof BffError && (error.statusCode === 403 || error.statusCode === 404)) throw bffError('BFF_ERR_INPUT_INVALID', { message: OUT_OF_SCOPE })
          throw error
        }),
      ),
    )
    const errors = contrastDraftErrors({
      name: body.name,
      exams: exams.map((e) => ({ examid: e.examid, org: e.org, cohortKey: cohortOf(e.grade, e.time).key, subjects: e.papers.map((p) => p.subject) })),
      subjects: body.subjects,
    })
    if (errors[0]) throw bffError('BFF_ERR_INPUT_INVALID', { message: errors[0] })
    const made = await c.create({ name: body.name.trim(), exams: exams.map((e) => ({ examid: e.examid, org: e.org })), subjects: body.subjects, scope })
    if (!made) throw bffError('BFF_ERR_UPSTREAM_BAD_BODY')
    // Remember the subjects and the scope with the newest exam chosen (the create page reads them with the newest exam listed).
    const newest = [...exams].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0))[0]!
    await c.u.soft('contrast template', () =>
      c.u.json('POST', templatePath(REPORT_TEMPLATE_PATHS.set), { examid: newest.examid, org: newest.org, report: TEMPLATE_REPORT, name: '历史对比', data: JSON.stringify({ subjects: body.subjects, scope }) }),
    )
    return { code: 0, data: { id: made.id, historyHref: HISTORY_HREF } }
  })

  /** 不再记住: forgets the remembered subjects (report template remove). */
  app.post<{ Body: { examid: string; org: number } }>(
    '/contrast/template/remove',
    { schema: { body: Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: -1, maximum: 2 }) }), response: { 200: Envelope(Type.Null()) } } },
    async (request) => {
      const c = contrastUpstreamOf(app, request)
      await c.require('canCreate')
      await c.u.json('POST', templatePath(REPORT_TEMPLATE_PATHS.remove), { examid: request.body.examid, org: request.body.org, report: TEMPLATE_REPORT })
      return { code: 0, data: null }
    },
  )
}
