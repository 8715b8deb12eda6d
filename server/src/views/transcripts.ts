import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import {
  CreateTranscriptBodySchema,
  CreateTranscriptPdfBodySchema,
  CreateTranscriptPdfResultSchema,
  CreateTranscriptResultSchema,
  TranscriptCfgSchema,
  TranscriptCreateQuerySchema,
  TranscriptCreateViewSchema,
  TranscriptDownloadedBodySchema,
  TranscriptDownloadedResultSchema,
  TranscriptIndexViewSchema,
  TranscriptReportQuerySchema,
  TranscriptReportViewSchema,
  TranscriptSetViewSchema,
  type CreateTranscriptBody,
  type TranscriptCreateQuery,
} from '@report/contracts/bff/transcripts'
import { TRANSCRIPT_FIELD_LABELS, TRANSCRIPT_FIELDS, type TranscriptCfg } from '@report/contracts/upstream/transcripts'
import { SCHOOL_WIDE_NOTICES } from '../domain/school-wide/school-wide-writes.ts'
import { isSchoolWideWriter } from '../domain/school-wide/school-writer.ts'
import { isVirtualSchool } from '../domain/shell/account.ts'
import { counterText, transcriptHeader, TRANSCRIPT_PAGES } from '../domain/transcripts/header.ts'
import { transcriptListRefreshMs, transcriptPdfView } from '../domain/transcripts/pdf-view.ts'
import { toTranscriptReportView } from '../domain/transcripts/report-view.ts'
import { recentExamsOf } from '../domain/tutoring/home-view.ts'
import { bffError } from '../errors.ts'
import { requireSession } from '../lib/require-session.ts'
import { TranscriptUpstream } from './transcripts-upstream.ts'
import { ViewUpstream } from './upstream-calls.ts'
import { formatDateTime } from '@report/contracts/format/date-time'

const SET_OPTIONS = {
  fieldOptions: TRANSCRIPT_FIELDS.map((key) => ({ key, label: TRANSCRIPT_FIELD_LABELS[key] })),
  layoutOptions: [
    { value: 1, label: '每页 1 份' },
    { value: 2, label: '每页 2 份' },
  ],
}

const reportHref = (id: string) => `${TRANSCRIPT_PAGES.report}?${new URLSearchParams({ id }).toString()}`

/**
 * The transcript pages (spec 1 §2, spec 3 §1–§2): /transcripts/index, /settings (read and save),
 * /create (exams and the chosen exam's classes) and its POST, /report (the print page's model) and
 * /downloaded (the school's counter counts a transcript's students the first time it is downloaded).
 */
