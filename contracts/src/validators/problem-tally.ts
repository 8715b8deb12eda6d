import type { ImportProblem, ProblemKind } from './custom-import.ts'

/**
 * Problems kept as objects per check; past this many they are only counted (by kind). A file of
 * 2,000,000 bad cells would otherwise hold millions of problem objects in memory at once (issue 30);
 * no one reads past the first thousands, and the counts by kind say what the rest are.
 */
export const LISTED_PROBLEMS = 10_000

/** The problems of a check: the first `limit` in the order found, and the count of all by kind. */
export class ProblemTally {
  readonly listed: ImportProblem[] = []
  readonly kindCounts: Partial<Record<ProblemKind, number>> = {}
  total = 0

  constructor(private readonly limit: number = LISTED_PROBLEMS) {}

  /** Counts a problem of `kind`; `make` builds it only while the list has room. */
  add(kind: ProblemKind, make: () => ImportProblem): void {
    this.total++
    this.kindCounts[kind] = (this.kindCounts[kind] ?? 0) + 1
    if (this.listed.length < this.limit) this.listed.push(make())
  }
}

/** The counts by kind of a list of problems. */
export function kindCountsOf(problems: readonly ImportProblem[]): Partial<Record<ProblemKind, number>> {
  const counts: Partial<Record<ProblemKind, number>> = {}
  for (const p of problems) counts[p.kind] = (counts[p.kind] ?? 0) + 1
  return counts
}
