// 总分 and every other sum of papers (issue 31 items 2 and 3): who counts when a student missed a paper.
// analytics.md fixes that 未考 is left out of every statistic and that a 0 is a score; it is silent on a
// sum over papers a student sat only some of. The rule here is the one Chinese schools use: 总分 is
// computed only for the students who sat every paper it adds up; the others are 未考 for 总分 (and are
// listed, with the papers they missed, in the 缺考名单), while each paper they sat still counts in that
// paper's statistics. One rule for every sum — an exam's 总分, a comparison's 总分 of its chosen subjects,
// a merged or level-scored exam's, value-added's — so the report, the comparison, the merge, custom
// tables, the level tools and every export count the same students. The sentences below are the ones
// the pages' 指标说明 and help texts show.

/** The rule as the 指标说明 states it. */
export const TOTAL_SCORE_RULE =
  '总分只对参加了所计全部科目的学生计算：缺考其中任一科的学生，总分记为“未考”，不计入总分的实考人数、平均分、各率、分数段、档次线和排名，也不与考全科目的学生一起排名；其已考科目仍计入各科统计。缺考名单列出这些学生和所缺科目。'

/** The 指标说明 entry of 总分 (term, formula, note), shared by the report pages and the comparison. */
export const TOTAL_SCORE_NOTE = { term: '总分', formula: '总分 = 所计各科分数之和（只对各科都有成绩的学生计算）', note: TOTAL_SCORE_RULE } as const

/**
 * sumOfPapers(x) = x₁ + … + xₖ when k ≥ 1 and every xᵢ is a score; NaN (未考 for the sum) when any
 * paper is missed (NaN) or there is no paper. A 0 is a score.
 */
export function sumOfPapers(scores: ArrayLike<number>): number {
  if (scores.length === 0) return NaN
  let sum = 0
  for (let k = 0; k < scores.length; k++) {
    const x = scores[k]!
    if (x !== x) return NaN
    sum += x
  }
  return sum
}

/**
 * totalColumn(P, n) = for each of the n rows, the sum of the papers P (one score column each, NaN for
 * 未考) by sumOfPapers: NaN for a row that missed any of them, and for every row when P is empty.
 */
export function totalColumn(papers: readonly ArrayLike<number>[], rows: number): Float64Array {
  const out = new Float64Array(rows).fill(papers.length === 0 ? NaN : 0)
  for (const p of papers) {
    for (let i = 0; i < rows; i++) {
      const x = p[i]!
      out[i] = x === x ? out[i]! + x : NaN
    }
  }
  return out
}

/** missedPapers(P, i) = the indices (into P) of the papers row i missed; empty when it has a 总分. */
export function missedPapers(papers: readonly ArrayLike<number>[], row: number): number[] {
  const out: number[] = []
  papers.forEach((p, k) => {
    const x = p[row]!
    if (x !== x) out.push(k)
  })
  return out
}
