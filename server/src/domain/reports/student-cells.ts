import type { CellValue, TableColumn } from '@report/contracts/bff/table'
import type { PaperRef, ScoreCell, StudentRow } from '@report/contracts/upstream/reports/common'
import type { RankDisplay } from '@report/contracts/upstream/reports/ranking'
import type { XlsxCell } from '@report/contracts/bff/xlsx'
import { toCell } from '../tables/format-number.ts'
import { rankFigure, scoreFigure, type Figure } from '../metrics/figures.ts'

/** Which rank columns a student table shows under each paper (scope of the view decides). */
export interface RankScopes {
  all: boolean
  county: boolean
  school: boolean
  class: boolean
}

/** Rank columns a view needs: 全体 always; 区县 when several counties; 校 when several schools; 班 always. */
export function rankScopesFor(view: { counties: number; schools: number }): RankScopes {
  return { all: true, county: view.counties > 1, school: view.schools > 1, class: true }
}

/** What a student table shows beside each score: the rank columns, and a 等级 column instead of ranks. */
export interface RankColumns {
  ranks: RankScopes
  level: boolean
}

/**
 * rankColumnsFor(view, d) = the view's rank columns as the exam's published ranking settings let them out
 * (issue 19; spec 1 §2 ranking: which ranks, and per stage and role rank, level or nothing): only the
 * published scopes; levels: one 等级 column and no rank; hidden: neither. No display: every rank of the view.
 */
export function rankColumnsFor(view: { counties: number; schools: number }, display: RankDisplay | undefined): RankColumns {
  const ranks = rankScopesFor(view)
  if (!display) return { ranks, level: false }
  const rank = display.mode === 'rank'
  const shown = (scope: keyof RankScopes) => rank && ranks[scope] && display.scopes.includes(scope)
  return { ranks: { all: shown('all'), county: shown('county'), school: shown('school'), class: shown('class') }, level: display.mode === 'level' }
}

const RANK_TITLES: ReadonlyArray<[keyof RankScopes, string, keyof ScoreCell]> = [
  ['all', '排名', 'all'],
  ['county', '区县排名', 'county'],
  ['school', '校排名', 'schoolRank'],
  ['class', '班排名', 'classRank'],
]
/** The sort key the upstream takes for each rank column. */
const RANK_SORT_KEYS: Record<keyof RankScopes, string> = { all: 'rank', county: 'countyRank', school: 'schoolRank', class: 'classRank' }

/** Column key of a paper's score or rank: `p{pindex}.score`, `p{pindex}.rank` … (sortable upstream as sort {key, pindex}). */
export function paperCellKey(pindex: number, what: string): string {
  return `p${pindex}.${what}`
}

/** Reads a paper cell key back into the upstream sort {key, pindex}; null for other keys. */
export function upstreamSortOf(key: string): { key: string; pindex: number } | null {
  const match = /^p([0-9]{1,2})\.([A-Za-z]+)$/.exec(key)
  if (!match) return null
  return { key: match[2]!, pindex: Number(match[1]) }
}

/** Identity columns of a student table: 姓名, 学号 (text), then 学校/班级 as the view needs. */
export function studentIdentityColumns(options: { school: boolean; county?: boolean }): TableColumn[] {
  const columns: TableColumn[] = [
    { key: 'name', title: '姓名', pinned: true, width: 88, sortable: true },
    { key: 'xuehao', title: '学号', text: true, width: 120, sortable: true },
  ]
  if (options.county) columns.push({ key: 'county', title: '区县', width: 96 })
  if (options.school) columns.push({ key: 'school', title: '学校', width: 140, sortable: true })
  columns.push({ key: 'class', title: '班级', width: 88, sortable: true })
  return columns
}

/** Per paper a group: 分数 then the rank columns the view shows (or its 等级). */
export function paperScoreColumns(papers: readonly PaperRef[], ranks: RankScopes, level = false): TableColumn[] {
  return papers.map((paper) => ({
    key: `p${paper.pindex}`,
    title: paper.subject,
    children: [
      { key: paperCellKey(paper.pindex, 'score'), title: '分数', sortable: true, format: { kind: 'score' as const }, align: 'right' as const },
      ...RANK_TITLES.filter(([scope]) => ranks[scope]).map(([scope, title]) => ({
        key: paperCellKey(paper.pindex, RANK_SORT_KEYS[scope]),
        title,
        sortable: true,
        format: { kind: 'integer' as const },
        align: 'right' as const,
      })),
      ...(level ? [{ key: paperCellKey(paper.pindex, 'level'), title: '等级', width: 56 }] : []),
    ],
  }))
}

/** The cells of one student row: identity, then per paper its score and ranks ('未考' when absent, '--' unknown). */
export function studentCells(student: StudentRow, papers: readonly PaperRef[], ranks: RankScopes): Record<string, CellValue> {
  return studentCellsOf(papers, ranks)(student)
}