export default async function transcriptViews(app: FastifyInstance) {
  const upstreamOf = (request: FastifyRequest) => new TranscriptUpstream(new ViewUpstream(app, requireSession(request), request.log))

  async function header(u: TranscriptUpstream, current: 'index' | 'set' | 'create') {
    const [user, downloaded] = await Promise.all([u.user(), u.counter()])
    if (user.auth.isStudent) throw bffError('BFF_ERR_TRANSCRIPTS_FORBIDDEN')
    return transcriptHeader({ current, userName: user.realName || user.name, schoolName: user.schoolName, remainingDays: user.remainDay || user.leftDays, isVirtualSchool: isVirtualSchool(user), accountType: user.accountType, downloaded })
  }

  app.get('/transcripts/index', { schema: { response: { 200: Envelope(TranscriptIndexViewSchema) } } }, async (request, reply) => {
    const u = upstreamOf(request)
    const [h, list] = await Promise.all([header(u, 'index'), u.list()])
    reply.header('cache-control', 'no-store')
    return {
      code: 0,
      data: {
        header: h,
        createHref: TRANSCRIPT_PAGES.create,
        transcripts: list.map((r) => ({
          id: r.id,
          examName: r.examName,
          scopeName: r.scopeName,
          count: r.count,
          createdAt: formatDateTime(r.create_time),
          downloaded: r.downloaded,
          reportHref: reportHref(r.id),
          pdf: transcriptPdfView(r.pdf, app.upstream.origin),
        })),
        refreshMs: transcriptListRefreshMs(list),
      },
    }
  })

  const setView = async (u: TranscriptUpstream, cfg?: TranscriptCfg) => {
    const [h, user, current] = await Promise.all([header(u, 'set'), u.user(), cfg ?? u.cfg()])
    const canEdit = isSchoolWideWriter(user)
    return { header: h, cfg: current, canEdit, notice: canEdit ? null : SCHOOL_WIDE_NOTICES.transcripts, ...SET_OPTIONS }
  }

  app.get('/transcripts/settings', { schema: { response: { 200: Envelope(TranscriptSetViewSchema) } } }, async (request) => ({ code: 0, data: await setView(upstreamOf(request)) }))

  app.post<{ Body: TranscriptCfg }>('/transcripts/settings', { schema: { body: TranscriptCfgSchema, response: { 200: Envelope(TranscriptSetViewSchema) } } }, async (request) => {
    const u = upstreamOf(request)
    const saved = await u.saveCfg({ ...request.body, title: request.body.title.trim() || '学生成绩单' })
    return { code: 0, data: await setView(u, saved) }
  })

  app.get<{ Querystring: TranscriptCreateQuery }>('/transcripts/create', {
    schema: { querystring: TranscriptCreateQuerySchema, response: { 200: Envelope(TranscriptCreateViewSchema) } },
  }, async (request) => {
    const u = upstreamOf(request)
    const [h, items, user] = await Promise.all([header(u, 'create'), u.recentExams(), u.user()])
    const exams = recentExamsOf(items, user.id)
    const chosen = exams.find((e) => e.examid === request.query.examid) ?? null
    const examid = chosen?.examid ?? request.query.examid ?? null
    const org = chosen?.org ?? request.query.org ?? ''
    const info = examid ? await u.exam(examid, org === '' ? -1 : Number(org)) : null
    return {
      code: 0,
      data: {
        header: h,
        exams: exams.map((e) => ({ ...e, href: `${TRANSCRIPT_PAGES.create}?${new URLSearchParams({ examid: e.examid, org: e.org }).toString()}`, selected: e.examid === examid })),
        classes: info ? info.classes.map((c) => ({ id: c.id, name: c.name, studentCount: c.studentCount })) : [],
        examid,
        org,
      },
    }
  })

  app.post<{ Body: CreateTranscriptBody }>('/transcripts', { schema: { body: CreateTranscriptBodySchema, response: { 200: Envelope(CreateTranscriptResultSchema) } } }, async (request) => {
    const { examid, org, classIds } = request.body
    const { id } = await upstreamOf(request).create({ examid, ...(org ? { org: Number(org) } : {}), classIds })
    return { code: 0, data: { id, reportHref: reportHref(id) } }
  })

  app.get<{ Querystring: { id: string } }>('/transcripts/report', { schema: { querystring: TranscriptReportQuerySchema, response: { 200: Envelope(TranscriptReportViewSchema) } } }, async (request) => {
    return { code: 0, data: toTranscriptReportView(await upstreamOf(request).report(request.query.id)) }
  })

  // The PDF is printed by the PDF renderer from the report queue, like an exported report (DESIGN.md).
  app.post<{ Body: { id: string } }>('/transcripts/pdf', { schema: { body: CreateTranscriptPdfBodySchema, response: { 200: Envelope(CreateTranscriptPdfResultSchema) } } }, async (request) => {
    const { taskId } = await upstreamOf(request).pdf(request.body.id)
    return { code: 0, data: { taskId, message: '创建任务成功' } }
  })

  app.post<{ Body: { id: string } }>('/transcripts/downloaded', { schema: { body: TranscriptDownloadedBodySchema, response: { 200: Envelope(TranscriptDownloadedResultSchema) } } }, async (request) => {
    const u = upstreamOf(request)
    const [user, downloaded] = await Promise.all([u.user(), u.downloaded(request.body.id)])
    return { code: 0, data: { counterText: counterText(downloaded, { accountType: user.accountType, isVirtualSchool: isVirtualSchool(user) }) } }
  })
}
