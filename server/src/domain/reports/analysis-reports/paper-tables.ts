import type { NumberFormat, TableColumn, TableRow, TableView } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import type { WeakRow } from '@report/contracts/upstream/reports/focus-students'
import type { PaperRates, RateKind } from '@report/contracts/upstream/reports/rates'
import { FIXED, formatNumber, INTEGER, PERCENT, SCORE } from '../../tables/format-number.ts'
import { figureCells } from '../../metrics/figure-cells.ts'
import { differenceFigure, scoreRateFigure, shown, type Figure } from '../../metrics/figures.ts'
import { chartPercent } from '../../metrics/chart-values.ts'
import { PAPER_STAT_KEYS, paperStatFigure, rateFigureOf, rateKeys, rateKindOf, WEAK_KEYS, weakFigure } from './report-figures.ts'

// Per-paper tables of the total, school and class reports: one row per paper (总分 first, spec 2 §9
// subject order as the caller gives the papers), every cell formatted here.


export const RATE_TITLES: ReadonlyArray<readonly [RateKind, string]> = [
  ['excellent', '优秀'],
  ['good', '良好'],
  ['pass', '及格'],
  ['low', '低分'],
]

/** A drill cell's parameters for (paper, rate), or undefined when the cell does not drill. */
export type RateDrill = (pindex: number, rate: RateKind) => Record<string, string> | undefined

export function num(key: string, title: string, format: NumberFormat): TableColumn {
  return { key, title, format, align: 'right', sortable: true }
}

function byPindex<T extends { pindex: number }>(items: readonly T[] | undefined): Map<number, T> {
  return new Map((items ?? []).map((item) => [item.pindex, item]))
}

/** 成绩概览 per paper: 实考 … 信度 of one group (the view's total). */
export function paperStatsTable(papers: readonly PaperRef[], stats: readonly PaperStats[]): TableView {
  const of = byPindex(stats)
  return {
    columns: [
      { key: 'subject', title: '科目', pinned: true, width: 88 },
      num('manfen', '满分', SCORE),
      num('total', '实考人数', INTEGER),
      num('absent', '未考人数', INTEGER),
      num('mean', '平均分', SCORE),
      num('max', '最高分', SCORE),
      num('min', '最低分', SCORE),
      num('sd', '标准差', SCORE),
      num('difficulty', '难度', FIXED),
      num('discrimination', '区分度', FIXED),
      num('reliability', '信度', FIXED),
    ],
    rows: papers.map((paper) => {
      const { cells, small } = figureCells(PAPER_STAT_KEYS, (key) => paperStatFigure(key, of.get(paper.pindex)))
      return { key: String(paper.pindex), cells: { subject: paper.subject, manfen: formatNumber(paper.manfen, SCORE), ...cells }, ...smallOf(small) }
    }),
    paging: null,
    sort: null,
    explain: [...PAPER_STAT_KEYS],
  }
}

/** The 人数/比率 columns of the rate kinds asked for, under one header each. */
export function rateColumns(kinds: readonly RateKind[] = ['excellent', 'good', 'pass', 'low']): TableColumn[] {
  return RATE_TITLES.filter(([kind]) => kinds.includes(kind)).map(([kind, title]) => ({
    key: kind,
    title,
    children: [num(`${kind}.count`, '人数', INTEGER), num(`${kind}.rate`, '比率', PERCENT)],
  }))
}

/** The cells (and drills on the counts) of rateColumns for one group's rates on one paper: 达线人数 and 达线人数 / N. */
export function rateCells(
  rates: PaperRates | undefined,
  kinds: readonly RateKind[],
  drill: ((rate: RateKind) => Record<string, string> | undefined) | undefined,
): Pick<TableRow, 'cells' | 'drills' | 'small'> {
  const { cells, small } = figureCells(rateKeys(kinds), (key) => rateFigureOf(key, rates))
  const drills: NonNullable<TableRow['drills']> = {}
  for (const kind of kinds) {
    const params = rates && rates[kind].count > 0 ? drill?.(kind) : undefined
    if (params) drills[`${kind}.count`] = params
  }
  return { cells, ...(Object.keys(drills).length > 0 ? { drills } : {}), ...smallOf(small) }
}

/** A row's small-group marks, when it has any. */
export const smallOf = (small: readonly string[]): Pick<TableRow, 'small'> => (small.length > 0 ? { small: [...small] } : {})

const ALL_RATES: readonly RateKind[] = ['excellent', 'good', 'pass', 'low']
const COMPARISON_RATES: readonly RateKind[] = ['excellent', 'good', 'pass']

/** 三率 per paper of one group: 实考, then 人数 and 比率 of 优秀, 良好, 及格, 低分 (counts drill). */
export function paperRatesTable(papers: readonly PaperRef[], rates: readonly PaperRates[], drill?: RateDrill): TableView {
  const of = byPindex(rates)
  return {
    columns: [{ key: 'subject', title: '科目', pinned: true, width: 88 }, num('total', '实考人数', INTEGER), ...rateColumns(ALL_RATES)],
    rows: papers.map((paper) => {
      const r = of.get(paper.pindex)
      const { cells, drills, small } = rateCells(r, ALL_RATES, drill ? (kind) => drill(paper.pindex, kind) : undefined)
      const total = rateFigureOf('total', r)!
      return { key: String(paper.pindex), cells: { subject: paper.subject, total: shown(total), ...cells }, ...(drills ? { drills } : {}), ...(small ? { small } : {}) }
    }),
    paging: null,
    sort: null,
    explain: ['total', ...rateKeys(ALL_RATES)],
  }
}

