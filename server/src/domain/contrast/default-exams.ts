import type { ContrastExamOption } from '@report/contracts/bff/contrast'

// The exams a new comparison starts with (issue 19; spec 1 §2 indicator parameter settings, contrast:
// 对比考试数, "how many earlier exams a comparison reaches back"): per cohort, the newest exam the user's
// own unit organised (the one the user's settings govern; a joint exam organised elsewhere follows its
// organiser's) and the examCount exams before it, under the settings that exam is published against. A
// cohort whose newest own exam is on the defaults starts with nothing chosen, as before.

export interface CohortDefault {
  cohortKey: string
  examCount: number
  /** examid:org, newest first. */
  exams: string[]
}

export const optionKey = (e: Pick<ContrastExamOption, 'examid' | 'org'>): string => `${e.examid}:${e.org}`

/**
 * defaultExamPicks(options, own, max) = per cohort (in the order cohorts first appear): the newest exam listed
 * in own (the user's unit's exams, by examid, with their published examCount or null on the defaults) and,
 * when it has an examCount n, the n exams before it: at most max, newest first.
 */
export function defaultExamPicks(options: readonly ContrastExamOption[], own: ReadonlyMap<string, number | null>, maxExams: number): CohortDefault[] {
  const cohorts = new Map<string, ContrastExamOption[]>()
  for (const e of options) cohorts.set(e.cohortKey, [...(cohorts.get(e.cohortKey) ?? []), e])
  const out: CohortDefault[] = []
  for (const [cohortKey, list] of cohorts) {
    // Dates are YYYY/MM/DD: newest first, the upstream's order among equal dates.
    const newestFirst = [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    // By examid: the settings list and the comparison list may give one exam different orgs.
    const anchor = newestFirst.findIndex((e) => own.has(e.examid))
    const n = anchor < 0 ? null : own.get(newestFirst[anchor]!.examid)
    if (n === null || n === undefined || !Number.isInteger(n) || n < 1) continue
    out.push({ cohortKey, examCount: n, exams: newestFirst.slice(anchor, anchor + Math.min(n + 1, maxExams)).map(optionKey) })
  }
  return out
}

/** The grades whose settings exam lists hold each cohort's newest exam. */
export function newestGrades(options: readonly ContrastExamOption[]): string[] {
  const newest = new Map<string, ContrastExamOption>()
  for (const e of options) {
    const seen = newest.get(e.cohortKey)
    if (!seen || e.date > seen.date) newest.set(e.cohortKey, e)
  }
  return [...new Set([...newest.values()].map((e) => e.grade))]
}
