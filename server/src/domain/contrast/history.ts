import type { ContrastAccess, ContrastExamOption, ContrastHistoryItem } from '@report/contracts/bff/contrast'
import { CONTRAST_SCOPE_LABELS, cohortOf, type ContrastScope } from '@report/contracts/bff/contrast-rules'
import type { ContrastItem } from '@report/contracts/upstream/contrast'
import type { Exam } from '@report/contracts/upstream/exam'
import { contentHref } from './compare-links.ts'
import { toStatusView } from './status.ts'
import { formatDate, formatDateTime } from '@report/contracts/format/date-time'

/** The label of the scope a comparison was computed over (spec 2 §4); a code we do not know says so. */
export function scopeLabel(scope: number): string {
  return CONTRAST_SCOPE_LABELS[scope as ContrastScope] ?? `范围 ${scope}`
}

/** A row of /contrast/history: its state, and the content link only when built and the user may see it. */
export function toHistoryItem(item: ContrastItem, access: Pick<ContrastAccess, 'canShow'>): ContrastHistoryItem {
  const status = toStatusView(item)
  return {
    ...status,
    name: item.name,
    grade: item.grade,
    examNames: item.exams.map((e) => e.name),
    subjects: ['总分', ...item.subjects].join('、'),
    scope: scopeLabel(item.scope),
    createdAt: formatDateTime(item.createdAt),
    href: status.done && access.canShow ? contentHref(item.id) : null,
  }
}

/** Exam types history comparison leaves out (spec 2 §9: 12 class test; 6 level-score exams are derived). */
const LEFT_OUT_TYPES: ReadonlySet<number> = new Set([6, 12])

/**
 * The create page's exams (spec 2 §2 creat): the compare list (isFilter) without trial exams and
 * class tests, each with its cohort (届, from grade and date) and its subjects, newest first as listed.
 */
export function toExamOptions(exams: readonly Exam[]): ContrastExamOption[] {
  return exams
    .filter((e) => !e.isTrial && !LEFT_OUT_TYPES.has(e.type) && e.papers.length > 0)
    .map((e) => {
      const cohort = cohortOf(e.grade, e.time)
      return { examid: e.examid, org: e.org, name: e.name, date: formatDate(e.time), grade: e.grade, cohortKey: cohort.key, cohortLabel: cohort.label, subjects: e.papers.map((p) => p.subject) }
    })
}
