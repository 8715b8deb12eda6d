import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import {
  AddDataCheckQuerySchema,
  AddDataCheckSchema,
  AddDataCommitBodySchema,
  AddDataCommitResultSchema,
  AddDataQuerySchema,
  AddDataViewSchema,
  type AddDataCheckQuery,
  type AddDataCommitBody,
  type AddDataQuery,
} from '@report/contracts/bff/settings-sync'
import { SYNC_ADD_DATA_PATH, SYNC_MISSING_PATH, SYNC_PATHS, type SyncDetail, type SyncMissing } from '@report/contracts/upstream/settings-sync'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { checkAddDataRows } from '@report/contracts/validators/settings-add-data'
import { CUSTOM_IMPORT_LIMITS } from '@report/contracts/validators/custom-import'
import { mapUpstreamError } from '../../domain/errors/map-upstream-error.ts'
import { addDataView, ADD_DATA_TEXTS } from '../../domain/settings/add-data-view.ts'
import { BffError, bffError } from '../../errors.ts'
import { requireSession } from '../../lib/require-session.ts'
import { streamUploadBodies } from '../../lib/upload-body.ts'
import { readUploadedTable } from '../custom/uploaded-table.ts'
import { ViewUpstream } from '../upstream-calls.ts'

const client = (path: string) => path.replace(/^\/report/, '')

/** /examSync/addData: the missing students of a school's paper, checking an uploaded file row by row, and adding the checked scores. */
export default async function addDataViews(app: FastifyInstance) {
  app.get<{ Querystring: AddDataQuery }>('/exam-sync/add-data', { schema: { querystring: AddDataQuerySchema, response: { 200: Envelope(AddDataViewSchema) } } }, async (request, reply) => {
    const session = requireSession(request)
    const u = new ViewUpstream(app, session, request.log)
    reply.header('cache-control', 'no-store')
    const { user } = await u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info')
    const org = Number(request.query.org ?? 0)
    if (user.auth.isStudent) return { code: 0, data: addDataView({ examid: request.query.examid, org, detail: null, missing: null, schoolid: '', pindex: 0, notice: ADD_DATA_TEXTS.student }) }
    const detail = await u.json<SyncDetail>('POST', client(SYNC_PATHS.detail), { examid: request.query.examid, org })
    if (!detail.isRoot) return { code: 0, data: addDataView({ examid: request.query.examid, org, detail, missing: null, schoolid: '', pindex: 0, notice: ADD_DATA_TEXTS.notRoot }) }
    const schoolid = detail.schools.find((s) => s.schoolid === request.query.schoolid)?.schoolid ?? detail.schools[0]?.schoolid ?? ''
    const pindex = detail.papers.find((p) => String(p.pindex) === request.query.pindex)?.pindex ?? detail.papers[0]?.pindex ?? 0
    const missing = await u.json<SyncMissing>('POST', client(SYNC_MISSING_PATH), { examid: request.query.examid, org, schoolid, pindex })
    return { code: 0, data: addDataView({ examid: request.query.examid, org, detail, missing, schoolid, pindex, notice: null }) }
  })

  await app.register(async (upload) => {
    streamUploadBodies(upload, CUSTOM_IMPORT_LIMITS.maxBytes)
    upload.post<{ Querystring: AddDataCheckQuery }>(
      '/exam-sync/add-data/check',
      { schema: { querystring: AddDataCheckQuerySchema, response: { 200: Envelope(AddDataCheckSchema) } } },
      async (request) => {
        const session = requireSession(request)
        const q = request.query
        // Who may add scores to this exam, asked before a byte of the file is read: not a student, the
        // exam's organiser (isRoot), and the paper's missing students, which the platform answers only to it.
        const u = new ViewUpstream(app, session, request.log)
        const { user } = await u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info')
        if (user.auth.isStudent) throw bffError('BFF_ERR_SYNC_FORBIDDEN', { message: ADD_DATA_TEXTS.student })
        const detail = await u.json<SyncDetail>('POST', client(SYNC_PATHS.detail), { examid: q.examid, org: Number(q.org) })
        if (!detail.isRoot) throw bffError('BFF_ERR_SYNC_FORBIDDEN', { message: ADD_DATA_TEXTS.notRoot })
        const missing = await u.json<SyncMissing>('POST', client(SYNC_MISSING_PATH), { examid: q.examid, org: Number(q.org), schoolid: q.schoolid, pindex: Number(q.pindex) })
        const table = await readUploadedTable(request, user.id, q.fileName)
        const check = checkAddDataRows(table.headers, table.rows, missing.students, missing.full)
        return { code: 0, data: { rowCount: table.rows.length, ...check } }
      },
    )
  })

  app.post<{ Body: AddDataCommitBody }>('/exam-sync/add-data/commit', { schema: { body: AddDataCommitBodySchema, response: { 200: Envelope(AddDataCommitResultSchema) } } }, async (request) => {
    const session = requireSession(request)
    const answer = await app.upstream.envelope('POST', SYNC_ADD_DATA_PATH, session, request.body)
    const mapped = answer.status >= 300 ? mapUpstreamError(answer.status, answer.code, answer.msg) : null
    if (mapped) throw new BffError(mapped)
    const data = answer.data as { added?: unknown } | null
    if (answer.code !== 0 || typeof data?.added !== 'number') throw bffError('BFF_ERR_INPUT_INVALID', { message: answer.msg || ADD_DATA_TEXTS.refused })
    return { code: 0, data: { added: data.added, message: `已补充 ${data.added} 名学生的成绩，各报告已按新成绩计算` } }
  })
}
