import type { ChartView } from '@report/contracts/bff/chart'
import type { UnitLevel } from '@report/contracts/upstream/reports/common'
import type { OverviewData } from '@report/contracts/upstream/reports/overview'
import { referenceTotal } from '../../../../domain/reports/units.ts'
import { roundHalfUp } from '../../../../domain/tables/format-number.ts'
import { sortByClassName } from '../../../../domain/tables/class-order.ts'
import type { ReportContext } from '../../report-context.ts'
import { unitLabel } from '../filters.ts'

/** A chart stays readable up to about this many bars. */
export const CHART_UNITS = 40

/**
 * 平均分 of every unit of the level on the paper, with the view's total as a line to compare against. Over
 * CHART_UNITS units only the highest means are drawn (the title says so); classes in natural order.
 */
export async function unitMeanChart(ctx: ReportContext, level: UnitLevel, pindex: number, subject: string): Promise<{ title: string; chart: ChartView }> {
  const first = await ctx.call('overview', { level, pindex, offset: 0, limit: CHART_UNITS })
  const top = first.total > CHART_UNITS
  const data = top ? await ctx.call('overview', { level, pindex, offset: 0, limit: CHART_UNITS, sort: { key: 'mean', rule: 'desc', pindex } }) : first
  const items = level === 'class' && !top ? sortByClassName(data.items, (row) => row.group.name) : data.items
  const mean = (row: OverviewData['items'][number]) => {
    const value = row.stats.find((s) => s.pindex === pindex)?.mean
    return value === null || value === undefined ? null : roundHalfUp(value, 2)
  }
  const total = referenceTotal(data.totals, 'class')
  const unit = unitLabel(level)
  const title = top ? `${subject}平均分（平均分最高的 ${CHART_UNITS} 个${unit}）` : `各${unit}${subject}平均分`
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
    },
  }
}
