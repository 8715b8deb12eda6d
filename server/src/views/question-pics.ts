import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { BASE_PATH } from '@report/contracts/constants'
import { QuestionPicQuerySchema, QuestionPicViewSchema, type QuestionPicQuery } from '@report/contracts/bff/question-pics'
import { toQuestionPicView } from '../domain/answer-cards/question-pic-view.ts'
import { bffError } from '../errors.ts'
import { requireSession } from '../lib/require-session.ts'
import { AnswerCardUpstream } from './answer-cards-upstream.ts'
import { openAnswerSheet } from './answer-sheet-gate.ts'
import { ViewUpstream } from './upstream-calls.ts'

const PAGE_BASE = `${BASE_PATH}/answer-pic`
const SHEET_BASE = `${BASE_PATH}/answer-pics`

/**
 * GET /answer-cards/question-pic (issue 20; spec 3 §7 matrix/answer-pic, matrix/pics): what a 小分表
 * cell opens, one student's answer to one question cut from their sheet, and for staff the class's
 * answers to it. The sheet's rules hold: paper cards only; hidden from, or outside the window for, students.
 */
export default async function questionPicViews(app: FastifyInstance) {
  app.get<{ Querystring: QuestionPicQuery }>('/answer-cards/question-pic', {
    schema: { querystring: QuestionPicQuerySchema, response: { 200: Envelope(QuestionPicViewSchema) } },
  }, async (request) => {
    const u = new AnswerCardUpstream(new ViewUpstream(app, requireSession(request), request.log))
    const q = request.query
    const { exam, isStudent, paper } = await openAnswerSheet(u, q)
    if (String(paper.pindex) !== q.pindex) throw bffError('BFF_ERR_ANSWER_CARDS_NONE')
    const answer = await u.questionPic(q, paper.pindex, q.qid, q.skey)
    const classId = answer.pic?.classId
    const classmates = !isStudent && classId ? await u.questionPics(q, paper.pindex, q.qid, classId) : null
    const view = toQuestionPicView({
      examName: exam.name,
      subject: paper.subject,
      answer,
      classmates,
      student: { name: '', className: '' },
      base: PAGE_BASE,
      sheetBase: SHEET_BASE,
      query: { examid: q.examid, org: q.org, grade: q.grade, pindex: q.pindex, qid: q.qid, skey: q.skey },
    })
    return { code: 0, data: view }
  })
}
