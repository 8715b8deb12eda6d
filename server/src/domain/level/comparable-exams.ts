// The base exam of score transformation and the entry exam of value-added evaluation (spec 2 §2
// grade-level scoring): another exam of the same cohort. The default is the cohort's latest
// comparable exam, not merely the latest one: a class test (spec 2 §9: type 12) of one class, or an
// exam without the subjects of the exam at hand, would leave most subjects without a base
// (基准考试没有的科目) or compare a cohort with one class.

export const CLASS_TEST_TYPE = 12

export interface CohortExam {
  key: string
  cohortKey: string
  /** Sortable time of the exam: later is greater. */
  time: number | string
  type: number
  subjects: readonly string[]
}

const later = (a: CohortExam, b: CohortExam): number => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0)

/**
 * comparableExams(t, l, {earlier}) = the keys of the other exams of t's cohort in l (only those held
 * before t when `earlier`), the default first: exams that are not class tests and hold every subject
 * of t, newest first; then the rest by how many of t's subjects they hold, then newest first.
 */
export function comparableExams(target: CohortExam, exams: readonly CohortExam[], options: { earlier: boolean }): string[] {
  const wanted = new Set(target.subjects)
  const shared = (e: CohortExam) => e.subjects.filter((s) => wanted.has(s)).length
  const comparable = (e: CohortExam) => e.type !== CLASS_TEST_TYPE && shared(e) === wanted.size
  return exams
    .filter((e) => e.key !== target.key && e.cohortKey === target.cohortKey && (!options.earlier || e.time < target.time))
    .map((e, i) => ({ e, i, fits: comparable(e), shared: shared(e) }))
    .sort((a, b) => Number(b.fits) - Number(a.fits) || (a.fits ? 0 : b.shared - a.shared) || later(a.e, b.e) || a.i - b.i)
    .map(({ e }) => e.key)
}

/** The key an exam is chosen by on the tool pages. */
export const examKey = (e: { examid: string; org: number }): string => `${e.examid}:${e.org}`
