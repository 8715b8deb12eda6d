import type { TutoringHomeView } from '@report/contracts/bff/tutoring'
import { examDate } from './student-view.ts'

export interface RecentExam {
  examid: string
  org: string
  name: string
  date: string
}

/** The recent exams of the compare list; an item without an id or a name is left out (decoded item by item elsewhere). */
export function recentExams(items: readonly unknown[]): RecentExam[] {
  const exams: RecentExam[] = []
  for (const raw of items) {
    if (typeof raw !== 'object' || raw === null) continue
    const e = raw as Record<string, unknown>
    if (typeof e.examid !== 'string' || typeof e.name !== 'string') continue
    exams.push({ examid: e.examid, org: typeof e.org === 'number' ? String(e.org) : '', name: e.name, date: typeof e.event_time === 'number' ? examDate(e.event_time) : typeof e.time === 'string' ? e.time : '--' })
  }
  return exams
}

export const SHARED_TEXT = '已发布，家长可查看'
export const NOT_SHARED_TEXT = '未发布，家长暂不可见'

/**
 * The /hfsfd/token page (spec 3 §2: /hfsfd redirects to token): a family account goes on to its
 * report; staff get the recent exams of their list, each saying whether families can read it now
 * (issue 33 item 3: both buttons showed, and no state), and a way to its students' reports and the SMS
 * form. `shared` names the exams the platform says are published.
 */
export function toTutoringHome(family: boolean, studentHref: string, items: readonly unknown[], shared: ReadonlySet<string> = new Set()): TutoringHomeView {
  if (family) return { family, studentHref, exams: [] }
  return {
    family,
    studentHref,
    exams: recentExams(items).map((e) => {
      const on = shared.has(e.examid)
      const search = new URLSearchParams({ examid: e.examid, ...(e.org ? { org: e.org } : {}) })
      return { ...e, shared: on, statusText: on ? SHARED_TEXT : NOT_SHARED_TEXT, studentsHref: `${studentHref}?${search.toString()}` }
    }),
  }
}
