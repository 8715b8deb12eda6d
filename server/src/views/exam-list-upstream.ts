import type { FastifyInstance } from 'fastify'
import { answerKey } from '@report/contracts/upstream/answers'
import { ExamSchema, type Exam, type ExamListPage, type ExamListRequest, type SchoolRef } from '@report/contracts/upstream/exam'
import type { Session } from '../lib/session.ts'

export interface ExamListAnswer {
  exams: Exam[]
  /** Items that broke ExamSchema and were left out (logged and counted by the decoder). */
  dropped: number
  schools: SchoolRef[]
  total: number
}

/**
 * One page of the compare list (spec 1 §7 getCompareExamList), its items decoded one by one. An item
 * that breaks its schema is dropped, not the page: spec 1 §7 has failed list requests "yield empty
 * results silently", so a list the user can use beats none, and the views say the list is incomplete
 * (DESIGN.md fan-out) while the decoder logs the call and field.
 */
export async function examListPage(app: FastifyInstance, path: string, session: Session, body: ExamListRequest, signal?: AbortSignal): Promise<ExamListAnswer> {
  const page = await app.upstream.json<ExamListPage>('POST', path, session, body, signal)
  const decoder = app.upstream.decoder
  if (!decoder) return { exams: page.examList as Exam[], dropped: 0, schools: page.schools, total: page.total }
  const { items, dropped } = decoder.items<Exam>(ExamSchema, answerKey('POST', path), page.examList, '/examList')
  return { exams: items, dropped, schools: page.schools, total: page.total }
}
