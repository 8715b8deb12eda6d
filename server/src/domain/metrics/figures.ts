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
  | 'optionCount' | 'blankCount' | 'itemScoreCount'
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

/**
 * A group's 平均分 as a platform states it beside the group's N: Σx / N when N is stated; a platform that
 * does not state N (0, the default of an unstated count) gives the mean alone, which the BFF can only show.
 */
export const groupMeanFigure = (mean: number | null | undefined, n: number): Figure =>
  n > 0 ? statedMeanFigure(mean, n, null) : { metric: 'mean', raw: finite(mean) ? mean : null, format: SCORE, computation: finite(mean) ? { kind: 'platform', value: mean } : null, n: null, leftOut: null }

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

/** 参考人数 = N + 未考: every student the group has, those without a score too (its students are the whole list). */
export const enrolledFigure = (n: number | null | undefined, absent: number | null | undefined): Figure => {
  const count = finite(n) && finite(absent) ? n + absent : null
  return { metric: 'enrolled', raw: count, format: INTEGER, computation: count === null ? null : { kind: 'count', count }, n: count, leftOut: null }
}

/** The counts of things other than students: papers, units, questions, a point's questions. */
export type TallyMetric = 'subjectCount' | 'unitCount' | 'missedPapers' | 'questionCount' | 'goodDiscriminationCount' | 'poorDiscriminationCount' | 'pointQuestions'

/** A count of papers, units or questions (科目数, 班级数, 缺考科数, 题量 …): over no group of students. */
export const tallyFigure = (metric: TallyMetric, count: number | null | undefined): Figure => ({
  metric,
  raw: finite(count) ? count : null,
  format: INTEGER,
  computation: finite(count) ? { kind: 'count', count } : null,
  n: null,
  leftOut: null,
})

/** 科目数: the exam's papers (总分 is none). */
export const subjectCountFigure = (papers: number): Figure => tallyFigure('subjectCount', papers)

/** 整卷得分率 = Σx̄ᵢ / W: the questions' means add up to the paper's; null when any question has none. */
export function paperScoreRateFigure(means: ReadonlyArray<number | null>, full: number): Figure {
  const known = means.length > 0 && means.every(finite) && full > 0
  const sum = known ? (means as number[]).reduce((s, m) => s + m, 0) : 0
  return { metric: 'paperScoreRate', raw: known ? sum / full : null, format: PERCENT, computation: known ? { kind: 'quotient', numerator: sum, denominator: full } : null, n: null, leftOut: null }
}

/** 平均区分度 = ΣDᵢ / k over the k questions that have a 区分度. */
export function meanDiscriminationFigure(discriminations: ReadonlyArray<number | null>): Figure {
  const known = discriminations.filter(finite)
  const sum = known.reduce((s, d) => s + d, 0)
  return { metric: 'meanDiscrimination', raw: known.length > 0 ? sum / known.length : null, format: FIXED, computation: known.length > 0 ? { kind: 'mean', sum, n: known.length } : null, n: null, leftOut: null }
}

/** 难度 = x̄ / W, 2 decimals. */
export function difficultyFigure(mean: number | null | undefined, full: number, n: number, absent: number | null): Figure {
  if (!finite(mean) || !(full > 0)) return { metric: 'difficulty', raw: null, format: FIXED, computation: null, n, leftOut: absent }
  return { metric: 'difficulty', raw: mean / full, format: FIXED, computation: { kind: 'quotient', numerator: mean, denominator: full }, n, leftOut: absent }
}

