import type { TutoringHomeView } from '@report/contracts/bff/tutoring'
import type { Exam } from '@report/contracts/upstream/exam'
import { examDate } from './student-view.ts'

/**
 * The /hfsfd/token page (spec 3 §2: /hfsfd redirects to token): a family account goes on to its
 * report; staff get the recent exams of their list to publish to families (the compare list, its
 * items decoded one by one at the boundary: views/exam-list-upstream.ts).
 */
export function toTutoringHome(family: boolean, studentHref: string, items: readonly Exam[]): TutoringHomeView {
  const exams = items.map((e) => ({ examid: e.examid, org: String(e.org), name: e.name, date: e.event_time ? examDate(e.event_time) : e.time || '--' }))
  return { family, studentHref, exams: family ? [] : exams }
}
