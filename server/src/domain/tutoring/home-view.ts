import type { TutoringHomeView } from '@report/contracts/bff/tutoring'
import { formatDate } from '@report/contracts/format/date-time'

/**
 * The /hfsfd/token page (spec 3 §2: /hfsfd redirects to token): a family account goes on to its
 * report; staff get the recent exams of their list to publish to families. A list item without an
 * id or a name is left out (the list is the compare list, decoded item by item elsewhere).
 */
export function toTutoringHome(family: boolean, studentHref: string, items: readonly unknown[]): TutoringHomeView {
  const exams: TutoringHomeView['exams'] = []
  for (const raw of items) {
    if (typeof raw !== 'object' || raw === null) continue
    const e = raw as Record<string, unknown>
    if (typeof e.examid !== 'string' || typeof e.name !== 'string') continue
    exams.push({ examid: e.examid, org: typeof e.org === 'number' ? String(e.org) : '', name: e.name, date: formatDate(typeof e.event_time === 'number' ? e.event_time : e.time) })
  }
  return { family, studentHref, exams: family ? [] : exams }
}
