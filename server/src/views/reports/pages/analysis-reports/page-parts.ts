import type { TableView } from '@report/contracts/bff/table'
import type { Figure } from '../../../../domain/metrics/figures.ts'
import type { FigureContext } from '../../../../domain/metrics/explanation.ts'
import type { PaperComparison } from '../../../../domain/reports/analysis-reports/paper-tables.ts'
import { comparisonFigure, groupScoreRateFigure, scoreRates } from '../../../../domain/reports/analysis-reports/paper-tables.ts'
import { rateKindOf, unitSummaryFigure } from '../../../../domain/reports/analysis-reports/report-figures.ts'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import type { PaperRates } from '@report/contracts/upstream/reports/rates'
import { rateLine } from '../../../../domain/metrics/line-legends.ts'
import { leafColumns } from '../../../../domain/tables/columns.ts'
import type { CellRef, ExplainedFigure } from '../../define.ts'
import type { ChartSeries, ChartExplain } from '@report/contracts/bff/chart'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import { blockChartExplain } from '../../chart-explain.ts'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { RateKind } from '@report/contracts/upstream/reports/rates'
import { RATE_TITLES } from '../../../../domain/reports/analysis-reports/paper-tables.ts'
import type { ReportContext } from '../../report-context.ts'
import type { PaperLines } from '../../../../domain/metrics/line-legends.ts'
import { ratesLines } from '../../../../domain/reports/paper-lines.ts'

// What the total, school, class and 新高考 reports share: the school's unit tables, a total by type,
// titles and the table shapes they repeat.

/** Classes of one school never come near this; the school and class reports read them in one call. */
export const CLASSES_LIMIT = 500

/** 总分 and every paper: one school's totals (all, qxall, sall) and its classes in view. */
export const schoolOverview = (ctx: ReportContext, schoolId: string) => ctx.callOnce('overview', { lkschool: schoolId, level: 'class', limit: CLASSES_LIMIT })
export const schoolRates = (ctx: ReportContext, schoolId: string) => ctx.callOnce('rates', { lkschool: schoolId, level: 'class', limit: CLASSES_LIMIT })

/** The lines one school's rates were counted with, as its rates answer states them (the 指标说明 of the school and class reports). */
export async function schoolRateLines(ctx: ReportContext, schoolId: string): Promise<PaperLines[]> {
  const [papers, rates] = await Promise.all([ctx.papers(), schoolRates(ctx, schoolId)])
  return ratesLines(papers, [...rates.totals, ...rates.items])
}

export function totalOfType<R extends { group: GroupRef }>(totals: readonly R[], type: GroupRef['type']): R | undefined {
  return totals.find((r) => r.group.type === type)
}

export function rateTitle(kind: RateKind): string {
  return RATE_TITLES.find(([k]) => k === kind)?.[1] ?? kind
}

/** The caption of a drill dialog: 一班 · 数学 · 优秀 (the dialog's title line, ≤ 80 characters). */
export function caption(...parts: string[]): string {
  return parts.join(' · ').slice(0, 80)
}

/** A local table holds every row; over ten it collapses (spec 2 §9). */
export function localTable(view: Pick<TableView, 'columns' | 'rows'>): TableView {
  return { ...view, paging: null, sort: null }
}

/** A table with nothing to show (no school or class in view, not a 新高考 exam). */
export function emptyTable(): TableView {
  return localTable({ columns: [], rows: [] })
}

/** The group chosen by the page's `group` filter among `options`, else the first. */
export function chosenGroup<G extends { key: string }>(ctx: ReportContext, options: readonly G[]): G | undefined {
  return options.find((g) => g.key === ctx.query.group) ?? options[0]
}

/**
 * A figure of a table of these reports (block|row|column), as the table shows it: the cell must be one the
 * table lists in `explain`; its caption names the group, the row (the table's first column: a subject, a
 * band) and the column's header path; its students are the cell's own drill. `figureOf` is the table's own
 * figure function over the same answer.
 */
export function explainedCell(
  table: TableView,
  cell: CellRef,
  group: string,
  figureOf: (row: string, column: string) => Figure | null,
  context: Pick<FigureContext, 'line' | 'sigma'> & { paper?: string } = {},
): ExplainedFigure | null {
  const row = table.rows.find((r) => r.key === cell.row)
  const leaf = leafColumns(table.columns).find((l) => l.column.key === cell.column)
  const first = table.columns[0]
  if (!row || !leaf || !first || !table.explain?.includes(cell.column)) return null
  const figure = figureOf(cell.row, cell.column)
  if (!figure) return null
  const label = String(row.cells[first.key] ?? '')
  const { paper, ...rest } = context
  const parts = [group, label === group ? '' : label, paper ?? '', leaf.path.join('')].filter((p) => p !== '')
  return { figure, context: { caption: caption(...parts), group, drill: row.drills?.[cell.column] ?? null, ...rest } }
}

