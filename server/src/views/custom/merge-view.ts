import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { MergeConfirmBodySchema, MergePageQuerySchema, MergePageSchema, MergePreviewBodySchema, MergePreviewViewSchema, MergeResultSchema, type MergeConfirmBody, type MergePageQuery, type MergePreviewBody } from '@report/contracts/bff/custom-merge'
import { CUSTOM_MERGE_PATHS, type MergeableExamsData, type MergeCreateData, type MergePlanData } from '@report/contracts/upstream/custom-merge'
import { checkMergeSelection, MERGE_LIMITS } from '@report/contracts/validators/custom-merge'
import { mergeDefaultName, mergePageList } from '../../domain/custom/merge-page.ts'
import { toMergePreview } from '../../domain/custom/merge-preview.ts'
import { dashboardPath } from '../../domain/exams/to-exam-list-item.ts'
import { bffError } from '../../errors.ts'
import { requireSession } from '../../lib/require-session.ts'
import type { Session } from '../../lib/session.ts'
import { customWrite, fetchCustomAccess, requireCustomAccess } from './custom-upstream.ts'
import { formatDate } from '@report/contracts/format/date-time'
import { visibleToViewer } from '../exam-list-upstream.ts'

/** examMerge (issue 18): merge exams of one cohort by 学号, conflicts shown before confirming. */
export default async function mergeView(app: FastifyInstance) {
  // Only what the user may see is merged: another user's custom exam is not among them.
  const exams = async (session: Session) => (await visibleToViewer(app, session, (await app.upstream.json<MergeableExamsData>('POST', CUSTOM_MERGE_PATHS.exams, session, {})).exams))!
  /** The selection checked by the shared rule against the exams the upstream lists (their cohorts). */
  const checked = async (session: Session, refs: readonly { examid: string; org: number }[]) => {
    const listed = await exams(session)
    const chosen = refs.map((r) => listed.find((e) => e.examid === r.examid && e.org === r.org) ?? { examid: r.examid, name: r.examid })
    const message = checkMergeSelection(chosen)
    if (message) throw bffError('BFF_ERR_INPUT_INVALID', { message })
    return new Map(listed.map((e) => [e.examid, e.name]))
  }
  const call = <T>(session: Session, path: string, body: unknown): Promise<T> => customWrite<T>(app, session, path, body)

  app.get<{ Querystring: MergePageQuery }>('/custom/merge', { schema: { querystring: MergePageQuerySchema, response: { 200: Envelope(MergePageSchema) } } }, async (request, reply) => {
    const session = requireSession(request)
    const access = await fetchCustomAccess(app, session, 'import')
    const list = access.allowed ? await exams(session) : []
    reply.header('cache-control', 'no-store')
    return { code: 0, data: { access, ...mergePageList(list, request.query), limits: { min: MERGE_LIMITS.min, max: MERGE_LIMITS.max } } }
  })

  app.post<{ Body: MergePreviewBody }>('/custom/merge/preview', { schema: { body: MergePreviewBodySchema, response: { 200: Envelope(MergePreviewViewSchema) } } }, async (request) => {
    const session = requireSession(request)
    await requireCustomAccess(app, session, 'import')
    const names = await checked(session, request.body.exams)
    const plan = await call<MergePlanData>(session, CUSTOM_MERGE_PATHS.plan, { exams: request.body.exams })
    const defaultName = mergeDefaultName(request.body.exams.map((e) => names.get(e.examid) ?? e.examid))
    return { code: 0, data: { ...toMergePreview(plan, names), defaultName } }
  })

  app.post<{ Body: MergeConfirmBody }>('/custom/merge/confirm', { schema: { body: MergeConfirmBodySchema, response: { 200: Envelope(MergeResultSchema) } } }, async (request) => {
    const session = requireSession(request)
    await requireCustomAccess(app, session, 'import')
    await checked(session, request.body.exams)
    const made = await call<MergeCreateData>(session, CUSTOM_MERGE_PATHS.create, { exams: request.body.exams, name: request.body.name.trim(), choices: request.body.choices })
    return { code: 0, data: { examid: made.examid, org: made.org, students: made.students, dashboardHref: dashboardPath({ examid: made.examid, org: made.org, grade: made.grade }) } }
  })
}
