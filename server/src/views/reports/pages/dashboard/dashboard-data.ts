import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { CellValue, NumberFormat, TableColumn } from '@report/contracts/bff/table'
import type { DashboardRow, ReportDashboardData } from '@report/contracts/upstream/reports/exam'
import { viewFigures, type ViewFigures, type ViewPaper } from '../../../../domain/reports/dashboard/view-figures.ts'
import { dashboardFigure, type DashboardFigureKey } from '../../../../domain/reports/dashboard/paper-figures.ts'
import { shown } from '../../../../domain/metrics/figures.ts'
import { smallFigure } from '../../../../domain/metrics/explanation.ts'
import { sortByClassName } from '../../../../domain/tables/class-order.ts'
import type { ReportContext } from '../../report-context.ts'

const derived = new WeakMap<ReportDashboardData, { figures: ViewFigures; units: DashboardRow[] }>()

/** The report home call, once per request (the page and its tables read the same answer). */
export function dashboardOf(ctx: ReportContext): Promise<ReportDashboardData> {
  return ctx.callOnce('dashboard')
}

/**
 * What the page's blocks share of one answer, worked out once per request (the dashboard is benchmarked):
 * the view's figures, and the units with classes in natural order (spec 2 §9), schools as listed.
 */
export function derivedOf(data: ReportDashboardData): { figures: ViewFigures; units: DashboardRow[] } {
  let out = derived.get(data)
  if (!out) {
    out = { figures: viewFigures(data), units: data.level === 'class' ? sortByClassName(data.units, (u) => u.group.name) : data.units }
    derived.set(data, out)
  }
  return out
}

/** 实考 … 及格率 of one paper of one group (the dashboard's figures): column title, headline label (none: not a headline), format. */
const FIGURES: ReadonlyArray<{ key: DashboardFigureKey; title: string; headline?: string; kind: NumberFormat['kind'] }> = [
  { key: 'total', title: '实考', headline: '参考人数', kind: 'integer' },
  { key: 'absent', title: '未考', headline: '未考人数', kind: 'integer' },
  { key: 'mean', title: '平均分', headline: '平均分', kind: 'score' },
  { key: 'max', title: '最高分', headline: '最高分', kind: 'score' },
  { key: 'min', title: '最低分', headline: '最低分', kind: 'score' },
  { key: 'difficulty', title: '难度', kind: 'fixed' },
  { key: 'excellentRate', title: '优秀率', headline: '优秀率', kind: 'percent' },
  { key: 'passRate', title: '及格率', headline: '及格率', kind: 'percent' },
]

export const FIGURE_COLUMNS: TableColumn[] = FIGURES.map((f) => ({ key: f.key, title: f.title, format: { kind: f.kind }, align: 'right', sortable: true }))
/** Every figure column opens into its explanation. */
export const FIGURE_KEYS: string[] = FIGURES.map((f) => f.key)
export const figureTitle = (key: string): string | undefined => FIGURES.find((f) => f.key === key)?.title

/** fullOf(data, pindex) = W of a paper of the dashboard. */
export const fullOf = (data: ReportDashboardData, pindex: number): number => data.papers.find((p) => p.pindex === pindex)?.manfen ?? 0

/** A paper's figures as cells, and the columns of its means and rates over fewer than 10 students. */
export function figureCells(p: ViewPaper | undefined, full: number): { cells: Record<string, CellValue>; small: string[] } {
  const figures = FIGURES.map((f) => [f.key, dashboardFigure(f.key, p, full)] as const)
  return { cells: Object.fromEntries(figures.map(([key, figure]) => [key, shown(figure)])), small: figures.filter(([, figure]) => smallFigure(figure)).map(([key]) => key) }
}

/**
 * Headline figures of the students in view on 总分; when they are not a whole reference total (a class
 * director's class), each figure's hint gives 全体's for comparison. Each opens into its explanation
 * (cell headline|0|<figure>).
 */
export function headlineStats(data: ReportDashboardData, id = 'headline'): ReportBlock {
  const { figures } = derivedOf(data)
  const full = fullOf(data, 0)
  const mine = figures.papers.find((p) => p.pindex === 0)
  const all = data.totals.find((r) => r.group.type === 'all')?.papers.find((p) => p.pindex === 0)
  const reference = figures.source === 'units' ? all : undefined
  const items = FIGURES.filter((f) => f.headline).map((f) => {
    const figure = dashboardFigure(f.key, mine, full)
    const item = { label: f.headline!, value: shown(figure), cell: `${id}|0|${f.key}`, ...(smallFigure(figure) ? { small: true } : {}) }
    return reference ? { ...item, hint: `全体 ${shown(dashboardFigure(f.key, reference, full))}` } : item
  })
  return {
    kind: 'stats',
    id,
    title: figures.source === 'units' ? `${figures.name} · 总分` : '总分',
    items,
  }
}
