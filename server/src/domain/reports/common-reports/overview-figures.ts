import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import { absentFigure, countFigure, difficultyFigure, extremeFigure, headcountFigure, platformFigure, rankFigure, statedMeanFigure, type Figure } from '../../metrics/figures.ts'

/** The columns of 总体概况 (column key = the PaperStats field), in order. */
export const OVERVIEW_FIGURES = ['total', 'absent', 'mean', 'mean_rank', 'max', 'min', 'median', 'standardDeviation', 'difficulty', 'discrimination', 'cv', 'skewness', 'manfenCount', 'zeroCount'] as const
export type OverviewFigureKey = (typeof OVERVIEW_FIGURES)[number]

/**
 * overviewFigure(key, stats) = one figure of 总体概况 of one group on one paper, from the statistics the
 * platform states: counts and the mean as N and Σx / N, 难度 as x̄ / W, the spread and shape statistics
 * as the platform computed them from the scores (the BFF only rounds those).
 */
export function overviewFigure(key: OverviewFigureKey, stats: PaperStats | undefined): Figure {
  const n = stats?.total ?? 0
  const absent = stats?.absent ?? null
  switch (key) {
    case 'total':
      return headcountFigure(n, absent)
    case 'absent':
      return absentFigure(stats?.absent ?? 0, n)
    case 'mean':
      return statedMeanFigure(stats?.mean, n, absent)
    case 'mean_rank':
      return rankFigure('meanRank', stats?.mean_rank, n, absent)
    case 'max':
    case 'min':
      return extremeFigure(key, stats?.[key], n, absent)
    case 'median':
    case 'standardDeviation':
      return platformFigure(key, stats?.[key], { kind: 'score' }, n, absent)
    case 'discrimination':
    case 'skewness':
      return platformFigure(key, stats?.[key], { kind: 'fixed' }, n, absent)
    case 'cv':
      return platformFigure('variationCoefficient', stats?.cv, { kind: 'fixed' }, n, absent)
    case 'difficulty':
      return difficultyFigure(stats?.mean, stats?.manfen ?? 0, n, absent)
    case 'manfenCount':
      return countFigure('fullCount', stats?.manfenCount ?? 0, n, absent)
    case 'zeroCount':
      return countFigure('zeroCount', stats?.zeroCount ?? 0, n, absent)
  }
}
