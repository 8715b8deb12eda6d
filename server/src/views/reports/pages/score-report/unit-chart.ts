import type { ChartView } from '@report/contracts/bff/chart'
import type { UnitLevel } from '@report/contracts/upstream/reports/common'
import type { OverviewData, OverviewRow } from '@report/contracts/upstream/reports/overview'
import { shown, type Figure } from '../../../../domain/metrics/figures.ts'
import { unitScoreFigure } from '../../../../domain/reports/score-report/unit-scores.ts'
import { referenceTotal } from '../../../../domain/reports/units.ts'
import { sortByClassName } from '../../../../domain/tables/class-order.ts'
import { cellId } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { unitLabel } from '../filters.ts'

/** A chart stays readable up to about this many bars. */
export const CHART_UNITS = 40

/** The chart's block id: its units' means open as means|group|mean (they need not be on the table's page). */
export const MEANS_CHART_ID = 'means'

/**
 * The overview answer the chart draws: the level's first CHART_UNITS units in roster order, or, when there
 * are more, the CHART_UNITS highest means (top).
 */
export async function chartAnswer(ctx: ReportContext, level: UnitLevel, pindex: number): Promise<{ top: boolean; data: OverviewData }> {
  const first = await ctx.call('overview', { level, pindex, offset: 0, limit: CHART_UNITS })
  const top = first.total > CHART_UNITS
  return { top, data: top ? await ctx.call('overview', { level, pindex, offset: 0, limit: CHART_UNITS, sort: { key: 'mean', rule: 'desc', pindex } }) : first }
}

/** A unit's 平均分 on the paper: the unit score table's figure (Σx / N). */
export const chartMeanFigure = (row: OverviewRow, pindex: number): Figure => unitScoreFigure('mean', row.stats.find((s) => s.pindex === pindex), undefined)!

/**
 * 平均分 of every unit of the level on the paper, with the view's total as a line to compare against. Over
 * CHART_UNITS units only the highest means are drawn (the title says so); classes in natural order. Each bar
 * opens into the unit's 平均分 (the chart's own cell: the table pages and sorts apart); the line, on every
 * label, into the one 平均分 cell of the total's row of `table`, pinned on each of its pages.
 */
export async function unitMeanChart(ctx: ReportContext, level: UnitLevel, pindex: number, subject: string, table: string): Promise<{ title: string; chart: ChartView }> {
  const { top, data } = await chartAnswer(ctx, level, pindex)
  const items = level === 'class' && !top ? sortByClassName(data.items, (row) => row.group.name) : data.items
  const mean = (row: OverviewRow) => {
    const value = shown(chartMeanFigure(row, pindex))
    return typeof value === 'number' ? value : null
  }
  const total = referenceTotal(data.totals, 'class')
  const unit = unitLabel(level)
  const title = top ? `${subject}平均分（平均分最高的 ${CHART_UNITS} 个${unit}）` : `各${unit}${subject}平均分`
  const totalCell = total ? cellId({ block: table, row: total.group.key, column: 'mean' }) : null
  return {
    title,
    chart: {
      kind: 'bar',
      labels: items.map((row) => row.group.name),
      series: [
        { name: '平均分', values: items.map(mean) },
        ...(total ? [{ name: `${total.group.name}平均分`, values: items.map(() => mean(total)), asLine: true }] : []),
      ],
      yTitle: '平均分',
      unit: '分',
      horizontal: level !== 'class' && items.length > 8,
      explain: {
        cells: [items.map((row) => cellId({ block: MEANS_CHART_ID, row: row.group.key, column: 'mean' })), ...(total ? [items.map(() => totalCell)] : [])],
      },
    },
  }
}
