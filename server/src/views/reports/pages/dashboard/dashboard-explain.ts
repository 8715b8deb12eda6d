import type { DashboardRow } from '@report/contracts/upstream/reports/exam'
import type { RateKind } from '@report/contracts/upstream/reports/rates'
import { dashboardFigure, type DashboardFigureKey } from '../../../../domain/reports/dashboard/paper-figures.ts'
import type { ViewPaper } from '../../../../domain/reports/dashboard/view-figures.ts'
import { rateLine } from '../../../../domain/metrics/line-legends.ts'
import { statedLines } from '../../../../domain/reports/paper-lines.ts'
import { wholeInView } from '../../../../domain/reports/units.ts'
import type { ReportPageDef } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { dashboardOf, derivedOf, figureTitle, fullOf } from './dashboard-data.ts'
import { isDashboardFigure } from '../../../../domain/reports/dashboard/paper-figures.ts'

const RATE_OF: Partial<Record<DashboardFigureKey, RateKind>> = { excellentRate: 'excellent', passRate: 'pass' }

/** The students behind a figure of a group wholly in view: the counts' lists, the rates' students. */
function drillOf(ctx: ReportContext, key: DashboardFigureKey, tgkey: string, pindex: number, caption: string): Record<string, string> | null {
  const rate = RATE_OF[key]
  if (rate) return ctx.drill('rate', { tgkey, pindex, rate, caption })
  if (key === 'total') return ctx.drill('overview', { tgkey, pindex, filter: 'all', caption })
  if (key === 'absent') return ctx.drill('overview', { tgkey, pindex, filter: 'absent', caption })
  return null
}

/**
 * A figure of the dashboard (headline|0|key, papers|pindex|key, units|group|key), from the same answer
 * and the same dashboardFigure as the page's cell. The answer holds every unit, so a unit is found
 * whatever page and sort of the units table it was clicked on, and the unit-means chart (the highest and
 * lowest means, no one page of the table) names no page.
 */
export const explainDashboard: NonNullable<ReportPageDef['explain']> = async (ctx, cell) => {
  if (!isDashboardFigure(cell.column)) return null
  const key = cell.column
  const [data, exam] = await Promise.all([dashboardOf(ctx), ctx.exam()])
  const { figures, units } = derivedOf(data)
  let paper: ViewPaper | undefined
  let pindex = 0
  let group: DashboardRow['group'] | null = null
  let name = figures.name
  if (cell.block === 'headline' || cell.block === 'papers') {
    pindex = cell.block === 'headline' ? 0 : Number(cell.row)
    if (!data.papers.some((p) => p.pindex === pindex)) return null
    paper = figures.papers.find((p) => p.pindex === pindex)
    if (figures.source === 'total') group = [...data.totals].find((r) => r.group.name === figures.name)?.group ?? null
  } else if (cell.block === 'units') {
    const row = [...data.totals, ...units].find((r) => r.group.key === cell.row)
    if (!row) return null
    paper = row.papers.find((p) => p.pindex === 0)
    group = row.group
    name = row.group.name
  } else return null
  const subject = data.papers.find((p) => p.pindex === pindex)!.subject
  const figure = dashboardFigure(key, paper, fullOf(data, pindex))
  const caption = `${name} · ${subject} · ${figureTitle(key)}`
  const rate = RATE_OF[key]
  const lines = statedLines(data.papers, data.lines).find((l) => l.pindex === pindex)
  return {
    figure,
    context: {
      caption,
      group: name,
      line: rate && lines ? rateLine(rate, lines) : null,
      drill: group && wholeInView(group, exam) && (figure.raw ?? 0) > 0 ? drillOf(ctx, key, group.key, pindex, caption) : null,
    },
  }
}
