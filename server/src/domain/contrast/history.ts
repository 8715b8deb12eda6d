import type { ContrastAccess, ContrastExamOption, ContrastHistoryItem } from '@report/contracts/bff/contrast'
import { CONTRAST_SCOPE_LABELS, cohortGradeOn, cohortOf, type ContrastScope } from '@report/contracts/bff/contrast-rules'
import type { ContrastItem } from '@report/contracts/upstream/contrast'
import type { Exam } from '@report/contracts/upstream/exam'
import { contentHref } from './compare-links.ts'
import { toStatusView } from './status.ts'
import { formatDate, formatDateTime } from '@report/contracts/format/date-time'

/** The label of the scope a comparison was computed over (spec 2 §4); a code we do not know says so. */
export function scopeLabel(scope: number): string {
  return CONTRAST_SCOPE_LABELS[scope as ContrastScope] ?? `范围 ${scope}`
}

/**
 * The 年级 column of a comparison (issue 33 item 5: a cohort compared in 高一 and now in 高二 read 高一):
 * the grade its students are in today and their cohort, from the grade of its newest exam; the cohort
 * alone once it has left its stage; the grade as given when no exam dates it.
 */
export function historyGrade(item: Pick<ContrastItem, 'grade' | 'exams'>, today: string): string {
  const newest = item.exams.reduce<string>((latest, e) => (e.time > latest ? e.time : latest), '')
  if (!item.grade || !newest) return item.grade
  const cohort = cohortOf(item.grade, newest)
  // A grade the cohort table does not know is its own cohort: nothing to move on.
  if (cohort.key.startsWith(`${item.grade}|`)) return item.grade
  const now = cohortGradeOn(cohort.key, today)
  return now ? `${now}（${cohort.label}）` : `${cohort.label}（已毕业）`
}

/** A row of /contrast/history: its state, and the content link only when built and the user may see it. */
export function toHistoryItem(item: ContrastItem, access: Pick<ContrastAccess, 'canShow'>, today: string): ContrastHistoryItem {
  const status = toStatusView(item)
  return {
    ...status,
    name: item.name,
    grade: historyGrade(item, today),
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
 * examOptionLabel(e, date, school) = how the create page names an exam: its date and name, and its school
 * when the user's list holds several schools' own exams (a city sees eight "2026学年第一学期高二期中考试").
 */
export function examOptionLabel(name: string, date: string, school: string | undefined): string {
  return `${date} ${name}${school ? `（${school}）` : ''}`
}

/**
 * The create page's exams (spec 2 §2 creat): the compare list (isFilter) without trial exams and
 * class tests, each with its cohort (届, from grade and date) and its subjects, newest first as listed.
 * `schools` names the list's schools (the compare list's `schools`): a school's own exam (scale 1) is
 * labelled with its school when the list holds the exams of more than one school.
 */
export function toExamOptions(exams: readonly Exam[], schools: ReadonlyMap<string, string> = new Map()): ContrastExamOption[] {
  const kept = exams.filter((e) => !e.isTrial && !LEFT_OUT_TYPES.has(e.type) && e.papers.length > 0)
  const manySchools = new Set(kept.filter((e) => e.scale === 1 && e.schoolid).map((e) => e.schoolid)).size > 1
  return kept.map((e) => {
    const cohort = cohortOf(e.grade, e.time)
    const date = formatDate(e.time)
    const school = manySchools && e.scale === 1 ? schools.get(e.schoolid) : undefined
    return { examid: e.examid, org: e.org, name: e.name, label: examOptionLabel(e.name, date, school), date, grade: e.grade, cohortKey: cohort.key, cohortLabel: cohort.label, subjects: e.papers.map((p) => p.subject) }
  })
}
