import type { EffectiveRow } from '@report/contracts/upstream/reports/effective'
import type { RankScaleRow } from '@report/contracts/upstream/reports/rank-scale'
import type { PaperRates, RateKind } from '@report/contracts/upstream/reports/rates'
import type { SegmentRow } from '@report/contracts/upstream/reports/segments'
import { countFigure, headcountFigure, shareFigure, type Figure, type RateMetric } from '../../metrics/figures.ts'

// The figures of the unit tables (issue 36): one function per page reads a cell key and returns the
// figure with its inputs; the page's cell and the cell's explanation both come from it.

/** 分数段分析: total (实考人数) or s{i} (the students of segment i, or at and above it on the 累计 tab). */
export function segmentFigure(key: string, row: SegmentRow, cumulative: boolean): Figure | null {
  if (key === 'total') return headcountFigure(row.total, null)
  const i = /^s([0-9]{1,3})$/.exec(key)?.[1]
  if (i === undefined) return null
  return countFigure('segments', (cumulative ? row.cumulative : row.counts)[Number(i)], row.total, null)
}

/** 名次段分析: total (参与排名人数), band{b}.count / .share (in band b), cum{b}.count / .share (up to cut-off b); 占比 = 人数 / 参与排名人数. */
export function rankScaleFigure(key: string, row: RankScaleRow): Figure | null {
  if (key === 'total') return headcountFigure(row.total, null)
  const cell = rankScaleCellOf(key)
  if (!cell) return null
  const count = (cell.what === 'band' ? row.counts : row.cumulative)[cell.b]
  return cell.value === 'count' ? countFigure('rankBands', count, row.total, null) : shareFigure('rankBands', count, row.total, null)
}

/** What a band cell key of 名次段分析 names: band b or up to cut-off b (cum), its 人数 or 占比. */
export function rankScaleCellOf(key: string): { what: 'band' | 'cum'; b: number; value: 'count' | 'share' } | null {
  const m = /^(band|cum)([0-9]{1,2})\.(count|share)$/.exec(key)
  return m ? { what: m[1] as 'band' | 'cum', b: Number(m[2]), value: m[3] as 'count' | 'share' } : null
}

/**
 * 有效分分析: total (有总分的人数), online (总分上线), onlineRate (上线 / 有总分), and per paper
 * p{pindex}.single / .double / .contribution (双上线 / 总分上线).
 */
export function effectiveFigure(key: string, row: EffectiveRow): Figure | null {
  switch (key) {
    case 'total':
      return headcountFigure(row.total, null)
    case 'online':
      return countFigure('online', row.online, row.total, null)
    case 'onlineRate':
      return shareFigure('onlineRate', row.online, row.total, null)
  }
  const m = /^p([0-9]{1,2})\.(single|double|contribution)$/.exec(key)
  if (!m) return null
  const paper = row.papers.find((p) => p.pindex === Number(m[1]))
  switch (m[2]) {
    case 'single':
      return countFigure('singleLine', paper?.single, row.total, null)
    case 'double':
      return countFigure('doubleLine', paper?.double, row.total, null)
    default:
      return shareFigure('contributionRate', paper?.double, row.online, null)
  }
}

const RATE_METRICS: Readonly<Record<RateKind, RateMetric>> = { excellent: 'excellentRate', good: 'goodRate', pass: 'passRate', low: 'lowRate' }

/** What a 三率 cell key names: count (实考人数), or {rate}.count / {rate}.rate. */
export function rateCellOf(key: string): { rate: RateKind | null; what: 'count' | 'rate' } | null {
  if (key === 'count') return { rate: null, what: 'count' }
  const m = /^(excellent|good|pass|low)\.(count|rate)$/.exec(key)
  return m ? { rate: m[1] as RateKind, what: m[2] as 'count' | 'rate' } : null
}

/** 三率统计 of one group on one paper: 实考人数 N, each rate's students (达线人数) and the rate = 达线人数 / N. */
export function rateTableFigure(key: string, rates: PaperRates | undefined): Figure | null {
  const cell = rateCellOf(key)
  if (!cell) return null
  const n = rates?.totalCount ?? 0
  if (!cell.rate) return rates ? headcountFigure(n, null) : { ...headcountFigure(0, null), raw: null, computation: null }
  const count = rates?.[cell.rate].count
  return cell.what === 'count' ? countFigure('rateCount', count, n, null) : shareFigure(RATE_METRICS[cell.rate], count, n, null)
}

export const rateMetricOf = (rate: RateKind): RateMetric => RATE_METRICS[rate]
