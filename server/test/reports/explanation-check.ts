// The recomputation check of issue 36, shared by the reference exams' test (explanations.test.ts) and the
// imported exam's (explanations-imported.test.ts): for each route, every headline and a sample of each
// table's explainable cells (all cells of small tables) is opened into its explanation, and the figure
// recomputed from the explanation's own inputs must be the number the page shows; a few counts and rates
// are followed to their students, and the drill must list as many as the figure counted.

import type { Test } from 'tap'
import type { FigureComputation, FigureExplanation } from '@report/contracts/bff/metric-definition'
import { METRIC_CATALOGUE } from '@report/contracts/bff/metric-catalogue'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { CellValue, TableView } from '@report/contracts/bff/table'
import { leafColumns } from '../../src/domain/tables/columns.ts'
import { formatNumber } from '../../src/domain/tables/format-number.ts'
import { REPORT_PAGES } from '../../src/views/reports/pages/index.ts'

/** Pages whose table rows are students: their figures are a student's own score, ranks and item scores. */
const STUDENT_ROUTES = new Set(['report-ranking', 'lesson-report', 'report-matrix'])
/** Tables (route|block) whose rows are students, on those pages and beside other tables: a few columns of them. */
const STUDENT_TABLES = new Set(['report-ranking|ranking', 'lesson-report|students', 'report-matrix|matrix', 'class-report|students', 'total-report|top'])
/**
 * Pages without students behind their figures: the student tables' figures are each student's own score,
 * ranks and item scores (and the matrix's item means, which no drill lists); 学生分析's are one student's
 * own, and the class's and the exam's figures beside them, which the page opens into no drill.
 */
const WITHOUT_STUDENTS = new Set([...STUDENT_ROUTES, 'student-report'])
const SAMPLE_ROWS = 6
const DRILLS_PER_PAGE = 3

/** Every report page that explains its figures: a page that gains explain() is checked without a word here. */
export const EXPLAINED_ROUTES: readonly string[] = REPORT_PAGES.filter((page) => page.explain).map((page) => page.route)

/** A GET of the BFF as the signed-in user: path under /report/bff/, its query. */
export type BffGet = (path: string, params: Record<string, string>) => Promise<{ statusCode: number; body: string; json(): any }>

/** The figure from its inputs alone, by the formula the computation names. */
export function recompute(c: FigureComputation): number {
  switch (c.kind) {
    case 'count':
      return c.count
    case 'mean':
      return c.sum / c.n
    case 'ratio':
      return c.part / c.whole
    case 'quotient':
      return c.numerator / c.denominator
    case 'rank':
      return 1 + c.higher
    case 'observed':
    case 'platform':
      return c.value
    case 'difference':
      return c.value - c.reference
    case 'relative':
      return (c.value - c.reference) / c.reference
    case 'sum':
      return c.parts.reduce((sum, x) => sum + x, 0)
  }
}

/** Indices of a long list to check: every one of a short list; of a long one the first, last and a few between. */
function sampleIndices(length: number): number[] {
  if (length <= 12) return Array.from({ length }, (_, i) => i)
  const step = Math.floor(length / SAMPLE_ROWS)
  return [...new Set([0, ...Array.from({ length: SAMPLE_ROWS }, (_, i) => i * step), length - 1])]
}

/** Every row of a short table; of a long one its pinned rows (its totals and means), the first, last and a few between. */
function sampleRows(table: TableView): TableView['rows'] {
  const rows = table.rows
  if (rows.length <= 12) return rows
  const pinned = rows.flatMap((row, i) => (row.pinned ? [i] : []))
  return [...new Set([...pinned, ...sampleIndices(rows.length)])].map((i) => rows[i]!)
}

/** The explainable cells of a page as the client holds them: headlines, and sampled rows of each table's explain columns. */
function explainableCells(route: string, view: ReportPageView): Array<{ cell: string; shown: CellValue; paging?: Record<string, string> }> {
  const cells: Array<{ cell: string; shown: CellValue; paging?: Record<string, string> }> = []
  for (const block of view.blocks) {
    if (block.kind === 'stats') for (const item of block.items) if (item.cell) cells.push({ cell: item.cell, shown: item.value })
    if (block.kind !== 'table' || !block.table.explain) continue
    const columns = block.table.explain
    // Rows that are students: a few columns of a few of them.
    const picked = STUDENT_TABLES.has(`${route}|${block.id}`) ? columns.filter((_, i) => i % 3 === 0) : columns
    const paging = block.table.paging ? { page: String(block.table.paging.page), pageSize: String(block.table.paging.pageSize) } : undefined
    // A row without the column's cell (a means row has no rank) shows nothing to open.
    for (const row of sampleRows(block.table)) for (const key of picked) if (row.cells[key] !== undefined) cells.push({ cell: `${block.id}|${row.key}|${key}`, shown: row.cells[key]!, ...(paging ? { paging } : {}) })
  }
  return cells
}

