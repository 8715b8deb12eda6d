import { absentFigure, difficultyFigure, extremeFigure, headcountFigure, meanFigure, rateFigure, statedMeanFigure, statedRateFigure, type Figure } from '../../metrics/figures.ts'
import type { ViewPaper } from './view-figures.ts'

/** The dashboard's figures of one paper of one group, in column order (实考 … 及格率). */
export const DASHBOARD_FIGURES = ['total', 'absent', 'mean', 'max', 'min', 'difficulty', 'excellentRate', 'passRate'] as const
export type DashboardFigureKey = (typeof DASHBOARD_FIGURES)[number]
export const isDashboardFigure = (key: string): key is DashboardFigureKey => (DASHBOARD_FIGURES as readonly string[]).includes(key)

/**
 * dashboardFigure(key, paper, W) = one figure of the dashboard: from the sums and counts when the view's
 * units were combined (view-figures.ts), else from the row the platform stated; 难度 = x̄ / W.
 */
export function dashboardFigure(key: DashboardFigureKey, paper: ViewPaper | undefined, full: number): Figure {
  const n = paper?.total ?? 0
  const absent = paper?.absent ?? null
  switch (key) {
    case 'total':
      return headcountFigure(n, absent)
    case 'absent':
      return absentFigure(paper?.absent ?? 0, n)
    case 'mean':
      return paper?.counts ? meanFigure(paper.counts.sum, n, absent) : statedMeanFigure(paper?.mean, n, absent)
    case 'max':
    case 'min':
      return extremeFigure(key, paper?.[key], n, absent)
    case 'difficulty':
      return difficultyFigure(paper?.mean, full, n, absent)
    case 'excellentRate':
      return paper?.counts ? rateFigure(key, paper.counts.excellent, n, absent) : statedRateFigure(key, paper?.excellentRate, n, absent)
    case 'passRate':
      return paper?.counts ? rateFigure(key, paper.counts.pass, n, absent) : statedRateFigure(key, paper?.passRate, n, absent)
  }
}
