import type { LevelInfosData, LevelInfoRow } from '@report/contracts/upstream/reports/levels'
import type { KeyStudentsRow, WeakRow } from '@report/contracts/upstream/reports/focus-students'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import type { PaperRates, RateKind } from '@report/contracts/upstream/reports/rates'
import { countFigure, headcountFigure, platformFigure, shareFigure, type Figure } from '../../metrics/figures.ts'
import { gradeLineFigure } from '../common-reports/level-figures.ts'
import { FIXED } from '../../tables/format-number.ts'
import { overviewFigure } from '../common-reports/overview-figures.ts'
import { rateCellOf, rateTableFigure } from '../common-reports/unit-figures.ts'

// The figures of the total, school and class reports (issue 36): one function per table reads a cell key
// and returns the figure with its inputs; the table's cell and the cell's explanation both come from it.

/** 成绩概览's figure columns (column key → the statistic). */
export const PAPER_STAT_KEYS = ['total', 'absent', 'mean', 'max', 'min', 'sd', 'difficulty', 'discrimination', 'reliability'] as const

/**
 * One statistic of a group on a paper as 成绩概览 and the headline figures show it (the figures of 总体概况,
 * plus 信度); a paper the answer states nothing of shows -- throughout, its 实考 too.
 */
export function paperStatFigure(key: string, stats: PaperStats | undefined): Figure | null {
  const figure = statFigure(key, stats)
  return figure && !stats ? { ...figure, raw: null, computation: null } : figure
}

function statFigure(key: string, stats: PaperStats | undefined): Figure | null {
  switch (key) {
    case 'total':
    case 'absent':
    case 'mean':
    case 'max':
    case 'min':
    case 'difficulty':
    case 'discrimination':
    case 'standardDeviation':
      return overviewFigure(key, stats)
    case 'sd':
      return overviewFigure('standardDeviation', stats)
    case 'rank':
      return overviewFigure('mean_rank', stats)
    case 'reliability':
      return platformFigure('reliability', stats?.reliability, FIXED, stats?.total ?? 0, stats?.absent ?? null)
    default:
      return null
  }
}

/** The 人数 and 比率 keys of the rate kinds asked for. */
export const rateKeys = (kinds: readonly RateKind[]): string[] => kinds.flatMap((kind) => [`${kind}.count`, `${kind}.rate`])

/** A rate cell ({rate}.count or .rate; `total`: 实考人数 of the rates answer): 达线人数 and 达线人数 / N. */
export function rateFigureOf(key: string, rates: PaperRates | undefined): Figure | null {
  return rateTableFigure(key === 'total' ? 'count' : key, rates)
}

/** The rate kind of a rate cell key (its line and its drill), or null. */
export const rateKindOf = (key: string): RateKind | null => rateCellOf(key)?.rate ?? null

/** 单位对比's figures of a group on a paper: 实考 … 标准差 from the overview answer, 优秀 and 及格 from the rates answer. */
export function unitSummaryFigure(key: string, stats: PaperStats | undefined, rates: PaperRates | undefined): Figure | null {
  return rateKindOf(key) ? rateFigureOf(key, rates) : ['total', 'mean', 'rank', 'max', 'min', 'sd'].includes(key) ? paperStatFigure(key, stats) : null
}

export const BAND_KEYS = ['line', 'count', 'share', 'cumulative', 'cumulativeShare'] as const

/**
 * 档次 b (0-based) of a group on a paper: its line, the students in the band and at or above its line,
 * and their shares of the students with a score (人数 / N).
 */
export function bandFigure(key: string, data: Pick<LevelInfosData, 'lines'>, row: LevelInfoRow | undefined, pindex: number, b: number): Figure | null {
  const bands = row?.papers.find((p) => p.pindex === pindex)
  const n = bands?.total ?? 0
  switch (key) {
    case 'line':
      return gradeLineFigure(data.lines.find((l) => l.pindex === pindex)?.scores[b], n)
    case 'count':
      return countFigure('levelBand', bands?.counts[b], n, null)
    case 'cumulative':
      return countFigure('levelOnline', bands?.cumulative[b], n, null)
    case 'share':
      return shareFigure('levelBandShare', bands?.counts[b], n, null)
    case 'cumulativeShare':
      return shareFigure('levelOnlineShare', bands?.cumulative[b], n, null)
    default:
      return null
  }
}

export const KEY_STUDENT_KEYS = ['total', 'top', 'borderline', 'bottom'] as const
const KEY_METRICS = { top: 'keyTop', borderline: 'keyBorderline', bottom: 'keyBottom' } as const

/** 重点学生 of a group: 实考 (students with a 总分) and the students of each category. */
export function keyStudentFigure(key: string, row: KeyStudentsRow): Figure | null {
  if (key === 'total') return headcountFigure(row.total, null)
  return key === 'top' || key === 'borderline' || key === 'bottom' ? countFigure(KEY_METRICS[key], row[key], row.total, null) : null
}

export const WEAK_KEYS = ['count', 'share'] as const

/** 短板 of a group in paper pindex (0: 任一学科): its students and their share of those with a 总分 rank. */
export function weakFigure(key: string, row: WeakRow | undefined, pindex: number): Figure | null {
  const count = pindex === 0 ? row?.anyWeak : row?.papers.find((p) => p.pindex === pindex)?.count
  const n = row?.total ?? 0
  return key === 'count' ? countFigure('weakCount', count, n, null) : key === 'share' ? shareFigure('weakShare', count, n, null) : null
}
