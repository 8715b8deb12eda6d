import type { FastifyInstance } from 'fastify'
import { answerKey } from '@report/contracts/upstream/answers'
import { ExamSchema, type Exam, type ExamListPage, type ExamListRequest, type SchoolRef } from '@report/contracts/upstream/exam'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { CUSTOM_EXAM_ORG, visibleExamsOf, type ExamOwnership } from '../domain/custom/custom-exam-visibility.ts'
import type { Session } from '../lib/session.ts'
import { ViewUpstream } from './upstream-calls.ts'

export interface ExamListAnswer {
  exams: Exam[]
  /** Items that broke ExamSchema and were left out (logged and counted by the decoder). */
  dropped: number
  /** Other users' custom exams the page held and the viewer may not see (custom-exam-visibility.ts). */
  hidden: number
  schools: SchoolRef[]
  total: number
}

/** The signed-in user's id, from the session's facts (the user info every view asks for). */
export async function viewerIdOf(app: FastifyInstance, session: Session): Promise<string> {
  const { user } = await new ViewUpstream(app, session, app.log).json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info')
  return user.id
}

/**
 * One page of the compare list (spec 1 §7 getCompareExamList), its items decoded one by one. An item
 * that breaks its schema is dropped, not the page: spec 1 §7 has failed list requests "yield empty
 * results silently", so a list the user can use beats none, and the views say the list is incomplete
 * (DESIGN.md fan-out) while the decoder logs the call and field. Every list, picker and export made
 * from it keeps only what the viewer may see: another user's custom exam is left out here.
 */
export async function examListPage(app: FastifyInstance, path: string, session: Session, body: ExamListRequest, signal?: AbortSignal): Promise<ExamListAnswer> {
  const page = await app.upstream.json<ExamListPage>('POST', path, session, body, signal)
  const decoder = app.upstream.decoder
  const { items, dropped } = decoder ? decoder.items<Exam>(ExamSchema, answerKey('POST', path), page.examList, '/examList') : { items: page.examList as Exam[], dropped: 0 }
  const exams = (await visibleToViewer(app, session, items))!
  return { exams, dropped, hidden: items.length - exams.length, schools: page.schools, total: page.total }
}

/**
 * A list of exams from any upstream picker, kept to what the signed-in user may see (null stays null:
 * the list failed). Who the user is is asked only when the list holds a custom exam.
 */
export async function visibleToViewer<T extends ExamOwnership>(app: FastifyInstance, session: Session, items: readonly T[] | null): Promise<T[] | null> {
  if (items === null) return null
  if (!items.some((e) => e.org === CUSTOM_EXAM_ORG)) return [...items]
  return visibleExamsOf(items, await viewerIdOf(app, session))
}
