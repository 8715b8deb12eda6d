// 优势科目 (issue 31 item 5): which of a student's subjects the student report and the tutoring report call
// strengths. The rule used to be the mirror of 短板 only — a subject rank ahead of the 总分 rank by more than
// a fifth of the cohort — which a strong student can never meet (ranked 8th of 818 in 物理 and 10th on 总分,
// there is no room to be 164 places ahead), so the report said 暂无 for a student a parent would call
// strong in 物理. A subject is now a strength against the grade or against the student's own standing:
//   · against the grade (全体): the subject's rank is in the top fifth of the students who sat it;
//   · against the student: the subject's rank is ahead of the 总分 rank by more than the 短板 gap;
// and it is not a 短板 of the student's (a top-fifth rank far behind a top 总分 rank is a 短板 first).
// The pages state the rule in these words (strongSubjectRule), beside the figures it was decided on.

/** The share of a subject's takers whose rank makes it a strength on its own: the top fifth. */
export const STRONG_TOP_PERCENT = 20

/** The rank that still counts as the top STRONG_TOP_PERCENT % of `takers` (⌈N·p/100⌉; 0 when nobody sat). */
export function strongRankLine(takers: number): number {
  return takers > 0 ? Math.ceil((takers * STRONG_TOP_PERCENT) / 100) : 0
}

/**
 * isStrongSubject(r, N, R, g) = the student sat the subject (r ≥ 1), it is no 短板 (R ≥ 1 and r − R > g),
 * and either r ≤ ⌈N·20 %⌉ (N its takers), or R ≥ 1 and R − r > g (R the 总分 rank, g the 短板 gap). Ranks
 * are competition ranks over the whole exam (全体: the grade in a school's own exam); 0 is 未考.
 */
export function isStrongSubject(subjectRank: number, takers: number, totalRank: number, gap: number): boolean {
  if (!(subjectRank >= 1)) return false
  if (totalRank >= 1 && subjectRank - totalRank > gap) return false
  if (subjectRank <= strongRankLine(takers)) return true
  return totalRank >= 1 && totalRank - subjectRank > gap
}

const placesText = (gap: number | null): string => (gap === null ? '参考人数的五分之一' : ` ${Math.round(gap)} 名`)

/** The rule as the reports state it; `gap` the 短板 gap in places (null: not known, said in words). */
export function strongSubjectRule(gap: number | null): string {
  return `该科全体（年级）名次进入该科实考人数的前 ${STRONG_TOP_PERCENT}%，或比本人总分名次靠前超过${placesText(gap)}（短板科目除外）`
}

/** 短板 (薄弱科目) in the same words: analytics.md "Weak subject". */
export function weakSubjectRule(gap: number | null): string {
  return `该科全体（年级）名次比本人总分名次靠后超过${placesText(gap)}`
}
