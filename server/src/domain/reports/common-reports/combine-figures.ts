import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import type { PaperRates } from '@report/contracts/upstream/reports/rates'
import type { Figure } from '../../metrics/figures.ts'
import { overviewFigure } from './overview-figures.ts'
import { rateTableFigure } from './unit-figures.ts'

/** The figures 综合报表 shows of each paper: 平均分, its rank among the exam's units, 优秀率 and 及格率. */
export const COMBINE_FIGURES = ['mean', 'rank', 'excellent', 'pass'] as const
export type CombineFigureKey = (typeof COMBINE_FIGURES)[number]

/** What a 综合报表 cell key names: p{pindex}.{figure}. */
export function combineCellOf(key: string): { pindex: number; what: CombineFigureKey } | null {
  const m = /^p([0-9]{1,2})\.(mean|rank|excellent|pass)$/.exec(key)
  return m ? { pindex: Number(m[1]), what: m[2] as CombineFigureKey } : null
}

/**
 * combineFigure(what, stats, rates) = one figure of a unit on one paper of 综合报表, by 总体概况's functions
 * (Σx / N, 平均分排名) and 三率's (达线人数 / N).
 */
export function combineFigure(what: CombineFigureKey, stats: PaperStats | undefined, rates: PaperRates | undefined): Figure {
  switch (what) {
    case 'mean':
      return overviewFigure('mean', stats)
    case 'rank':
      return overviewFigure('mean_rank', stats)
    default:
      return rateTableFigure(`${what}.rate`, rates)!
  }
}
