import type { TutoringHomeView } from '@report/contracts/bff/tutoring'
import { formatDate } from '@report/contracts/format/date-time'
import type { Exam } from '@report/contracts/upstream/exam'
import { visibleExamsOf } from '../custom/custom-exam-visibility.ts'

export interface RecentExam {
  examid: string
  org: string
  name: string
  date: string
}

/**
 * The newest exams of the compare list (its items decoded one by one at the boundary:
 * views/exam-list-upstream.ts), without another user's custom exam the viewer may not see
 * (custom-exam-visibility.ts).
 */
export function recentExamsOf(items: readonly Exam[], viewerId: string): RecentExam[] {
  return visibleExamsOf(items, viewerId).map((e) => ({ examid: e.examid, org: String(e.org), name: e.name, date: formatDate(e.event_time || e.time) }))
}

/** Exams per page of the tutoring list: the newest page is what staff publish after an exam. */
export const TUTORING_PAGE_SIZE = 10

export const SHARED_TEXT = '已发布，家长可查看'
export const NOT_SHARED_TEXT = '未发布，家长暂不可见'

/**
 * The /hfsfd/token page (spec 3 §2: /hfsfd redirects to token): a family account goes on to its
 * report; staff get the recent exams of their list, each saying whether families can read it now
 * (issue 33 item 3: both buttons showed, and no state), and a way to its students' reports and the SMS
 * form. The school's manager and up may publish them to families (a school-wide write): other staff are
 * told who can. `shared` names the exams the platform says are published.
 */
export function toTutoringHome(f: {
  family: boolean
  canPublish: boolean
  notice: string
  studentHref: string
  exams: readonly RecentExam[]
  shared?: ReadonlySet<string>
  /** The list page shown and the list's length in exams (the upstream's total). */
  page?: number
  total?: number
}): TutoringHomeView {
  const canPublish = !f.family && f.canPublish
  const notice = f.family || canPublish ? null : f.notice
  if (f.family) return { family: true, studentHref: f.studentHref, canPublish, notice, exams: [], page: 1, pages: 1 }
  const shared = f.shared ?? new Set<string>()
  const pages = Math.max(1, Math.ceil((f.total ?? f.exams.length) / TUTORING_PAGE_SIZE))
  return {
    family: false,
    page: Math.min(f.page ?? 1, pages),
    pages,
    studentHref: f.studentHref,
    canPublish,
    notice,
    exams: f.exams.map((e) => {
      const on = shared.has(e.examid)
      const search = new URLSearchParams({ examid: e.examid, ...(e.org ? { org: e.org } : {}) })
      return { ...e, shared: on, statusText: on ? SHARED_TEXT : NOT_SHARED_TEXT, studentsHref: `${f.studentHref}?${search.toString()}` }
    }),
  }
}
