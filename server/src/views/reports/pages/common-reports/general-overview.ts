import type { NumberFormat, TableColumn, TableRow } from '@report/contracts/bff/table'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { OverviewRow, PaperStats } from '@report/contracts/upstream/reports/overview'
import { overviewFigure, type OverviewFigureKey } from '../../../../domain/reports/common-reports/overview-figures.ts'
import { shown } from '../../../../domain/metrics/figures.ts'
import { smallFigure } from '../../../../domain/metrics/explanation.ts'
import { wholeInView } from '../../../../domain/reports/units.ts'
import { blockChartExplain } from '../../chart-explain.ts'
import { definePage, defineTable, type ReportPageDef } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { CHART_UNITS, groupRow, unitMeanChart, unitPage, upstreamSort } from '../unit-rows.ts'
import { choicesOf, pageFilters } from './choices.ts'
import { unitLabel } from '../filters.ts'
import { pagingOf } from '../student-table.ts'

/** Column key = the PaperStats field = the upstream sort key (OVERVIEW_SORT_KEYS); 未考 is not sortable upstream. */
const STAT_COLUMNS: ReadonlyArray<{ key: OverviewFigureKey; title: string; format: NumberFormat; sortable: boolean; drill?: 'all' | 'full' | 'zero' | 'absent' }> = [
  { key: 'total', title: '实考人数', format: { kind: 'integer' }, sortable: true, drill: 'all' },
  { key: 'absent', title: '未考', format: { kind: 'integer' }, sortable: false, drill: 'absent' },
  { key: 'mean', title: '平均分', format: { kind: 'score' }, sortable: true },
  { key: 'mean_rank', title: '平均分排名', format: { kind: 'integer' }, sortable: true },
  { key: 'max', title: '最高分', format: { kind: 'score' }, sortable: true },
  { key: 'min', title: '最低分', format: { kind: 'score' }, sortable: true },
  { key: 'median', title: '中位数', format: { kind: 'score' }, sortable: true },
  { key: 'standardDeviation', title: '标准差', format: { kind: 'score' }, sortable: true },
  { key: 'difficulty', title: '难度', format: { kind: 'fixed' }, sortable: true },
  { key: 'discrimination', title: '区分度', format: { kind: 'fixed' }, sortable: true },
  { key: 'cv', title: '差异系数', format: { kind: 'fixed' }, sortable: true },
  { key: 'skewness', title: '偏度', format: { kind: 'fixed' }, sortable: true },
  { key: 'manfenCount', title: '满分人数', format: { kind: 'integer' }, sortable: true, drill: 'full' },
  { key: 'zeroCount', title: '零分人数', format: { kind: 'integer' }, sortable: true, drill: 'zero' },
]

const SORT_KEYS: Readonly<Record<string, string>> = Object.fromEntries(STAT_COLUMNS.filter((c) => c.sortable).map((c) => [c.key, c.key]))

const COLUMNS: TableColumn[] = STAT_COLUMNS.map((c) => ({ key: c.key, title: c.title, format: c.format, align: 'right' as const, sortable: c.sortable }))

/** The students behind a count of a group wholly in view (实考, 未考, 满分, 零分人数); null for other figures. */
function drillOf(ctx: ReportContext, group: OverviewRow['group'], stats: PaperStats | undefined, key: OverviewFigureKey, pindex: number, subject: string, exam: ReportExamInfo): Record<string, string> | null {
  const c = STAT_COLUMNS.find((x) => x.key === key)
  if (!c?.drill || !stats || !stats[c.key] || !wholeInView(group, exam)) return null
  return ctx.drill('overview', { tgkey: group.key, pindex, filter: c.drill, caption: `${group.name} · ${subject} · ${c.title}` })
}

