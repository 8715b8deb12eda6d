import type { CellValue, TableColumn } from '@report/contracts/bff/table'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import { RATE_KINDS, type PaperRates, type RateKind } from '@report/contracts/upstream/reports/rates'
import { toCell } from '../../tables/format-number.ts'
import { headcountFigure, shown, type Figure } from '../../metrics/figures.ts'
import { smallFigure } from '../../metrics/explanation.ts'
import { overviewFigure, type OverviewFigureKey } from '../common-reports/overview-figures.ts'
import { rateTableFigure } from '../common-reports/unit-figures.ts'

export const RATE_TITLES: Readonly<Record<RateKind, string>> = { excellent: '优秀', good: '良好', pass: '及格', low: '低分' }

/** Column key of a rate's headcount or share: `excellent.count`, `excellent.rate` … */
export function rateCellKey(kind: RateKind, what: 'count' | 'rate'): string {
  return `${kind}.${what}`
}

/** Which upstream call orders the units by a column, and its sort key there (overview or rates sort keys). */
export type UnitScoreSort = { call: 'overview' | 'rates'; key: string }

const OVERVIEW_SORTS: Readonly<Record<string, string>> = { total: 'total', mean: 'mean', meanRank: 'mean_rank', max: 'max', min: 'min' }

/** A unit-score column key read back into the upstream sort; null for keys neither call sorts by. */
export function unitScoreSortOf(key: string): UnitScoreSort | null {
  const overview = OVERVIEW_SORTS[key]
  if (overview) return { call: 'overview', key: overview }
  const kind = RATE_KINDS.find((k) => rateCellKey(k, 'rate') === key)
  return kind ? { call: 'rates', key: kind } : null
}

const integer = { kind: 'integer' } as const
const score = { kind: 'score' } as const
const percent = { kind: 'percent' } as const

/**
 * Columns of a score table by unit (学校成绩, 区县成绩): the unit, 实考, 平均分 and its rank among the exam's
 * units, 最高/最低分, then 人数 and 率 of 优秀/良好/及格/低分. Sortable where the upstream sorts (rates by share).
 */
export function unitScoreColumns(unitTitle: string): TableColumn[] {
  const right = 'right' as const
  return [
    { key: 'name', title: unitTitle, pinned: true, width: 160 },
    { key: 'total', title: '实考', sortable: true, format: integer, align: right },
    { key: 'mean', title: '平均分', sortable: true, format: score, align: right },
    { key: 'meanRank', title: '平均分排名', sortable: true, format: integer, align: right },
    { key: 'max', title: '最高分', sortable: true, format: score, align: right },
    { key: 'min', title: '最低分', sortable: true, format: score, align: right },
    ...RATE_KINDS.map((kind) => ({
      key: kind,
      title: RATE_TITLES[kind],
      children: [
        { key: rateCellKey(kind, 'count'), title: '人数', format: integer, align: right },
        { key: rateCellKey(kind, 'rate'), title: '率', sortable: true, format: percent, align: right },
      ],
    })),
  ]
}

/** The figure columns of a unit score table, in order. */
export const UNIT_SCORE_FIGURES: readonly string[] = ['total', 'mean', 'meanRank', 'max', 'min', ...RATE_KINDS.flatMap((kind) => [rateCellKey(kind, 'count'), rateCellKey(kind, 'rate')])]

const OVERVIEW_FIGURES: Readonly<Record<string, OverviewFigureKey>> = { mean: 'mean', meanRank: 'mean_rank', max: 'max', min: 'min' }

/**
 * unitScoreFigure(key, stats, rates) = one figure of a unit on one paper, by 总体概况's functions (实考,
 * Σx / N, 平均分排名, 最高/最低分) and 三率's (达线人数, 达线人数 / N); null for a column that is no figure.
 * 实考 is the overview's N, else the rates' (the same students), else unknown.
 */
export function unitScoreFigure(key: string, stats: PaperStats | undefined, rates: PaperRates | undefined): Figure | null {
  if (key === 'total') {
    if (stats) return overviewFigure('total', stats)
    return rates ? headcountFigure(rates.totalCount, null) : { ...headcountFigure(0, null), raw: null, computation: null }
  }
  const overview = OVERVIEW_FIGURES[key]
  return overview ? overviewFigure(overview, stats) : rateTableFigure(key, rates)
}

/** One unit's cells on one paper, each shown as its figure rounds it ('--' where it is undefined: nobody sat, no rank for a total), with the columns over a small group. */
export function unitScoreRow(name: string, stats: PaperStats | undefined, rates: PaperRates | undefined): { cells: Record<string, CellValue>; small: string[] } {
  const cells: Record<string, CellValue> = { name: toCell(name) }
  const small: string[] = []
  for (const key of UNIT_SCORE_FIGURES) {
    const figure = unitScoreFigure(key, stats, rates)
    if (!figure) continue
    cells[key] = shown(figure)
    if (smallFigure(figure)) small.push(key)
  }
  return { cells, small }
}

/** One unit's cells on one paper (unitScoreRow's). */
export const unitScoreCells = (name: string, stats: PaperStats | undefined, rates: PaperRates | undefined): Record<string, CellValue> => unitScoreRow(name, stats, rates).cells
