import type { ExamListItem } from '@report/contracts/bff/exams'
import { inRange, toIsoDay, type DateRange } from './date-range.ts'

export type TagGroup = ExamListItem['tagGroup']

export interface ExamFilter {
  search: string
  /** Empty: every group. */
  tagGroups: ReadonlySet<TagGroup>
  grade: string
  typeName: string
  range: DateRange
}

/** Newest first, as the BFF sends it; a stable sort keeps its order within a day. */
export function newestFirst(exams: readonly ExamListItem[]): ExamListItem[] {
  return exams
    .map((exam) => ({ exam, day: toIsoDay(exam.date) }))
    .sort((a, b) => (a.day === b.day ? 0 : a.day < b.day ? 1 : -1))
    .map(({ exam }) => exam)
}

export function filterExams(exams: readonly ExamListItem[], filter: ExamFilter, { ignoreRange = false } = {}): ExamListItem[] {
  const needle = filter.search.trim().toLowerCase()
  return exams.filter(
    (exam) =>
      (!needle || exam.name.toLowerCase().includes(needle)) &&
      (filter.tagGroups.size === 0 || filter.tagGroups.has(exam.tagGroup)) &&
      (!filter.grade || exam.grade === filter.grade) &&
      (!filter.typeName || exam.typeName === filter.typeName) &&
      (ignoreRange || inRange(toIsoDay(exam.date), filter.range)),
  )
}

const GRADE_ORDER = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '初一', '初二', '初三', '初四', '高一', '高二', '高三']

/** The distinct values of a field for the selects: grades in school order, exam types as first seen. */
export function distinct(exams: readonly ExamListItem[], field: 'grade' | 'typeName'): string[] {
  const values = [...new Set(exams.map((exam) => exam[field]).filter(Boolean))]
  if (field !== 'grade') return values
  const rank = (grade: string) => {
    const index = GRADE_ORDER.indexOf(grade)
    return index === -1 ? GRADE_ORDER.length : index
  }
  return values.sort((a, b) => rank(a) - rank(b))
}
