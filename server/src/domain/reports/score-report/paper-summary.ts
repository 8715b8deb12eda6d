import type { CellValue, TableColumn, TableRow } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import { RATE_KINDS, type PaperRates, type RateKind } from '@report/contracts/upstream/reports/rates'
import { toCell } from '../../tables/format-number.ts'
import { shown, type Figure } from '../../metrics/figures.ts'
import { smallFigure } from '../../metrics/explanation.ts'
import { overviewFigure, type OverviewFigureKey } from '../common-reports/overview-figures.ts'
import { rateTableFigure } from '../common-reports/unit-figures.ts'
import { RATE_TITLES, rateCellKey } from './unit-scores.ts'

const integer = { kind: 'integer' } as const
const score = { kind: 'score' } as const
const percent = { kind: 'percent' } as const
const right = 'right' as const

/** 成绩报表's papers table: one row per paper of one total group. */
export const PAPER_SUMMARY_COLUMNS: readonly TableColumn[] = [
  { key: 'subject', title: '科目', pinned: true, width: 88 },
  { key: 'manfen', title: '满分', format: score, align: right },
  { key: 'total', title: '实考', format: integer, align: right },
  { key: 'absent', title: '未考', format: integer, align: right },
  { key: 'mean', title: '平均分', format: score, align: right },
  { key: 'max', title: '最高分', format: score, align: right },
  { key: 'min', title: '最低分', format: score, align: right },
  { key: 'sd', title: '标准差', format: score, align: right },
  ...RATE_KINDS.map((kind) => ({ key: kind, title: `${RATE_TITLES[kind]}率`, format: percent, align: right })),
]

/** The figure columns of the papers table (满分 and 科目 are the paper's, not figures). */
export const PAPER_SUMMARY_FIGURES = ['total', 'absent', 'mean', 'max', 'min', 'sd', ...RATE_KINDS] as const
export type PaperSummaryFigureKey = (typeof PAPER_SUMMARY_FIGURES)[number]

const OVERVIEW_KEYS: Readonly<Record<Exclude<PaperSummaryFigureKey, RateKind>, OverviewFigureKey>> = { total: 'total', absent: 'absent', mean: 'mean', max: 'max', min: 'min', sd: 'standardDeviation' }

export const isPaperSummaryFigure = (key: string): key is PaperSummaryFigureKey => (PAPER_SUMMARY_FIGURES as readonly string[]).includes(key)

/**
 * paperSummaryFigure(key, stats, rates) = one figure of the papers table, by the functions of 总体概况
 * (counts, Σx / N, the platform's 标准差) and of 三率 (达线人数 / N); a paper the answers lack has none.
 */
export function paperSummaryFigure(key: PaperSummaryFigureKey, stats: PaperStats | undefined, rates: PaperRates | undefined): Figure {
  const rate = RATE_KINDS.find((kind) => kind === key)
  if (rate) return rateTableFigure(rateCellKey(rate, 'rate'), rates)!
  const figure = overviewFigure(OVERVIEW_KEYS[key as Exclude<PaperSummaryFigureKey, RateKind>], stats)
  return stats ? figure : { ...figure, raw: null, computation: null }
}

/**
 * The rows of the papers table in the order of `papers` (总分 then subject order): the total's statistics
 * on each paper joined with its rates, each cell shown as its figure rounds it; a paper the answers lack shows '--'.
 */
export function paperSummaryRows(papers: readonly PaperRef[], stats: readonly PaperStats[], rates: readonly PaperRates[]): TableRow[] {
  return papers.map((paper) => {
    const s = stats.find((x) => x.pindex === paper.pindex)
    const r = rates.find((x) => x.pindex === paper.pindex)
    const cells: Record<string, CellValue> = { subject: paper.subject, manfen: toCell(paper.manfen, { format: score }) }
    const small: string[] = []
    for (const key of PAPER_SUMMARY_FIGURES) {
      const figure = paperSummaryFigure(key, s, r)
      cells[key] = shown(figure)
      if (smallFigure(figure)) small.push(key)
    }
    return { key: `p${paper.pindex}`, cells, ...(small.length > 0 ? { small } : {}) }
  })
}
