import type { MetricKey } from '@report/contracts/bff/metric-catalogue'
import type { FigureComputation } from '@report/contracts/bff/metric-definition'
import type { CellValue, NumberFormat } from '@report/contracts/bff/table'
import { formatNumber, roundHalfUp } from '../tables/format-number.ts'

/**
 * A figure of a report page with what it was worked out from (issue 36): the one function per metric
 * below is what the page's cell and the figure's explanation both come from, so the explanation can
 * never tell a different story from the number on the screen.
 */
export interface Figure {
  metric: MetricKey
  /** The value before rounding; null: no value (the cell shows --). */
  raw: number | null
  format: NumberFormat
  computation: FigureComputation | null
  /** The students the figure is over (N); null when it is not over a group (a student's own score). */
  n: number | null
  /** Students of the group the population rule left out (未考), when known. */
  leftOut: number | null
}

/** shown(figure) = the cell as the page shows it: the raw value rounded by its format. */
export const shown = (figure: Figure): CellValue => formatNumber(figure.raw, figure.format)

const INTEGER: NumberFormat = { kind: 'integer' }
const SCORE: NumberFormat = { kind: 'score' }
const FIXED: NumberFormat = { kind: 'fixed' }
const PERCENT: NumberFormat = { kind: 'percent' }

const finite = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x)

/** 实考人数: N, the students with a score. */
export const headcountFigure = (n: number, absent: number | null): Figure => ({ metric: 'headcount', raw: n, format: INTEGER, computation: { kind: 'count', count: n }, n, leftOut: absent })

/** 未考: the students without one. */
export const absentFigure = (absent: number, n: number | null): Figure => ({ metric: 'absent', raw: absent, format: INTEGER, computation: { kind: 'count', count: absent }, n, leftOut: null })

/** The metrics that are a count of the group's students beyond N itself. */
export type CountMetric = 'fullCount' | 'zeroCount' | 'segments' | 'rankBands' | 'online' | 'singleLine' | 'doubleLine' | 'rateCount'
  // 分段上线's
  | 'levelBand' | 'levelOnline' | 'levelBuffer'
  // 学生动态's
  | 'keyTop' | 'keyBorderline' | 'keyBottom' | 'rankedCount' | 'weakCount' | 'continueShort'
  // 试题分析's
  | 'optionCount' | 'itemScoreCount'
  // 新高考分析's
  | 'subjectTakers' | 'levelScoringTakers' | 'levelScoringCount'

/** A count of the group's students (满分人数, 零分人数, a 分数段's or 名次段's, 上线人数 …). */
export const countFigure = (metric: CountMetric, count: number | null | undefined, n: number | null, absent: number | null): Figure => ({
  metric,
  raw: finite(count) ? count : null,
  format: INTEGER,
  computation: finite(count) ? { kind: 'count', count } : null,
  n,
  leftOut: absent,
})

/**
 * 平均分 = Σx / N. `sum` is the scores' sum; a platform that states means only gives it as x̄·N, exact to
 * the scores' 2 decimals (sumOfMean).
 */
export function meanFigure(sum: number, n: number, absent: number | null): Figure {
  if (!(n > 0)) return { metric: 'mean', raw: null, format: SCORE, computation: null, n, leftOut: absent }
  return { metric: 'mean', raw: sum / n, format: SCORE, computation: { kind: 'mean', sum, n }, n, leftOut: absent }
}

/** Σx from a stated mean of N scores (scores carry at most 2 decimals, so the sum does too). */
export const sumOfMean = (mean: number, n: number): number => roundHalfUp(mean * n, 2)

/** The 平均分 a platform states for N students, as Σx / N. */
export const statedMeanFigure = (mean: number | null | undefined, n: number, absent: number | null): Figure =>
  finite(mean) ? meanFigure(sumOfMean(mean, n), n, absent) : { metric: 'mean', raw: null, format: SCORE, computation: null, n, leftOut: absent }

export type RateMetric = 'excellentRate' | 'goodRate' | 'passRate' | 'lowRate'

/** The metrics that are a share of a group: 优秀率 … 低分率, a 名次段's 占比, 上线率, 贡献率. */
export type ShareMetric = RateMetric | 'rankBands' | 'onlineRate' | 'contributionRate'
  // 分段上线's
  | 'levelBandShare' | 'levelOnlineShare'
  // 学生动态's
  | 'weakShare' | 'continueShortShare'
  // 试题分析's
  | 'itemFullRate' | 'itemZeroRate' | 'optionShare' | 'itemScoreShare'
  // 新高考分析's
  | 'takerShare' | 'levelScoringShare'

/** A share = part / whole (null when the whole is empty). */
export function shareFigure(metric: ShareMetric, part: number | null | undefined, whole: number, absent: number | null): Figure {
  if (!(whole > 0) || !finite(part)) return { metric, raw: null, format: PERCENT, computation: null, n: whole, leftOut: absent }
  return { metric, raw: part / whole, format: PERCENT, computation: { kind: 'ratio', part, whole }, n: whole, leftOut: absent }
}

/** 优秀率 … 低分率 = (students beyond the line) / N. */
export const rateFigure = (metric: RateMetric, part: number, n: number, absent: number | null): Figure => shareFigure(metric, part, n, absent)

/** The students a stated rate of N students counts (a rate is a count over N). */
export const countOfRate = (rate: number, n: number): number => Math.round(rate * n)

/** A rate a platform states for N students, as a count over N. */
export const statedRateFigure = (metric: RateMetric, rate: number | null | undefined, n: number, absent: number | null): Figure =>
  finite(rate) ? rateFigure(metric, countOfRate(rate, n), n, absent) : { metric, raw: null, format: PERCENT, computation: null, n, leftOut: absent }