interface ChartValue {
  cell: string
  value: number
  /** The chart draws in percent (unit %): 68 is the figure 0.68. */
  percent: boolean
  where: string
  paging?: Record<string, string>
}

/**
 * The values of a page's charts with the cell each opens into (a sample of a long chart's), and the values
 * that open into nothing: every value a chart draws is a figure of the page (issue 36).
 */
function chartValues(view: ReportPageView): { values: ChartValue[]; unexplained: string[] } {
  const values: ChartValue[] = []
  const unexplained: string[] = []
  for (const block of view.blocks) {
    if (block.kind !== 'chart') continue
    const { chart } = block
    const explain = chart.explain
    const paging = explain?.page && explain.pageSize ? { page: String(explain.page), pageSize: String(explain.pageSize) } : undefined
    const take = (cell: string | null | undefined, value: number | null | undefined, where: string, checked: boolean) => {
      if (value === null || value === undefined) return
      if (!cell) unexplained.push(where)
      else if (checked) values.push({ cell, value, where, percent: chart.unit === '%', ...(paging ? { paging } : {}) })
    }
    chart.series.forEach((series, s) => {
      if (chart.kind === 'scatter') {
        const points = series.points ?? []
        const picked = new Set(sampleIndices(points.length))
        points.forEach((point, i) => {
          const cells = explain?.points?.[s]?.[i]
          take(cells?.x, point.x, `${block.id} ${series.name} ${point.label ?? i} x`, picked.has(i))
          take(cells?.y, point.y, `${block.id} ${series.name} ${point.label ?? i} y`, picked.has(i))
        })
        return
      }
      const picked = new Set(sampleIndices(chart.labels.length))
      chart.labels.forEach((label, i) => take(explain?.cells[s]?.[i], series.values[i], `${block.id} ${series.name} ${label}`, picked.has(i)))
    })
  }
  return { values, unexplained }
}

/**
 * A chart's value states its figure: written as the page writes the figure (a chart in % draws 0.68 as 68),
 * it is the number the explanation shows.
 */
function chartMismatch(e: FigureExplanation, { value, percent }: ChartValue): string | null {
  const stated = formatNumber(percent ? value / 100 : value, e.format)
  return stated === e.shown ? null : `the chart draws ${value} (${stated}), the explanation shows ${e.shown}`
}

/** A cell that leads with a number shows a figure (a score, a rank, an objective item's '3 (B)'). */
const LEADING_FIGURE = /^[-+]?[0-9]/

/**
 * What a page shows as a number that is no statistic, by its column's or headline's title (or, for one
 * table's column, block|column), and why: the paper's configuration or an identifier, which no explanation
 * could add to (issue 36 asks it of figures).
 */
const NOT_FIGURES: Readonly<Record<string, string>> = {
  满分: "the paper's or the question's full marks as the paper sets them: configuration",
  题号: "the question's name on the paper: an identifier",
  对应题号: 'the names of the questions that test the point: identifiers',
  'scores|score': "得分分布's row label: a score the item can take, whose students the row's figures count",
}

/**
 * The table columns and headlines of a page whose cells lead with a number yet do not open into their
 * explanation (issue 36: every figure explains itself); text columns (学号) and NOT_FIGURES are no figure.
 */
function unexplainedFigures(view: ReportPageView): string[] {
  const missing: string[] = []
  for (const block of view.blocks) {
    if (block.kind === 'stats') {
      for (const item of block.items) if (!item.cell && !Object.hasOwn(NOT_FIGURES, item.label) && LEADING_FIGURE.test(String(item.value))) missing.push(`${block.id}: ${item.label}`)
    }
    if (block.kind !== 'table') continue
    const explained = new Set(block.table.explain ?? [])
    for (const { column } of leafColumns(block.table.columns)) {
      if (column.text || explained.has(column.key) || Object.hasOwn(NOT_FIGURES, column.title) || Object.hasOwn(NOT_FIGURES, `${block.id}|${column.key}`)) continue
      if (block.table.rows.some((row) => LEADING_FIGURE.test(String(row.cells[column.key] ?? '')))) missing.push(`${block.id}|${column.key} (${column.title})`)
    }
  }
  return missing
}

/**
 * The cell a page shows against its explanation: the explanation's cell (the figure and what the page
 * shows beside it, '3 (B)') or its figure; a cell that shows more than the figure leads with it.
 */