function overviewRow(ctx: ReportContext, row: OverviewRow, pindex: number, subject: string, exam: ReportExamInfo): TableRow {
  const stats = row.stats.find((s) => s.pindex === pindex)
  const figures = STAT_COLUMNS.map((c) => [c.key, overviewFigure(c.key, stats)] as const)
  const cells = Object.fromEntries(figures.map(([key, figure]) => [key, shown(figure)]))
  const drills: NonNullable<TableRow['drills']> = {}
  for (const c of STAT_COLUMNS) {
    const drill = drillOf(ctx, row.group, stats, c.key, pindex, subject, exam)
    if (drill) drills[c.key] = drill
  }
  const out = groupRow(ctx, row.group, cells, drills)
  const small = figures.filter(([, figure]) => smallFigure(figure)).map(([key]) => key)
  return small.length ? { ...out, small } : out
}

/** 总体概况's figure of one cell (overview|group|column): the table's page, the same overviewFigure. */
const explainOverview: NonNullable<ReportPageDef['explain']> = async (ctx, cell, request) => {
  const column = STAT_COLUMNS.find((c) => c.key === cell.column)
  if (cell.block !== 'overview' || !column) return null
  const { exam, pindex, level, subject } = await choicesOf(ctx)
  const { sort } = upstreamSort(request, SORT_KEYS, pindex)
  const data = await ctx.call('overview', { pindex, level, ...pagingOf(request), ...(sort ? { sort } : {}) })
  const row = [...data.totals, ...data.items].find((r) => r.group.key === cell.row)
  if (!row) return null
  const stats = row.stats.find((s) => s.pindex === pindex)
  const caption = `${row.group.name} · ${subject} · ${column.title}`
  return {
    figure: overviewFigure(column.key, stats),
    context: { caption, group: row.group.name, drill: drillOf(ctx, row.group, stats, column.key, pindex, subject, exam), sigma: stats?.standardDeviation ?? null },
  }
}

const overviewTable = defineTable({
  id: 'overview',
  title: '各单位统计指标',
  description: '全体等合计行固定在顶部；点击实考、未考、满分、零分人数查看学生名单，点击表头排序。',
  remote: true,
  async load(ctx, request) {
    const { exam, pindex, level, subject } = await choicesOf(ctx)
    const { sort, applied } = upstreamSort(request, SORT_KEYS, pindex)
    const data = await ctx.call('overview', { pindex, level, ...pagingOf(request), ...(sort ? { sort } : {}) })
    return { ...unitPage(level, COLUMNS, data, (row) => overviewRow(ctx, row, pindex, subject, exam), request, applied), explain: STAT_COLUMNS.map((c) => c.key) }
  },
})

/** general-overview (总体概况): per unit the descriptive statistics of one paper, paged and sorted upstream. */
export const generalOverviewPage = definePage({
  route: 'general-overview',
  title: '总体概况',
  notes: ['headcount', 'absent', 'totalScore', 'mean', 'meanRank', 'max', 'min', 'median', 'standardDeviation', 'difficulty', 'discrimination', 'variationCoefficient', 'skewness', 'fullCount', 'zeroCount'],
  tables: [overviewTable],
  explain: explainOverview,
  async build(ctx, kit) {
    const choices = await choicesOf(ctx)
    const { pindex, level, subject } = choices
    const [table, chartData] = await Promise.all([kit.table(overviewTable), ctx.call('overview', { pindex, level, offset: 0, limit: CHART_UNITS })])
    const units = chartData.items
    // The chart's units are the table's first page at CHART_UNITS rows (roster order): their means open there.
    const explain = blockChartExplain(overviewTable.id, units.map((u) => u.group.key), ['mean'], { page: 1, pageSize: CHART_UNITS })
    const chart = unitMeanChart(units.map((u) => u.group.name), units.map((u) => u.stats.find((s) => s.pindex === pindex)?.mean), `${subject}平均分`, explain)
    return {
      filters: pageFilters(choices),
      blocks: [table, ...(units.length > 1 ? [kit.chart('unit-means', `各${unitLabel(level)}${subject}平均分${chartData.total > CHART_UNITS ? `（前 ${CHART_UNITS} 个）` : ''}`, chart)] : [])],
    }
  },
})
