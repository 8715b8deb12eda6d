import type { ChartView } from '@report/contracts/bff/chart'
import type { MetricNote, MetricNoteKey } from '@report/contracts/bff/metric-notes'
import type { ReportBlock, ReportFilter, TableBlock } from '@report/contracts/bff/report-page'
import type { TableColumn, TableSort, TableView } from '@report/contracts/bff/table'
import type { XlsxCell } from '@report/contracts/bff/xlsx'
import type { ReportContext } from './report-context.ts'
import type { PaperLines } from '../../domain/metrics/line-legends.ts'
import type { Figure } from '../../domain/metrics/figures.ts'
import type { FigureContext } from '../../domain/metrics/explanation.ts'
import { withoutEmptyDrills } from '../../domain/reports/empty-drills.ts'
import { withDistinctTotals } from '../../domain/tables/duplicate-totals.ts'

/** One page (or, for export, one slice) of a table as the client or the export asks for it. */
export interface ReportTableRequest {
  page: number
  pageSize: number
  sort: TableSort | null
}

/**
 * A table of a report page, addressable by id: the page shows its first page, GET report-table serves
 * the others and its sorts, and the report-table export source pages through all of it.
 */
export interface ReportTableDef {
  id: string
  title: string
  /** The table's description: the page's, and the help centre's (help-articles.ts). */
  description?: string
  /**
   * The description the page shows when it depends on the exam (the lines its rates were counted with);
   * `description` stays the help centre's.
   */
  describe?(ctx: ReportContext): Promise<string>
  /**
   * Paging and sorting go to the upstream (long lists); otherwise `load` returns every row, paging null — or, for a
   * view with many units (pagesUnits), a page: the block is then remote.
   */
  remote: boolean
  virtual?: boolean
  stickyOffset?: number
  /** Collapse to 5 rows over 10 (local tables). */
  collapsible?: boolean
  load(ctx: ReportContext, request: ReportTableRequest): Promise<TableView>
  /**
   * The download's pages without the screen's row objects (a 60,000-row ranking, issue 22): `load`'s
   * columns and, per row, its cells in leaf-column order, the same values. Only for tables with no
   * pinned rows, whose rules below (drills, distinct totals) do not change a cell.
   */
  sheetPage?(ctx: ReportContext, request: ReportTableRequest): Promise<SheetPage>
}

/** One page of a table as the download writes it: rows of cells in leaf-column order. */
export interface SheetPage {
  columns: TableColumn[]
  rows: XlsxCell[][]
  /** Rows of the whole list. */
  total: number
}

export interface ReportPageBody {
  /** A title that depends on the exam (总体分析报告 by scale); default the page's own. */
  title?: string
  subtitle?: string
  filters: ReportFilter[]
  blocks: ReportBlock[]
  /**
   * The lines the page's rates were counted with (from the answer they come from): its 指标说明 of the
   * rates states these. Absent on a page that shows no rates.
   */
  lines?: readonly PaperLines[]
}

export interface PageKit {
  /** The table's first page as a block (with its 下载表格 reference when the user may download). */
  table(def: ReportTableDef, request?: Partial<ReportTableRequest>): Promise<TableBlock>
  chart(id: string, title: string, chart: ChartView, height?: number): ReportBlock
}

export interface ReportPageDef {
  /** The route name of spec 2 §2 (exam-routes.ts). */
  route: string
  title: string
  notes: readonly MetricNoteKey[]
  /** Notes of this page's own figures that the standard list (metric-notes.ts) lacks. */
  extraNotes?: readonly MetricNote[]
  /** Ranking and matrix (spec 2 §6): trial plans get the version tip instead of drilling and navigating. */
  trialTip?: boolean
  tables: readonly ReportTableDef[]
  build(ctx: ReportContext, kit: PageKit): Promise<ReportPageBody>
  /**
   * The figure of one cell with what the page knows of it (issue 36), worked out by the same function as
   * the page's cell; null when the cell is no figure of this page. `request` is the table's page and sort.
   */
  explain?(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null>
}

/** A figure of a page with what the page knows of it: the explanation is built from the two. */
export interface ExplainedFigure {
  figure: Figure
  context: FigureContext
}

/** A cell of a page: block id, row key, column key (cell = block|row|column). */
export interface CellRef {
  block: string
  row: string
  column: string
}

export const cellId = (cell: CellRef): string => `${cell.block}|${cell.row}|${cell.column}`
export function cellRefOf(id: string): CellRef | null {
  const first = id.indexOf('|')
  const last = id.lastIndexOf('|')
  if (first < 0 || last === first) return null
  return { block: id.slice(0, first), row: id.slice(first + 1, last), column: id.slice(last + 1) }
}

export const definePage = (page: ReportPageDef): ReportPageDef => page
/** The description a table shows on this page: its own for this exam (`describe`), else the fixed one. */
export const tableDescription = (def: ReportTableDef, ctx: ReportContext): Promise<string | undefined> => (def.describe ? def.describe(ctx) : Promise.resolve(def.description))
/** Every table a page defines, with the rules that hold for all of them applied to what `load` returns. */
export const defineTable = (table: ReportTableDef): ReportTableDef => ({ ...table, load: async (ctx, request) => withDistinctTotals(withoutEmptyDrills(await table.load(ctx, request))) })
