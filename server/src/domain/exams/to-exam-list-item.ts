import type { Exam } from '@report/contracts/upstream/exam'
import type { ExamListItem } from '@report/contracts/bff/exams'
import { formatDate } from '@report/contracts/format/date-time'

const TAG_CODES: ReadonlySet<string> = new Set(['X', 'L', 'Z', 'C'])

/**
 * Tag groups of spec 1 §3: X school exam, L joint, Z layered class, C custom / xgk / xzk. The exam's
 * flags and classify decide first; an exam they leave a plain school exam takes the tag code of `from`
 * ("from (tag codes)"), so a platform that sends only the codes still tags its exams.
 */
export function tagGroupOf(exam: Pick<Exam, 'org' | 'isCustom' | 'isXgk' | 'isZb' | 'isLiankao' | 'scale' | 'classify' | 'from'>): ExamListItem['tagGroup'] {
  if (exam.org === 2 || exam.isCustom || exam.isXgk || exam.classify === 'xgk312' || exam.classify === 'xzkzb') return 'C'
  if (exam.isZb || exam.classify === 'zb' || exam.classify === 'xgkzb') return 'Z'
  if (exam.isLiankao || exam.scale === 2 || exam.scale === 3) return 'L'
  const code = exam.from.trim().charAt(0).toUpperCase()
  return TAG_CODES.has(code) ? (code as ExamListItem['tagGroup']) : 'X'
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
    date: formatDate(exam.time),
    tagGroup: tagGroupOf(exam),
    typeName: exam.typeName,
    studentCount: exam.studentCount,
    dashboardPath: dashboardPath(exam),
  }
}
