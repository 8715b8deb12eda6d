import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { BASE_PATH } from '@report/contracts/constants'
import {
  AnswerCardExportViewSchema,
  AnswerCardTaskActionBodySchema,
  AnswerSheetQuerySchema,
  AnswerSheetViewSchema,
  CreateAnswerCardTaskBodySchema,
  PaperPicsViewQuerySchema,
  PaperPicsViewSchema,
  StudentFileCheckViewSchema,
  UploadStudentFileBodySchema,
  type AnswerCardTaskActionBody,
  type AnswerSheetQuery,
  type CreateAnswerCardTaskBody,
  type PaperPicsViewQuery,
  type UploadStudentFileBody,
} from '@report/contracts/bff/answer-cards'
import { TaskExamParamsSchema, type TaskExamParams } from '@report/contracts/bff/tasks'
import { ANSWER_PICS_MAX_IMAGES } from '@report/contracts/upstream/answer-cards'
import { Type } from 'typebox'
import { answerCardsExportable, hasPaperCardOf } from '../domain/answer-cards/access.ts'
import { answerCardTaskRow, studentFileCheckView } from '../domain/answer-cards/export-view.ts'
import { choosePaper, pageImage, toAnswerSheetView } from '../domain/answer-cards/sheet-view.ts'
import { bffError } from '../errors.ts'
import { requireSession } from '../lib/require-session.ts'
import { AnswerCardUpstream } from './answer-cards-upstream.ts'
import { openAnswerSheet } from './answer-sheet-gate.ts'
import { ViewUpstream } from './upstream-calls.ts'

const SHEET_BASE = `${BASE_PATH}/answer-pics`
const PAPER_BASE = `${BASE_PATH}/paper-pics`

/**
 * Answer cards (spec 3 §2, §7): GET /answer-cards/sheet (a student's sheets, the answerCard route),
 * GET /answer-cards/paper (the blank paper), GET /answer-cards/export (the export page) and its
 * actions: create, delete, restart an answer-pics task; upload a student file and say what matched.
 */
export default async function answerCardViews(app: FastifyInstance) {
  const upstreamOf = (request: FastifyRequest) => new AnswerCardUpstream(new ViewUpstream(app, requireSession(request), request.log))

  app.get<{ Querystring: AnswerSheetQuery }>('/answer-cards/sheet', {
    schema: { querystring: AnswerSheetQuerySchema, response: { 200: Envelope(AnswerSheetViewSchema) } },
  }, async (request) => {
    const u = upstreamOf(request)
    const q = request.query
    const { exam, isStudent, paper } = await openAnswerSheet(u, q)
    // A student or parent reads their own sheet through the student call; the route's skey must be theirs.
    const sheet = isStudent ? await u.ownSheet(q, paper.pindex) : await u.sheet(q, paper.pindex, q.skey)
    if (isStudent && sheet.student.id !== q.skey) throw bffError('BFF_ERR_ANSWER_CARDS_NOT_OWN')
    const view = toAnswerSheetView({ examName: exam.name, papers: exam.papers, sheet, base: SHEET_BASE, paperPicsBase: PAPER_BASE, query: { examid: q.examid, org: q.org, grade: q.grade, skey: q.skey } })
    return { code: 0, data: view }
  })

  app.get<{ Querystring: PaperPicsViewQuery }>('/answer-cards/paper', {
    schema: { querystring: PaperPicsViewQuerySchema, response: { 200: Envelope(PaperPicsViewSchema) } },
  }, async (request) => {
    const u = upstreamOf(request)
    const q = request.query
    const exam = await u.exam(q)
    if (!hasPaperCardOf(exam)) throw bffError('BFF_ERR_ANSWER_CARDS_NONE')
    const paper = choosePaper(exam.papers, q.pindex)
    if (!paper) throw bffError('BFF_ERR_ANSWER_CARDS_NONE')
    const data = await u.paperPics(q, paper.pindex)
    const href = (pindex: number) => `${PAPER_BASE}?${new URLSearchParams({ examid: q.examid, ...(q.org ? { org: q.org } : {}), ...(q.grade ? { grade: q.grade } : {}), pindex: String(pindex) }).toString()}`
    return {
      code: 0,
      data: {
        examName: exam.name,
        papers: exam.papers.map((p) => ({ pindex: p.pindex, subject: p.subject, href: href(p.pindex), selected: p.pindex === paper.pindex })),
        paper: data.paper,
        pages: data.pics.map(pageImage),
      },
    }
  })

  app.get<{ Querystring: TaskExamParams }>('/answer-cards/export', {
    schema: { querystring: TaskExamParamsSchema, response: { 200: Envelope(AnswerCardExportViewSchema) } },
  }, async (request, reply) => {
    const u = upstreamOf(request)
    const q = request.query
    const [user, exam] = await Promise.all([u.user(), u.exam(q)])
    if (!answerCardsExportable({ hasPaperCard: hasPaperCardOf(exam), isTrial: exam.isTrial, isStudent: user.auth.isStudent })) throw bffError('BFF_ERR_ANSWER_CARDS_NONE')
    const tasks = await u.tasks(q)
    reply.header('cache-control', 'no-store')
    return {
      code: 0,
      data: {
        papers: exam.papers.map((p) => ({ pindex: p.pindex, subject: p.subject })),
        classes: exam.classes.map((c) => ({ id: c.id, name: c.name, studentCount: c.studentCount })),
        tasks: tasks.map((t) => answerCardTaskRow(t, exam.papers, app.upstream.origin)),
        maxImages: ANSWER_PICS_MAX_IMAGES,
      },
    }
  })

  app.post<{ Body: CreateAnswerCardTaskBody }>('/answer-cards/tasks', {
    schema: { body: CreateAnswerCardTaskBodySchema, response: { 200: Envelope(Type.Object({ taskId: Type.String() })) } },
  }, async (request) => {
    const { pindexes, classIds, stuFileId, ...ref } = request.body
    const created = await upstreamOf(request).create(ref, { pindexes, classIds, ...(stuFileId ? { stuFileId } : {}) })
    return { code: 0, data: { taskId: created.taskid } }
  })

  app.post<{ Body: AnswerCardTaskActionBody }>('/answer-cards/tasks/delete', { schema: { body: AnswerCardTaskActionBodySchema } }, async (request) => {
    const { taskId, ...ref } = request.body
    await upstreamOf(request).remove(ref, taskId)
    return { code: 0, data: null }
  })

  app.post<{ Body: AnswerCardTaskActionBody }>('/answer-cards/tasks/restart', { schema: { body: AnswerCardTaskActionBodySchema } }, async (request) => {
    const { taskId, ...ref } = request.body
    await upstreamOf(request).restart(ref, taskId)
    return { code: 0, data: null }
  })

  app.post<{ Body: UploadStudentFileBody }>('/answer-cards/student-file', {
    schema: { body: UploadStudentFileBodySchema, response: { 200: Envelope(StudentFileCheckViewSchema) } },
  }, async (request) => {
    const { fileName, content, ...ref } = request.body
    return { code: 0, data: studentFileCheckView(await upstreamOf(request).uploadStudentFile(ref, fileName, content)) }
  })
}
