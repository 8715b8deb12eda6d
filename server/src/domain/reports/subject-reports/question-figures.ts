import type { QuestionStats } from '@report/contracts/upstream/reports/questions'
import { countFigure, headcountFigure, itemDifficultyFigure, platformFigure, shareFigure, statedMeanFigure, tallyFigure, type Figure } from '../../metrics/figures.ts'
import { ebelVerdict } from './question-quality.ts'
import { FIXED, PERCENT, SCORE } from '../../tables/format-number.ts'

// The figures of the question pages (issue 36): one function per table reads a cell key and returns the
// figure with its inputs; the cell and its explanation both come from it.

/** The figure columns of a question-statistics row (question-rows.ts). */
export const QUESTION_FIGURE_KEYS = ['mean', 'rate', 'difficulty', 'discrimination', 'itemTotalR', 'fullRate', 'zeroRate'] as const

/**
 * A question's figure over a group: 平均分 as Σx / N, 得分率 and 难度 as x̄ / 题目满分 (one quotient shown
 * as a rate or with 2 decimals), 区分度 and 题总相关 as the platform computed them from the scores,
 * 满分率 and 零分率 as 人数 / N.
 */
export function questionFigure(key: string, q: QuestionStats): Figure | null {
  switch (key) {
    case 'count':
      return headcountFigure(q.count, null)
    case 'mean':
      return statedMeanFigure(q.mean, q.count, null)
    case 'rate':
      return itemDifficultyFigure(q.mean, q.score, q.count, PERCENT)
    case 'difficulty':
      return itemDifficultyFigure(q.mean, q.score, q.count, FIXED)
    case 'discrimination':
      return platformFigure('itemDiscrimination', q.discrimination, FIXED, q.count, null)
    case 'itemTotalR':
      return platformFigure('itemTotalCorrelation', q.itemTotalR, FIXED, q.count, null)
    case 'fullRate':
      return shareFigure('itemFullRate', q.fullCount, q.count, null)
    case 'zeroRate':
      return shareFigure('itemZeroRate', q.zeroCount, q.count, null)
    default:
      return null
  }
}

/** A unit's score rate on a question as the platform states it (the units' answers carry no sum). */
export const unitScoreRateFigure = (rate: number | null | undefined, n: number | null): Figure => platformFigure('itemDifficulty', rate, PERCENT, n, null)

/** A unit's answers to one question: 实考, 平均分, 得分率 (x̄ / 题目满分) and per option o.{letter}.count / .share. */
export interface QuestionUnitLine {
  count: number
  mean: number | null
  /** Per option, the students who chose it (null: unknown), over `base` students present. */
  options: ReadonlyArray<number | null>
  base: number
}

/** A cell of 各单位作答情况: the line's figures; the option share is 选择人数 / 作答人数 of the same line. */
export function unitAnswerFigure(key: string, line: QuestionUnitLine, full: number, letters: readonly string[]): Figure | null {
  if (key === 'count') return headcountFigure(line.count, null)
  if (key === 'mean') return statedMeanFigure(line.mean, line.count, null)
  if (key === 'rate') return itemDifficultyFigure(line.mean, full, line.count, PERCENT)
  const m = /^o\.([A-H])\.(count|share)$/.exec(key)
  const o = m ? letters.indexOf(m[1]!) : -1
  if (!m || o < 0) return null
  const count = line.options[o]
  return m[2] === 'count' ? countFigure('optionCount', count, line.base, null) : shareFigure('optionShare', count, line.base, null)
}

export const SCORE_FIGURE_KEYS = ['count', 'share', 'cumulative'] as const

/** 得分分布 of a hand-marked item, high to low: row i's students, their share and the share at or above its score. */
export function scoreRowFigure(key: string, scores: ReadonlyArray<{ score: number; count: number }>, i: number): Figure | null {
  const n = scores.reduce((sum, s) => sum + s.count, 0)
  const count = scores[i]?.count
  switch (key) {
    case 'count':
      return countFigure('itemScoreCount', count, n, null)
    case 'share':
      return shareFigure('itemScoreShare', count, n, null)
    case 'cumulative':
      return shareFigure('itemScoreShare', scores.slice(0, i + 1).reduce((sum, s) => sum + s.count, 0), n, null)
    default:
      return null
  }
}

/** A headline 标准差 of the item's score distribution (the BFF computes it from the distribution). */
export const distributionSdFigure = (sd: number | null, n: number): Figure => platformFigure('standardDeviation', sd, SCORE, n, null)

/**
 * 区分度优秀 / 需改进 of a paper = its questions whose 区分度 (2 decimals) is ≥ 0.40 / < 0.20, as the
 * questions' 质量评价 (ebelVerdict) has them; a question without a 区分度 is in neither.
 */
export function discriminationCountFigure(verdict: '优秀' | '需改进', discriminations: ReadonlyArray<number | null>): Figure {
  const count = discriminations.filter((d) => ebelVerdict(d) === verdict).length
  return tallyFigure(verdict === '优秀' ? 'goodDiscriminationCount' : 'poorDiscriminationCount', count)
}

/** 未作答人数 of an objective item over a group: its students present who left it blank (the option counts' base). */
export const blankFigure = (blank: number, base: number): Figure => countFigure('blankCount', blank, base, null)

/** A bar of 得分分布's chart (scoreBars): its students, one score's or a band's, over all who scored. */
export function scoreBarFigure(bars: ReadonlyArray<{ count: number }>, b: number): Figure | null {
  const n = bars.reduce((sum, bar) => sum + bar.count, 0)
  const bar = bars[b]
  return bar ? countFigure('itemScoreCount', bar.count, n, null) : null
}
