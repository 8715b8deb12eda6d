import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import {
  ExamSyncQuerySchema,
  ExamSyncStartBodySchema,
  ExamSyncStartResultSchema,
  ExamSyncViewSchema,
  type ExamSyncQuery,
  type ExamSyncStartBody,
} from '@report/contracts/bff/settings-sync'
import { SYNC_PATHS, type SyncDetail, type SyncExamList, type SyncStart } from '@report/contracts/upstream/settings-sync'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { chooseSyncExam, EXAM_SYNC_TEXTS, refusedSyncView, toExamSyncView } from '../../domain/settings/exam-sync-view.ts'
import { requireSession } from '../../lib/require-session.ts'
import { ViewUpstream } from '../upstream-calls.ts'
import { isSchoolWideWriter } from '../../domain/school-wide/school-writer.ts'

const client = (path: string) => path.replace(/^\/report/, '')

/** /examSync: the joint exams to sync, one exam's papers and schools, and starting a sync. */
export default async function examSyncView(app: FastifyInstance) {
  app.get<{ Querystring: ExamSyncQuery }>('/exam-sync', { schema: { querystring: ExamSyncQuerySchema, response: { 200: Envelope(ExamSyncViewSchema) } } }, async (request, reply) => {
    const session = requireSession(request)
    const u = new ViewUpstream(app, session, request.log)
    reply.header('cache-control', 'no-store')
    const { user } = await u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info')
    if (user.auth.isStudent) return { code: 0, data: refusedSyncView(EXAM_SYNC_TEXTS.student) }
    const { exams } = await u.json<SyncExamList>('GET', client(SYNC_PATHS.list))
    const asked = request.query.examid ? `${request.query.examid}:${request.query.org ?? '0'}` : null
    const chosen = chooseSyncExam(exams, asked)
    const detail = chosen ? await u.json<SyncDetail>('POST', client(SYNC_PATHS.detail), { examid: chosen.examid, org: chosen.org }) : null
    return { code: 0, data: toExamSyncView(exams, chosen, detail, isSchoolWideWriter(user)) }
  })

  app.post<{ Body: ExamSyncStartBody }>('/exam-sync/start', { schema: { body: ExamSyncStartBodySchema, response: { 200: Envelope(ExamSyncStartResultSchema) } } }, async (request) => {
    const session = requireSession(request)
    const u = new ViewUpstream(app, session, request.log)
    const { state } = await u.json<SyncStart>('POST', client(SYNC_PATHS.start), request.body)
    return { code: 0, data: { message: EXAM_SYNC_TEXTS[state] } }
  })
}
