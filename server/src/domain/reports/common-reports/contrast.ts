import { differenceFigure, overMeanFigure, scoreRateFigure, type Figure } from '../../metrics/figures.ts'

/**
 * 对比分析 figures of one unit against the reference total (analytics.md): 均分差 = x̄unit − x̄ref, 超均率 =
 * (x̄unit − x̄ref) / x̄ref, and the differences of the 优秀率 and 及格率, each from the two sides' figures as
 * their own cells show them. Unknown when either side is (nobody sat), and 超均率 also when the reference
 * mean is 0.
 */
export interface ContrastSide {
  mean: Figure
  excellent: Figure
  pass: Figure
}

/** The columns of 对比分析 per paper, in order. */
export const CONTRAST_FIGURES = ['mean', 'meanDiff', 'overMean', 'excellent', 'excellentDiff', 'pass', 'passDiff'] as const
export type ContrastFigureKey = (typeof CONTRAST_FIGURES)[number]

export function contrastFigure(what: ContrastFigureKey, unit: ContrastSide, reference: ContrastSide): Figure {
  switch (what) {
    case 'mean':
    case 'excellent':
    case 'pass':
      return unit[what]
    case 'meanDiff':
      return differenceFigure('meanDiff', unit.mean, reference.mean)
    case 'overMean':
      return overMeanFigure(unit.mean, reference.mean)
    case 'excellentDiff':
      return differenceFigure('excellentRateDiff', unit.excellent, reference.excellent)
    case 'passDiff':
      return differenceFigure('passRateDiff', unit.pass, reference.pass)
  }
}

/**
 * The radar's 得分率 of a group on a paper = x̄ / W, x̄ the group's 平均分 figure as its cell shows it (over
 * the same N); unknown when the mean is or W is 0.
 */
export const contrastScoreRate = (mean: Figure, manfen: number): Figure => scoreRateFigure(mean.raw, manfen, mean.n)
