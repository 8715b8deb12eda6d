import type { TutoringHomeView } from '@report/contracts/bff/tutoring'
import { formatDate } from '@report/contracts/format/date-time'
import { customExamVisible } from '../custom/custom-exam-visibility.ts'

export interface RecentExam {
  examid: string
  org: string
  name: string
  date: string
}

const idOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined)

/**
 * The newest exams of the compare list, read item by item: one without an id or a name is left out,
 * and so is another user's custom exam the viewer may not see (custom-exam-visibility.ts).
 */
export function recentExamsOf(items: readonly unknown[], viewerId: string): RecentExam[] {
  const exams: RecentExam[] = []
  for (const raw of items) {
    if (typeof raw !== 'object' || raw === null) continue
    const e = raw as Record<string, unknown>
    if (typeof e.examid !== 'string' || typeof e.name !== 'string') continue
    const org = typeof e.org === 'number' ? e.org : typeof e.org === 'string' && /^-?\d{1,2}$/.test(e.org) ? Number(e.org) : NaN
    const sharedWith = Array.isArray(e.sharedWith) ? e.sharedWith.map(idOf).filter((id): id is string => id !== undefined) : undefined
    if (!customExamVisible({ org: Number.isInteger(org) ? org : -1, userid: idOf(e.userid), sharedWith }, viewerId)) continue
    exams.push({ examid: e.examid, org: Number.isInteger(org) ? String(org) : '', name: e.name, date: formatDate(typeof e.event_time === 'number' ? e.event_time : e.time) })
  }
  return exams
}

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
}): TutoringHomeView {
  const canPublish = !f.family && f.canPublish
  const notice = f.family || canPublish ? null : f.notice
  if (f.family) return { family: true, studentHref: f.studentHref, canPublish, notice, exams: [] }
  const shared = f.shared ?? new Set<string>()
  return {
    family: false,
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