/** One cell of a student row, read from the student and their paper cells by pindex. */
type CellReader = (student: StudentRow, byPindex: ReadonlyArray<ScoreCell | undefined>) => CellValue

/**
 * The cell keys of a student row, each with how its value is read, worked out once per table, not per
 * row (a ranking page is 500 rows of ten papers with up to four ranks each). The screen's cells and the
 * download's are both read through these, so the two cannot differ.
 */
function studentCellReaders(papers: readonly PaperRef[], ranks: RankScopes, level: boolean): Map<string, CellReader> {
  const readers = new Map<string, CellReader>()
  for (const key of ['name', 'xuehao', 'county', 'school', 'class'] as const) readers.set(key, (student) => toCell(student[key]))
  const rankFields = RANK_TITLES.filter(([scope]) => ranks[scope]).map(([scope, , field]) => ({ scope, field }))
  for (const paper of papers) {
    const pindex = paper.pindex
    readers.set(paperCellKey(pindex, 'score'), (_, byPindex) => figureCell(byPindex[pindex], studentScoreFigure(pindex, byPindex[pindex])))
    for (const { scope } of rankFields) {
      readers.set(paperCellKey(pindex, RANK_SORT_KEYS[scope]), (_, byPindex) => figureCell(byPindex[pindex], studentRankFigure(scope, byPindex[pindex])))
    }
    if (level) {
      readers.set(paperCellKey(pindex, 'level'), (_, byPindex) => {
        const cell = byPindex[pindex]
        return toCell(cell?.level ?? null, { absent: cell ? cell.absent : false })
      })
    }
  }
  return readers
}

/** A student's paper figure as its cell: 未考 when the student missed the paper. */
const figureCell = (cell: ScoreCell | undefined, figure: Figure): CellValue => toCell(figure.raw, { absent: cell ? cell.absent : false, format: figure.format })

/** A student's score on a paper (总分 for pindex 0), the figure of its cell. */
export const studentScoreFigure = (pindex: number, cell: ScoreCell | undefined): Figure => scoreFigure(pindex === 0 ? 'totalScore' : 'score', cell?.absent ? null : (cell?.score ?? null))

/** A student's rank at one scope on a paper (competition ranking), the figure of its cell. */
export const studentRankFigure = (scope: keyof RankScopes, cell: ScoreCell | undefined): Figure => {
  const field = RANK_TITLES.find(([s]) => s === scope)![2]
  return rankFigure('rank', cell?.absent ? null : ((cell?.[field] as number | null | undefined) ?? null), null, null)
}

/** Reads a rank column key back into its scope (p0.schoolRank → school); null for other keys. */
export const rankScopeOf = (what: string): keyof RankScopes | null => (Object.entries(RANK_SORT_KEYS).find(([, key]) => key === what)?.[0] as keyof RankScopes | undefined) ?? null
export const rankTitleOf = (scope: keyof RankScopes): string => RANK_TITLES.find(([s]) => s === scope)![1]

export function paperCellsOf(student: StudentRow): Array<ScoreCell | undefined> {
  const byPindex: Array<ScoreCell | undefined> = []
  for (const cell of student.subjects) byPindex[cell.pindex] = cell
  return byPindex
}

/** studentCells for every row of one table (the readers made once). */
export function studentCellsOf(papers: readonly PaperRef[], ranks: RankScopes, level = false): (student: StudentRow) => Record<string, CellValue> {
  const readers = [...studentCellReaders(papers, ranks, level)]
  return (student) => {
    const byPindex = paperCellsOf(student)
    const cells: Record<string, CellValue> = {}
    for (const [key, read] of readers) cells[key] = read(student, byPindex)
    return cells
  }
}

/**
 * A student row as the download writes it (spec 2 §9 下载表格): the cells of `columns`, in their order,
 * with no per-row record in between; a text column (学号) as text, a column the row has no cell for
 * empty. The values are studentCellsOf's.
 */
export function studentSheetCellsOf(
  papers: readonly PaperRef[],
  ranks: RankScopes,
  level: boolean,
  columns: ReadonlyArray<{ key: string; text?: boolean | undefined }>,
): (student: StudentRow) => XlsxCell[] {
  const readers = studentCellReaders(papers, ranks, level)
  const plan = columns.map(({ key, text }) => ({ read: readers.get(key) ?? null, text: text === true }))
  return (student) => {
    const byPindex = paperCellsOf(student)
    const out: XlsxCell[] = new Array(plan.length)
    for (let i = 0; i < plan.length; i++) {
      const { read, text } = plan[i]!
      if (read === null) out[i] = null
      else out[i] = text ? String(read(student, byPindex)) : read(student, byPindex)
    }
    return out
  }
}
