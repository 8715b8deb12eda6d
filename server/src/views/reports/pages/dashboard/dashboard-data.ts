import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { CellValue, TableColumn } from '@report/contracts/bff/table'
import type { DashboardRow, ReportDashboardData } from '@report/contracts/upstream/reports/exam'
import { viewFigures, type DashboardPaper, type ViewFigures } from '../../../../domain/reports/dashboard/view-figures.ts'
import { sortByClassName } from '../../../../domain/tables/class-order.ts'
import { formatNumber } from '../../../../domain/tables/format-number.ts'
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

type Kind = 'score' | 'fixed' | 'percent' | 'integer'
type FigureKey = Exclude<keyof DashboardPaper, 'pindex'>

/** 实考 … 及格率 of one paper of one group (the dashboard's figures): column title, headline label (none: not a headline), format. */
const FIGURES: ReadonlyArray<{ key: FigureKey; title: string; headline?: string; kind: Kind }> = [
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

export function figureCells(p: DashboardPaper | undefined): Record<string, CellValue> {
  return Object.fromEntries(FIGURES.map((f) => [f.key, formatNumber(p?.[f.key] ?? null, { kind: f.kind })]))
}

/**
 * Headline figures of the students in view on 总分; when they are not a whole reference total (a class
 * director's class), each figure's hint gives 全体's for comparison.
 */
export function headlineStats(data: ReportDashboardData, id = 'headline'): ReportBlock {
  const { figures } = derivedOf(data)
  const mine = figures.papers.find((p) => p.pindex === 0)
  const all = data.totals.find((r) => r.group.type === 'all')?.papers.find((p) => p.pindex === 0)
  const reference = figures.source === 'units' ? all : undefined
  const items = FIGURES.filter((f) => f.headline).map((f) => {
    const value = formatNumber(mine?.[f.key] ?? null, { kind: f.kind })
    return reference ? { label: f.headline!, value, hint: `全体 ${formatNumber(reference[f.key] ?? null, { kind: f.kind })}` } : { label: f.headline!, value }
  })
  return {
    kind: 'stats',
    id,
    title: figures.source === 'units' ? `${figures.name} · 总分` : '总分',
    items,
  }
}
