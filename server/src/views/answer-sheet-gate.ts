import { hasPaperCardOf, sheetRefusal } from '../domain/answer-cards/access.ts'
import { choosePaper } from '../domain/answer-cards/sheet-view.ts'
import { bffError } from '../errors.ts'
import type { AnswerCardUpstream, ExamRef } from './answer-cards-upstream.ts'

/**
 * The gate in front of a student's answers (a whole sheet, or one question cut from it): paper cards
 * only; hidden from, or outside the school's window for, students (spec 3 answer cards). Gives the
 * facts the views go on with and the paper asked for (the first when none is named).
 */
export async function openAnswerSheet(u: AnswerCardUpstream, q: ExamRef & { pindex?: string | undefined }) {
  const [user, exam, isHide, window] = await Promise.all([u.user(), u.exam(q), u.isHide(q), u.interval(q)])
  const isStudent = user.auth.isStudent
  const refusal = sheetRefusal({ hasPaperCard: hasPaperCardOf(exam), isHide: isHide ?? false, isStudent, window, now: Date.now() })
  if (refusal) throw bffError(refusal)
  const paper = choosePaper(exam.papers, q.pindex)
  if (!paper) throw bffError('BFF_ERR_ANSWER_CARDS_NONE')
  return { exam, isStudent, paper }
}
