import type { Exam } from '@report/contracts/upstream/exam'
import type { ExamListItem } from '@report/contracts/bff/exams'
import { slashDate } from '../format/slash-date.ts'

/** Tag groups of spec 1 §3: X school exam, L joint, Z layered class, C custom / xgk / xzk. */
export function tagGroupOf(exam: Pick<Exam, 'org' | 'isCustom' | 'isXgk' | 'isZb' | 'isLiankao' | 'scale' | 'classify'>): ExamListItem['tagGroup'] {
  if (exam.org === 2 || exam.isCustom || exam.isXgk || exam.classify === 'xgk312' || exam.classify === 'xzkzb') return 'C'
  if (exam.isZb || exam.classify === 'zb' || exam.classify === 'xgkzb') return 'Z'
  if (exam.isLiankao || exam.scale === 2 || exam.scale === 3) return 'L'
  return 'X'
}


export function dashboardPath(exam: Pick<Exam, 'examid' | 'org' | 'grade'>): string {
  const q = new URLSearchParams({ examid: exam.examid, org: String(exam.org), grade: exam.grade })
  return `/report/exam/dashboard?${q.toString()}`
}

export function toExamListItem(exam: Exam): ExamListItem {
  return {
    examid: exam.examid,
    org: exam.org,
    grade: exam.grade,
    name: exam.name,
    date: slashDate(exam.time),
    tagGroup: tagGroupOf(exam),
    typeName: exam.typeName,
    studentCount: exam.studentCount,
    dashboardPath: dashboardPath(exam),
  }
}
