import type { LevelExamItem } from '@report/contracts/bff/level-score'
import type { LevelExam } from '@report/contracts/upstream/level-score'
import { formatDate } from '@report/contracts/format/date-time'

// spec 2 §4 level-score page: exams of type 6 (generated level-score exams) are left out; the list
// is sorted by time, newest first; the first is selected. §8: a failed list says '获取考试列表失败'.

export const LEVEL_EXAM_TYPE = 6
export const LIST_FAILED = '获取考试列表失败'
export const NO_MATCHING_EXAMS = '暂无符合条件的考试'

export function toLevelExamItem(e: LevelExam): LevelExamItem {
  return {
    examid: e.examid,
    org: e.org,
    name: e.name,
    grade: e.grade,
    date: formatDate(e.time),
    typeName: e.typeName,
    studentCount: e.studentCount,
    cohortKey: `${e.stage}-${e.cohort}`,
    subjects: e.papers.map((p) => p.subject),
  }
}

/** levelExamItems(l) = l without type 6, by event time newest first (ties keep upstream order). */
export function levelExamItems(list: readonly LevelExam[]): LevelExamItem[] {
  return list
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.type !== LEVEL_EXAM_TYPE)
    .sort((a, b) => b.e.event_time - a.e.event_time || a.i - b.i)
    .map(({ e }) => toLevelExamItem(e))
}

export interface ExamListState {
  exams: LevelExamItem[]
  listError: string | null
  emptyNotice: string | null
}

/** The list part of a page: the items, or the failure text, or the empty notice. */
export function examListState(list: readonly LevelExam[] | null): ExamListState {
  if (list === null) return { exams: [], listError: LIST_FAILED, emptyNotice: null }
  const exams = levelExamItems(list)
  return { exams, listError: null, emptyNotice: exams.length === 0 ? NO_MATCHING_EXAMS : null }
}