/** The line a rate cell counted against on paper pindex (null for a cell that is no rate). */
export function rateLineOf(column: string, lines: readonly PaperLines[], pindex: number): FigureContext['line'] {
  const kind = rateKindOf(column)
  const paper = lines.find((l) => l.pindex === pindex)
  return kind && paper ? rateLine(kind, paper) : null
}

/**
 * A cell of paperComparisonTable (comparison|pindex|column): comparisonFigure over the same comparison the
 * table was built from; a reference's mean is that reference's figure.
 */
export function explainComparison(table: TableView, cell: CellRef, group: string, comparison: PaperComparison, lines: readonly PaperLines[]): ExplainedFigure | null {
  const pindex = Number(cell.row)
  const at = <T extends { pindex: number }>(items: readonly T[]): T | undefined => items.find((x) => x.pindex === pindex)
  const ref = /^ref([0-9])$/.exec(cell.column)?.[1]
  const own = at(comparison.subject.stats)
  const figureOf = (_row: string, key: string) => comparisonFigure(key, own, comparison.references.map((r) => at(r.stats)), at(comparison.subject.rates))
  const sigma = (ref === undefined ? own : at(comparison.references[Number(ref)]?.stats ?? []))?.standardDeviation ?? null
  return explainedCell(table, cell, ref === undefined ? group : (comparison.references[Number(ref)]?.label ?? group), figureOf, { line: rateLineOf(cell.column, lines, pindex), sigma })
}

/** A headline figure of the school and class reports: 总分's 实考, 平均分, its rank among its peers, 优秀率 and 及格率. */
export interface HeadlineItem {
  key: string
  label: string
  hint?: string
}

/** The school's or class's headline items; `rank` names its mean rank (校际排名, 班级排名). */
export const groupHeadline = (rank: HeadlineItem): HeadlineItem[] => [
  { key: 'total', label: '实考人数' },
  { key: 'mean', label: '总分平均分' },
  { key: 'rank', label: rank.label, ...(rank.hint ? { hint: rank.hint } : {}) },
  { key: 'excellent.rate', label: '总分优秀率' },
  { key: 'pass.rate', label: '总分及格率' },
]

/**
 * A headline figure (figures|group|key) of a school or class on 总分: unitSummaryFigure over its stats and
 * rates, as the headline's cells; a rate's students are the comparison table's own drill of 总分's count.
 */
export function explainGroupHeadline(
  cell: CellRef,
  items: readonly HeadlineItem[],
  own: { key: string; name: string; stats: PaperStats | undefined; rates: PaperRates | undefined },
  comparison: TableView,
  lines: readonly PaperLines[],
): ExplainedFigure | null {
  const item = items.find((h) => h.key === cell.column)
  if (!item || own.key !== cell.row) return null
  const kind = rateKindOf(item.key)
  const drill = kind ? (comparison.rows.find((r) => r.key === '0')?.drills?.[`${kind}.count`] ?? null) : null
  const figure = unitSummaryFigure(item.key, own.stats, own.rates)
  return figure ? { figure, context: { caption: caption(own.name, item.label), group: own.name, drill, line: rateLineOf(item.key, lines, 0), sigma: own.stats?.standardDeviation ?? null } } : null
}

/** A group of the 各科得分率 chart: its series name, the cell column its rates open as, whom they are of, its statistics per paper. */
export interface ScoreRateGroup {
  key: string
  name: string
  group: string
  stats: readonly PaperStats[]
}

/**
 * The 各科得分率 chart's series and cells (score-rates|pindex|group key): each value groupScoreRateFigure
 * of the group on the paper, no cell of a table of the page, so it opens as the chart's own.
 */
export function scoreRateSeries(papers: readonly PaperRef[], groups: readonly ScoreRateGroup[]): { series: ChartSeries[]; explain: ChartExplain } {
  return {
    series: groups.map((g) => ({ name: g.name, values: scoreRates(papers, g.stats) })),
    explain: blockChartExplain('score-rates', papers.map((p) => String(p.pindex)), groups.map((g) => g.key)),
  }
}

/** A value of the 各科得分率 chart (score-rates|pindex|group key): groupScoreRateFigure over the same statistics as the chart. */
export function explainScoreRate(cell: CellRef, papers: readonly PaperRef[], groups: readonly ScoreRateGroup[]): ExplainedFigure | null {
  const paper = papers.find((p) => String(p.pindex) === cell.row)
  const group = groups.find((g) => g.key === cell.column)
  if (!paper || !group) return null
  const figure = groupScoreRateFigure(paper, group.stats.find((x) => x.pindex === paper.pindex))
  return { figure, context: { caption: caption(group.group, paper.subject, '得分率'), group: group.group } }
}