/** 最高分 / 最低分: a score as it was recorded. */
export const extremeFigure = (metric: 'max' | 'min', score: number | null | undefined, n: number, absent: number | null): Figure => ({
  metric,
  raw: finite(score) ? score : null,
  format: SCORE,
  computation: finite(score) ? { kind: 'observed', value: score } : null,
  n,
  leftOut: absent,
})

/** 难度 = x̄ / W, 2 decimals. */
export function difficultyFigure(mean: number | null | undefined, full: number, n: number, absent: number | null): Figure {
  if (!finite(mean) || !(full > 0)) return { metric: 'difficulty', raw: null, format: FIXED, computation: null, n, leftOut: absent }
  return { metric: 'difficulty', raw: mean / full, format: FIXED, computation: { kind: 'quotient', numerator: mean, denominator: full }, n, leftOut: absent }
}

/** 题目难度（得分率） = the item's mean / its full score, shown as a rate (得分率) or as a difficulty (2 decimals). */
export function itemDifficultyFigure(mean: number | null | undefined, full: number, n: number, format: NumberFormat): Figure {
  if (!finite(mean) || !(full > 0)) return { metric: 'itemDifficulty', raw: null, format, computation: null, n, leftOut: null }
  return { metric: 'itemDifficulty', raw: mean / full, format, computation: { kind: 'quotient', numerator: mean, denominator: full }, n, leftOut: null }
}

export type MasteryMetric = 'knowledgeMastery' | 'abilityMastery'

/**
 * 知识点 / 能力掌握度 = Σ得分 / Σ满分 over the items that test the point = x̄ / W: every student with a score
 * has a score on every item (a 未考's are empty), so Σ满分 = N·W and the platform's stated mastery m gives
 * the point's mean score x̄ = m·W. A student's own (n null): their score on the point's items over W.
 */
export function masteryFigure(metric: MasteryMetric, mastery: number | null | undefined, full: number, n: number | null): Figure {
  if (!finite(mastery) || !(full > 0)) return { metric, raw: null, format: PERCENT, computation: null, n, leftOut: null }
  const mean = mastery * full
  return { metric, raw: mean / full, format: PERCENT, computation: { kind: 'quotient', numerator: mean, denominator: full }, n, leftOut: null }
}

/** 分值 of a knowledge point or ability: Σ 题目满分 of its items, as the paper sets it (no students). */
export const pointFullFigure = (full: number | null | undefined): Figure => ({
  metric: 'pointFull',
  raw: finite(full) ? full : null,
  format: SCORE,
  computation: finite(full) ? { kind: 'observed', value: full } : null,
  n: null,
  leftOut: null,
})

export type PlatformMetric =
  | 'standardDeviation' | 'median' | 'skewness' | 'discrimination' | 'variationCoefficient' | 'reliability'
  | 'itemDifficulty' | 'itemDiscrimination' | 'itemTotalCorrelation' | 'knowledgeMastery' | 'overMeanRate'

/** A statistic the platform computed from the scores themselves (标准差, 中位数 …): the BFF rounds it. */
export const platformFigure = (metric: PlatformMetric, value: number | null | undefined, format: NumberFormat, n: number, absent: number | null): Figure => ({
  metric,
  raw: finite(value) ? value : null,
  format,
  computation: finite(value) ? { kind: 'platform', value } : null,
  n,
  leftOut: absent,
})

/** 排名 / 平均分排名 = 1 + the number strictly ahead (competition ranking). */
export const rankFigure = (metric: 'rank' | 'meanRank', rank: number | null | undefined, n: number | null, absent: number | null): Figure => ({
  metric,
  raw: finite(rank) ? rank : null,
  format: INTEGER,
  computation: finite(rank) && rank >= 1 ? { kind: 'rank', higher: rank - 1 } : null,
  n,
  leftOut: absent,
})

/** A student's own score (总分 or a paper's). */
export const scoreFigure = (metric: 'totalScore' | 'score', score: number | null | undefined): Figure => ({
  metric,
  raw: finite(score) ? score : null,
  format: SCORE,
  computation: finite(score) ? { kind: 'observed', value: score } : null,
  n: null,
  leftOut: null,
})

/** The differences 对比分析 shows: the unit's figure less the reference total's. */
export type DifferenceMetric = 'meanDiff' | 'excellentRateDiff' | 'passRateDiff'

/** A difference = the unit's figure − the reference's (of the same metric, each as its cell has it); null when either is unknown. */
export function differenceFigure(metric: DifferenceMetric, unit: Figure, reference: Figure): Figure {
  const known = unit.raw !== null && reference.raw !== null
  return {
    metric,
    raw: known ? unit.raw! - reference.raw! : null,
    format: unit.format,
    computation: known ? { kind: 'difference', value: unit.raw!, reference: reference.raw! } : null,
    n: unit.n,
    leftOut: unit.leftOut,
  }
}

/** 超均率 = (x̄ − x̄参照) / x̄参照 of the two mean figures; null when either is unknown or the reference mean is 0. */
export function overMeanFigure(unit: Figure, reference: Figure): Figure {
  const known = unit.raw !== null && reference.raw !== null && reference.raw !== 0
  return {
    metric: 'overMeanRate',
    raw: known ? (unit.raw! - reference.raw!) / reference.raw! : null,
    format: PERCENT,
    computation: known ? { kind: 'relative', value: unit.raw!, reference: reference.raw! } : null,
    n: unit.n,
    leftOut: unit.leftOut,
  }
}