/** 题目难度（得分率） = the item's mean / its full score, shown as a rate (得分率) or as a difficulty (2 decimals). */
export function itemDifficultyFigure(mean: number | null | undefined, full: number, n: number | null, format: NumberFormat): Figure {
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

/** 有效分 (a paper's, or the 总分's line): the score at the line's share, as the answer states it (本科第 k 高分). */
export const effectiveScoreFigure = (score: number | null | undefined): Figure => ({
  metric: 'effectiveScore',
  raw: finite(score) ? score : null,
  format: SCORE,
  computation: finite(score) ? { kind: 'observed', value: score } : null,
  n: null,
  leftOut: null,
})

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
  // 小分矩阵's item means (the answer states no N)
  | 'itemMean'

/** A statistic the platform computed from the scores themselves (标准差, 中位数 …): the BFF rounds it. n null: one student's own, or a group whose N the answer does not state. */
export const platformFigure = (metric: PlatformMetric, value: number | null | undefined, format: NumberFormat, n: number | null, absent: number | null): Figure => ({
  metric,
  raw: finite(value) ? value : null,
  format,
  computation: finite(value) ? { kind: 'platform', value } : null,
  n,
  leftOut: absent,
})

/** 排名 / 平均分排名 / a rate's rank among units = 1 + the number strictly ahead (competition ranking). */
export const rankFigure = (metric: 'rank' | 'meanRank' | 'rateRank', rank: number | null | undefined, n: number | null, absent: number | null): Figure => ({
  metric,
  raw: finite(rank) ? rank : null,
  format: INTEGER,
  computation: finite(rank) && rank >= 1 ? { kind: 'rank', higher: rank - 1 } : null,
  n,
  leftOut: absent,
})

/** A student's own score (总分, a paper's, or an item's as the answer sheet's marking recorded it). */
export const scoreFigure = (metric: 'totalScore' | 'score' | 'itemScore', score: number | null | undefined): Figure => ({
  metric,
  raw: finite(score) ? score : null,
  format: SCORE,
  computation: finite(score) ? { kind: 'observed', value: score } : null,
  n: null,
  leftOut: null,
})

/**
 * 得分率 = x / W: a student's score over the full marks (n null), or a group's mean over them (n its N),
 * shown as a rate.
 */
export function scoreRateFigure(score: number | null | undefined, full: number, n: number | null = null): Figure {
  if (!finite(score) || !(full > 0)) return { metric: 'scoreRate', raw: null, format: PERCENT, computation: null, n, leftOut: null }
  return { metric: 'scoreRate', raw: score / full, format: PERCENT, computation: { kind: 'quotient', numerator: score, denominator: full }, n, leftOut: null }
}

/** 失分 = the item's full marks − the student's score on it. */
export function itemLostFigure(full: number, got: number | null | undefined): Figure {
  const known = finite(got) && finite(full)
  return { metric: 'itemLost', raw: known ? full - got : null, format: SCORE, computation: known ? { kind: 'difference', value: full, reference: got } : null, n: null, leftOut: null }
}

/** A paper's mean as the sum of its items' means (小分矩阵's 平均分 row); null when an item has none. */
export function itemMeanSumFigure(means: ReadonlyArray<number | null | undefined>): Figure {
  const parts = means.filter(finite)
  const known = parts.length > 0 && parts.length === means.length
  return { metric: 'itemMeanSum', raw: known ? parts.reduce((sum, m) => sum + m, 0) : null, format: SCORE, computation: known ? { kind: 'sum', parts } : null, n: null, leftOut: null }
}

/**
 * The differences 对比分析, 学校分析, 班级分析 and 教师教学质量 show (the unit's figure less the reference's),
 * and a student's 与总分名次差 (the paper's 全体 rank less the 总分's).
 */
export type DifferenceMetric = 'meanDiff' | 'excellentRateDiff' | 'goodRateDiff' | 'passRateDiff' | 'lowRateDiff' | 'rankGap'

/**
 * A difference = the unit's figure − the reference's (of the same metric, each as its cell has it); null
 * when either is unknown, or when there is no reference (the reference's own row).
 */
export function differenceFigure(metric: DifferenceMetric, unit: Figure, reference: Figure | null): Figure {
  const known = unit.raw !== null && reference !== null && reference.raw !== null
  return {
    metric,
    raw: known ? unit.raw! - reference!.raw! : null,
    format: unit.format,
    computation: known ? { kind: 'difference', value: unit.raw!, reference: reference!.raw! } : null,
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
