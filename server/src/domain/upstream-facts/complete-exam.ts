import type { ExamInfoAll } from '@report/contracts/upstream/exam'

/** trueId is examid:org (spec 1 §3). */
export function trueIdOf(exam: { examid: string; org: number }): string {
  return `${exam.examid}:${exam.org}`
}

/**
 * Spec 1 §3 total report names, when the platform names none: a joint exam (scale 2) the school-level
 * (union) report, a unified exam (scale 3) over several schools the overall unified-exam report,
 * otherwise the school report (as domain/reports names the page).
 */
export function totalReportNameOf(exam: Pick<ExamInfoAll, 'scale' | 'school_map'>): string {
  if (exam.scale === 2) return '校级（联考）分析报告'
  const schools = exam.school_map.reduce((n, county) => n + county.schools.length, 0)
  if (exam.scale === 3 && schools > 1) return '统考总体分析报告'
  return '学校分析报告'
}

/** An exam's derived fields, filled where the platform left them empty. */
export function completeExam<T extends { examid: string; org: number; trueId: string }>(exam: T): T {
  return exam.trueId === '' ? { ...exam, trueId: trueIdOf(exam) } : exam
}

export function completeExamInfoAll(exam: ExamInfoAll): ExamInfoAll {
  const done = completeExam(exam)
  return done.totalReportName === '' ? { ...done, totalReportName: totalReportNameOf(done) } : done
}