function cellMismatch(e: FigureExplanation, shown: CellValue): string | null {
  if (shown === '未考') return null
  const cell = e.cell ?? e.shown
  if (cell !== shown) return `the explanation shows ${cell}, the page ${shown}`
  if (e.cell !== undefined && e.raw !== null && String(e.cell).split(' ')[0] !== String(e.shown)) return `the cell ${e.cell} does not lead with the figure ${e.shown}`
  return null
}

/**
 * Checks every route of `routes` in one frame (`name` says which, for the messages). A page that only
 * states it has nothing to show for this exam (notices alone: 知识点分析 of a paper nobody tagged) has no
 * figure to explain; the routes that showed figures are returned, so a caller can require each route to
 * have shown some in one of its frames.
 */
export async function checkExplainedRoutes(t: Test, get: BffGet, name: string, frame: Record<string, string>, routes: readonly string[]): Promise<string[]> {
  const shown: string[] = []
  for (const route of routes) {
    const res = await get('report-page', { route, ...frame })
    if (res.statusCode !== 200) {
      t.fail(`${name} ${route}: ${res.statusCode}`)
      continue
    }
    const view = res.json().data as ReportPageView
    const cells = explainableCells(route, view)
    if (cells.length === 0 && view.blocks.length > 0 && view.blocks.every((b) => b.kind === 'notice')) {
      t.pass(`${name} ${route}: nothing to show on this exam (${view.blocks.map((b) => (b.kind === 'notice' ? b.text : '')).join(' ')})`)
      continue
    }
    t.ok(cells.length > 0, `${name} ${route}: figures to explain`)
    t.same(unexplainedFigures(view), [], `${name} ${route}: every figure of its tables and headlines opens into its explanation`)
    const charts = chartValues(view)
    t.same(charts.unexplained, [], `${name} ${route}: every value a chart draws opens into its explanation`)
    for (const point of charts.values) {
      const { cell, where, paging } = point
      const answer = await get('report-explain', { route, ...frame, cell, ...paging })
      if (answer.statusCode !== 200) t.fail(`${name} ${route} chart ${where} (${cell}): ${answer.statusCode} ${answer.body.slice(0, 200)}`)
      else {
        const mismatch = chartMismatch(answer.json().data as FigureExplanation, point)
        if (mismatch) t.fail(`${name} ${route} chart ${where} (${cell}): ${mismatch}`)
      }
    }
    shown.push(route)
    let checked = 0
    let followed = 0
    for (const { cell, shown, paging } of cells) {
      const answer = await get('report-explain', { route, ...frame, cell, ...paging })
      if (answer.statusCode !== 200) {
        t.fail(`${name} ${route} ${cell}: ${answer.statusCode} ${answer.body.slice(0, 200)}`)
        continue
      }
      const e = answer.json().data as FigureExplanation
      const mismatch = cellMismatch(e, shown)
      if (mismatch) t.fail(`${name} ${route} ${cell}: ${mismatch}`)
      if (e.computation) {
        const again = formatNumber(recompute(e.computation), e.format)
        if (again !== e.shown) t.fail(`${name} ${route} ${cell}: ${JSON.stringify(e.computation)} gives ${again}, shown ${e.shown}`)
        if (e.raw === null) t.fail(`${name} ${route} ${cell}: a computation without a raw value`)
      } else if (e.shown !== '--' && shown !== '未考') t.fail(`${name} ${route} ${cell}: ${e.shown} without inputs`)
      if (e.definition.term !== METRIC_CATALOGUE[e.metric as keyof typeof METRIC_CATALOGUE].term) t.fail(`${cell}: the definition is not the catalogue's`)
      // The students behind a count or a rate: the drill lists as many as the figure counted (a few per page).
      // 实考人数's students are the group's whole list (overview filter all), its 未考 listed as such.
      const counted = e.computation?.kind === 'count' ? e.computation.count + (e.metric === 'headcount' ? (e.population.leftOut ?? 0) : 0) : e.computation?.kind === 'ratio' ? e.computation.part : null
      if (e.drill && counted !== null && followed < DRILLS_PER_PAGE) {
        followed++
        const drill = await get('report-drill', e.drill)
        if (drill.statusCode !== 200) t.fail(`${name} ${route} ${cell}: drill ${drill.statusCode}`)
        else if (drill.json().data.paging.total !== counted) t.fail(`${name} ${route} ${cell}: the drill lists ${drill.json().data.paging.total} students, the figure counted ${counted}`)
      }
      checked++
    }
    if (!WITHOUT_STUDENTS.has(route)) t.ok(followed > 0, `${name} ${route}: ${followed} figures followed to their students`)
    t.equal(checked, cells.length, `${name} ${route}: ${checked} figures recomputed from their explanations`)
  }
  return shown
}
