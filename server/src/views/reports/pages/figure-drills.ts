import type { RateKind } from '@report/contracts/upstream/reports/rates'
import type { Figure } from '../../../domain/metrics/figures.ts'
import type { ReportContext } from '../report-context.ts'

/** Whose list a figure of a group on a paper opens: a rate's (and its count's), 实考's (all, 未考 listed as such), 未考's. */
export type FigureStudents = RateKind | 'all' | 'absent'

/** The students a figure counted: a count's, a share's part; 实考's list also shows its 未考. */
function listed(figure: Figure, students: FigureStudents): number {
  const c = figure.computation
  if (c?.kind === 'count') return c.count + (students === 'all' ? (figure.leftOut ?? 0) : 0)
  return c?.kind === 'ratio' ? c.part : 0
}

/**
 * groupFigureDrill(ctx, figure, …) = the drill dialog's parameters of the students behind a figure of a
 * group on a paper (issue 36), the lists the tables' own count cells open: the rate drill for a rate and
 * its 达线人数, the overview lists for 实考 and 未考; null when the figure counted nobody. The caller
 * decides whether the group is wholly in view (a drill lists the group's students in view).
 */
export function groupFigureDrill(ctx: ReportContext, figure: Figure, at: { tgkey: string; pindex: number; students: FigureStudents; caption: string }): Record<string, string> | null {
  if (listed(figure, at.students) === 0) return null
  const caption = at.caption.slice(0, 80)
  if (at.students === 'all' || at.students === 'absent') return ctx.drill('overview', { tgkey: at.tgkey, pindex: at.pindex, filter: at.students, caption })
  return ctx.drill('rate', { tgkey: at.tgkey, pindex: at.pindex, rate: at.students, caption })
}