/** A group compared against reference groups, paper by paper. */
export interface PaperComparison {
  /** The group the report is about (本校, 本班). */
  subject: { label: string; stats: readonly PaperStats[]; rates: readonly PaperRates[] }
  /** Reference groups, narrowest first (本校, 区县, 全体); 均分差 is taken against the first. */
  references: ReadonlyArray<{ label: string; stats: readonly PaperStats[] }>
  rankTitle: string
  drill?: RateDrill
}

/**
 * 平均分 of the group and its references, 均分差 (group − first reference), the group's mean rank, and
 * its 优秀/良好/及格 人数 and 比率 per paper.
 */
export function paperComparisonTable(papers: readonly PaperRef[], comparison: PaperComparison): TableView {
  const { subject, references, rankTitle, drill } = comparison
  const own = byPindex(subject.stats)
  const ownRates = byPindex(subject.rates)
  const refs = references.map((ref) => byPindex(ref.stats))
  const first = references[0]
  const kinds = COMPARISON_RATES
  return {
    columns: [
      { key: 'subject', title: '科目', pinned: true, width: 88 },
      {
        key: 'means',
        title: '平均分',
        children: [
          num('mean', subject.label, SCORE),
          ...references.map((ref, i) => num(`ref${i}`, ref.label, SCORE)),
          ...(first ? [num('diff', `与${first.label}差`, SCORE)] : []),
        ],
      },
      num('rank', rankTitle, INTEGER),
      ...rateColumns(kinds),
    ],
    rows: papers.map((paper) => {
      const rates = rateCells(ownRates.get(paper.pindex), COMPARISON_RATES, drill ? (kind) => drill(paper.pindex, kind) : undefined)
      const refStats = refs.map((ref) => ref.get(paper.pindex))
      const figures = figureCells(meanKeys(references.length), (key) => comparisonFigure(key, own.get(paper.pindex), refStats, undefined))
      return {
        key: String(paper.pindex),
        cells: { subject: paper.subject, ...figures.cells, ...rates.cells },
        ...(rates.drills ? { drills: rates.drills } : {}),
        ...smallOf([...figures.small, ...(rates.small ?? [])]),
      }
    }),
    paging: null,
    sort: null,
    explain: comparisonKeys(references.length),
  }
}

/** The group's mean, each reference's (ref{i}), 均分差 against the first (diff) and the group's mean rank. */
const meanKeys = (references: number): string[] => ['mean', ...Array.from({ length: references }, (_, i) => `ref${i}`), ...(references > 0 ? ['diff'] : []), 'rank']

/** The figure columns of paperComparisonTable with `references` reference groups. */
export const comparisonKeys = (references: number): string[] => [...meanKeys(references), ...rateKeys(COMPARISON_RATES)]

/**
 * A figure of paperComparisonTable: the group's mean, a reference's mean (ref{i}), 均分差 (the group's mean
 * figure − the first reference's, the two cells beside it), the group's mean rank and its rates, from the
 * same answers as the table.
 */
export function comparisonFigure(key: string, own: PaperStats | undefined, references: ReadonlyArray<PaperStats | undefined>, rates: PaperRates | undefined): Figure | null {
  const ref = /^ref([0-9])$/.exec(key)?.[1]
  if (ref !== undefined) return paperStatFigure('mean', references[Number(ref)])
  if (key === 'diff') return meanDiffFigure(own, references[0])
  if (key === 'mean' || key === 'rank') return paperStatFigure(key, own)
  return rateKindOf(key) ? rateFigureOf(key, rates) : null
}

/** 均分差 of a group against a reference on one paper: differenceFigure of their two mean figures. */
export function meanDiffFigure(own: PaperStats | undefined, reference: PaperStats | undefined): Figure | null {
  const mean = paperStatFigure('mean', own)
  const ref = paperStatFigure('mean', reference)
  return mean && ref ? differenceFigure('meanDiff', mean, ref) : null
}

/**
 * 得分率 of a group on a paper = its 平均分 / 满分: scoreRateFigure over the mean figure the comparison
 * table shows (Σx / N), over the group's N.
 */
export function groupScoreRateFigure(paper: PaperRef, stats: PaperStats | undefined): Figure {
  const mean = paperStatFigure('mean', stats)
  return scoreRateFigure(mean?.raw, paper.manfen, mean?.n ?? null)
}

/** 得分率 in percent per paper as a chart draws it (groupScoreRateFigure, 2 decimals); null where the mean or the full score is unknown. */
export function scoreRates(papers: readonly PaperRef[], stats: readonly PaperStats[]): Array<number | null> {
  const of = byPindex(stats)
  return papers.map((paper) => chartPercent(groupScoreRateFigure(paper, of.get(paper.pindex))))
}

/** 短板 of one group: 任一学科 first (paper 0), then per paper the students weak in it and their share of the group. */
export function weakTable(
  papers: readonly PaperRef[],
  row: WeakRow | undefined,
  drill?: (pindex: number) => Record<string, string> | undefined,
): TableView {
  const lines = [{ pindex: 0, subject: '任一学科' }, ...papers.filter((p) => p.pindex !== 0)]
  return {
    columns: [{ key: 'subject', title: '短板学科', pinned: true, width: 100 }, num('count', '人数', INTEGER), num('share', '占比', PERCENT)],
    rows: lines.map((line) => {
      const { cells } = figureCells(WEAK_KEYS, (key) => weakFigure(key, row, line.pindex))
      const params = weakFigure('count', row, line.pindex)?.raw ? drill?.(line.pindex) : undefined
      return { key: String(line.pindex), cells: { subject: line.subject, ...cells }, ...(params ? { drills: { count: params } } : {}) }
    }),
    paging: null,
    sort: null,
    explain: [...WEAK_KEYS],
  }
}
