import type { MergePage } from '@report/contracts/bff/custom-merge'
import { cohortOf } from '@report/contracts/bff/contrast-rules'
import type { MergeableExam } from '@report/contracts/upstream/custom-merge'
import { cohortChoices } from '../exams/cohort-choices.ts'
import { formatDate } from '@report/contracts/format/date-time'

// The merge page's list (issue 33 item 7: about 140 exams of every grade in one list, and a proposed
// name of 60+ characters): the exams of one 届次 (and grade) at a time, and a short default name.

export interface MergeFilterQuery {
  grade?: string | undefined
  cohort?: string | undefined
}

const ALL = ''

/**
 * mergePageList(exams, q) = the filters and the exams they leave, newest first as the upstream lists
 * them. 届次 defaults to the newest exam's (a cohort asked that no exam has falls back to it); 年级
 * defaults to every grade; '' is every one.
 */
export function mergePageList(exams: readonly MergeableExam[], q: MergeFilterQuery): Pick<MergePage, 'exams' | 'filters'> {
  const rows = exams.map((e) => {
    const cohort = cohortOf(e.grade, e.time)
    return { e, cohortKey: cohort.key, cohortLabel: cohort.label }
  })
  const cohorts = cohortChoices(rows)
  const cohort = q.cohort === ALL || cohorts.some((c) => c.key === q.cohort) ? q.cohort! : (rows[0]?.cohortKey ?? ALL)
  const inCohort = rows.filter((r) => cohort === ALL || r.cohortKey === cohort)
  const grades = [...new Set(inCohort.map((r) => r.e.grade))]
  const grade = q.grade && grades.includes(q.grade) ? q.grade : ALL
  return {
    filters: {
      cohort,
      cohorts: [{ value: ALL, label: '全部届次' }, ...cohorts.map((c) => ({ value: c.key, label: c.label }))],
      grade,
      grades: [{ value: ALL, label: '全部年级' }, ...grades.map((g) => ({ value: g, label: g }))],
    },
    exams: inCohort
      .filter((r) => grade === ALL || r.e.grade === grade)
      .map(({ e }) => ({ examid: e.examid, org: e.org, name: e.name, grade: e.grade, date: formatDate(e.time), cohortKey: e.cohortKey, studentCount: e.studentCount, subjects: e.subjects })),
  }
}

export const MERGE_NAME_DEFAULT_MAX = 20
/** Official exams are named after their term first (2026学年第一学期高二期中考试): the rest tells them apart. */
const TERM_PREFIX = /^\d{4}学年第[一二]学期/

/** mergeDefaultName(names) = the first exam's name without its term, and how many exams: 高二期中考试等2场合并, at most 20 characters. */
export function mergeDefaultName(names: readonly string[]): string {
  const first = (names[0] ?? '').replace(TERM_PREFIX, '') || (names[0] ?? '')
  const suffix = names.length > 1 ? `等${names.length}场合并` : '合并'
  return `${[...first].slice(0, Math.max(1, MERGE_NAME_DEFAULT_MAX - suffix.length)).join('')}${suffix}`
}
