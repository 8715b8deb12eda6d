import type { ChartExplain } from '@report/contracts/bff/chart'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { SegmentsData } from '@report/contracts/upstream/reports/segments'
import { segmentLabel } from '../../../domain/reports/common-reports/bands.ts'
import { segmentFigure } from '../../../domain/reports/common-reports/unit-figures.ts'
import { wholeInView } from '../../../domain/reports/units.ts'
import { blockChartExplain } from '../chart-explain.ts'
import type { CellRef, ExplainedFigure } from '../define.ts'
import type { ReportContext } from '../report-context.ts'

// The bars of a score-segments chart (学校分析, 总体分析报告, 学科分析) are no cell of a table of their page:
// each opens as a cell of the chart itself, block|s{i}|group key, segment i's count of that group.

/** A segments chart's cells: per group (series), per shown segment index (label), block|s{i}|group key. */
export const segmentChartExplain = (block: string, groups: readonly string[]) => (shown: readonly number[]): ChartExplain =>
  blockChartExplain(block, shown.map((i) => `s${i}`), groups)

/** What the segments answer a chart was drawn from holds. */
type Segments = Pick<SegmentsData, 'paper' | 'step' | 'segments' | 'totals' | 'items'>

/**
 * A bar of a segments chart (block|s{i}|group key): segmentFigure of the group's row of the answer the
 * chart was drawn from, its students the segment drill (as 分数段分析's cells) where the group is wholly
 * in view; `lkschool` focuses the drill on the school the answer was asked for.
 */
export function explainSegmentBar(
  ctx: ReportContext,
  exam: ReportExamInfo,
  cell: CellRef,
  data: Segments,
  focus: { lkschool?: string; name?: (group: GroupRef) => string } = {},
): ExplainedFigure | null {
  const i = /^s([0-9]{1,3})$/.exec(cell.row)?.[1]
  const segment = i === undefined ? undefined : data.segments[Number(i)]
  const row = [...data.totals, ...data.items].find((r) => r.group.key === cell.column)
  const figure = row && segment ? segmentFigure(cell.row, row, false) : null
  if (!row || !segment || !figure) return null
  const name = focus.name?.(row.group) ?? row.group.name
  const caption = `${name} · ${data.paper.subject} · ${segmentLabel(segment, i === '0')}`.slice(0, 80)
  const drill = figure.raw && wholeInView(row.group, exam)
    ? ctx.drill('segment', { lkschool: focus.lkschool, tgkey: row.group.key, pindex: data.paper.pindex, lower: segment.lower, step: data.step, cumulative: false, caption })
    : null
  return { figure, context: { caption, group: name, drill } }
}
