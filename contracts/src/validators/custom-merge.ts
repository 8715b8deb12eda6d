// The exams a merge may take (issue 18 examMerge): run by the page as the user ticks exams and by the
// BFF, whose verdict counts.

export const MERGE_LIMITS = { min: 2, max: 10 } as const

/** checkMergeSelection(S) = null when S holds 2 to 10 distinct exams of one cohort, else the message. */
export function checkMergeSelection(selected: readonly { examid: string; cohortKey?: string }[]): string | null {
  if (selected.length < MERGE_LIMITS.min) return `请至少选择${MERGE_LIMITS.min}场考试`
  if (selected.length > MERGE_LIMITS.max) return `最多选择${MERGE_LIMITS.max}场考试`
  if (new Set(selected.map((e) => e.examid)).size !== selected.length) return '同一场考试不能选两次'
  const cohorts = new Set(selected.map((e) => e.cohortKey).filter((c) => c !== undefined))
  if (cohorts.size > 1) return '所选考试不属于同一届学生，不能合并'
  return null
}
