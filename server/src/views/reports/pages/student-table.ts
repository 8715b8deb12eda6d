import type { TableColumn, TableView } from '@report/contracts/bff/table'
import type { PaperRef, StudentRow } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { RankDisplay } from '@report/contracts/upstream/reports/ranking'
import { orderPapers } from '../../../domain/reports/papers.ts'
import { paperCellKey, paperCellsOf, paperScoreColumns, rankColumnsFor, rankScopeOf, rankTitleOf, studentCellsOf, studentIdentityColumns, studentRankFigure, studentScoreFigure, studentSheetCellsOf, upstreamSortOf, type RankScopes } from '../../../domain/reports/student-cells.ts'
import { leafColumns } from '../../../domain/tables/columns.ts'
import type { CellRef, ExplainedFigure, ReportTableRequest, SheetPage } from '../define.ts'

/** Upstream sort of a student list from a table sort key (p{pindex}.score, name, xuehao, class, school). */
export function studentSort(request: ReportTableRequest): { sort?: { key: string; rule: 'asc' | 'desc'; pindex?: number } } {
  if (!request.sort) return {}
  const paper = upstreamSortOf(request.sort.key)
  if (paper) return { sort: { key: paper.key, pindex: paper.pindex, rule: request.sort.rule } }
  if (['name', 'xuehao', 'class', 'school'].includes(request.sort.key)) return { sort: { key: request.sort.key, rule: request.sort.rule } }
  return {}
}

export function pagingOf(request: ReportTableRequest): { offset: number; limit: number } {
  return { offset: (request.page - 1) * request.pageSize, limit: request.pageSize }
}

type StudentPage = { papers: readonly PaperRef[]; items: readonly StudentRow[]; total: number; display?: RankDisplay }

/** The columns of a student table and what decides its cells (papers in order, rank columns, 等级). */
function studentLayout(exam: Pick<ReportExamInfo, 'groups'>, data: StudentPage, options: { compact?: boolean }) {
  const papers = orderPapers(data.papers)
  const { ranks, level } = rankColumnsFor({ counties: exam.groups.county.length, schools: exam.groups.school.length }, data.display)
  const multiSchool = exam.groups.school.length > 1
  // Compact: ranks under 总分 only, each paper as one score column (short lists that must fit a page).
  const scoreColumns = options.compact
    ? [
        ...paperScoreColumns(papers.filter((p) => p.pindex === 0), ranks, level),
        ...papers.filter((p) => p.pindex !== 0).map((p) => ({ key: paperCellKey(p.pindex, 'score'), title: p.subject, format: { kind: 'score' as const }, align: 'right' as const })),
      ]
    : paperScoreColumns(papers, ranks, level)
  const columns: TableColumn[] = [...studentIdentityColumns({ school: multiSchool, county: exam.groups.county.length > 1 }), ...scoreColumns]
  return { papers, ranks, level, columns }
}

/** A page of students with their scores and ranks on every paper (the ranking table, spec 2 §3). */
export function studentTable(exam: Pick<ReportExamInfo, 'groups'>, data: StudentPage, request: ReportTableRequest, options: { compact?: boolean } = {}): TableView {
  const { papers, ranks, level, columns } = studentLayout(exam, data, options)
  const cellsOf = studentCellsOf(papers, ranks, level)
  return {
    columns,
    rows: data.items.map((student) => ({ key: student.key, cells: cellsOf(student) })),
    paging: { page: request.page, pageSize: request.pageSize, total: data.total },
    sort: request.sort,
  }
}

/** The same page for the download: studentTable's columns, each row its cells in leaf-column order. */
export function studentSheetPage(exam: Pick<ReportExamInfo, 'groups'>, data: StudentPage, options: { compact?: boolean } = {}): SheetPage {
  const { papers, ranks, level, columns } = studentLayout(exam, data, options)
  const cellsOf = studentSheetCellsOf(papers, ranks, level, leafColumns(columns).map(({ column }) => column))
  return { columns, rows: data.items.map(cellsOf), total: data.total }
}

/** What a paper cell key of a student table names: p{pindex}.score, or a rank p{pindex}.rank … */
function figureOfKey(key: string): { pindex: number; scope: keyof RankScopes | null } | null {
  const paper = upstreamSortOf(key)
  if (!paper) return null
  if (paper.key === 'score') return { pindex: paper.pindex, scope: null }
  const scope = rankScopeOf(paper.key)
  return scope ? { pindex: paper.pindex, scope } : null
}

/** The columns of a student table that are figures (scores and ranks): each opens into its explanation. */
export const studentFigureKeys = (table: TableView): string[] => leafColumns(table.columns).map(({ column }) => column.key).filter((key) => figureOfKey(key) !== null)

/**
 * A score or rank of a student of a student table (block|student|column) in the table's page `data`:
 * the same figures as its cells (studentScoreFigure, studentRankFigure); null for other cells.
 */
export function studentCellFigure(data: StudentPage, cell: CellRef): ExplainedFigure | null {
  const what = figureOfKey(cell.column)
  const student = what ? data.items.find((s) => s.key === cell.row) : undefined
  const paper = what ? data.papers.find((p) => p.pindex === what.pindex) : undefined
  if (!what || !student || !paper) return null
  const score = paperCellsOf(student)[what.pindex]
  const figure = what.scope ? studentRankFigure(what.scope, score) : studentScoreFigure(what.pindex, score)
  return { figure, context: { caption: `${student.name} · ${paper.subject} · ${what.scope ? rankTitleOf(what.scope) : '分数'}`, group: student.name } }
}
