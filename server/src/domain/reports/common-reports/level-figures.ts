import type { LevelBufferRow } from '@report/contracts/upstream/reports/levels'
import { countFigure, headcountFigure, shareFigure, type Figure } from '../../metrics/figures.ts'

// The figures of 分段上线 (issue 36): one function per table reads a cell key and returns the figure
// with its inputs; the page's cell and the cell's explanation both come from it.

/** A paper's bands of one group as the levelInfos answer states them. */
interface PaperBands {
  total: number
  counts: readonly number[]
  cumulative: readonly number[]
}

/** What a band cell key names: band n (1-based) and its 人数, 占比, 累计人数 or 累计占比. */
export function bandCellOf(key: string): { band: number; what: 'count' | 'share' | 'cum' | 'cumShare' } | null {
  const m = /^b([1-8])\.(count|share|cum|cumShare)$/.exec(key)
  return m ? { band: Number(m[1]), what: m[2] as 'count' | 'share' | 'cum' | 'cumShare' } : null
}

/**
 * 各档上线人数: total (实考人数 N), b{n}.count (档内人数), b{n}.share (档内人数 / N), b{n}.cum (分数 ≥ 本档线),
 * b{n}.cumShare (累计 / N); a paper the answer lacks has no figures.
 */
export function bandFigure(key: string, paper: PaperBands | undefined): Figure | null {
  if (key === 'total') return paper ? headcountFigure(paper.total, null) : { ...headcountFigure(0, null), raw: null, computation: null }
  const cell = bandCellOf(key)
  if (!cell) return null
  const b = cell.band - 1
  const n = paper?.total ?? 0
  switch (cell.what) {
    case 'count':
      return countFigure('levelBand', paper?.counts[b], n, null)
    case 'share':
      return shareFigure('levelBandShare', paper?.counts[b], n, null)
    case 'cum':
      return countFigure('levelOnline', paper?.cumulative[b], n, null)
    case 'cumShare':
      return shareFigure('levelOnlineShare', paper?.cumulative[b], n, null)
  }
}

/** What a borderline cell key names: band n (1-based) and its side (线下, 线上, 合计). */
export function bufferCellOf(key: string): { band: number; side: 'below' | 'above' | 'both' } | null {
  const m = /^b([1-8])\.(below|above|both)$/.exec(key)
  return m ? { band: Number(m[1]), side: m[2] as 'below' | 'above' | 'both' } : null
}

/** 临界生人数: total (实考人数 N), b{n}.below / .above / .both (the students in the window below, above, both). */
export function bufferFigure(key: string, row: LevelBufferRow): Figure | null {
  if (key === 'total') return headcountFigure(row.total, null)
  const cell = bufferCellOf(key)
  if (!cell) return null
  const band = row.bands[cell.band - 1]
  return countFigure('levelBuffer', band ? (cell.side === 'both' ? band.total : band[cell.side]) : null, row.total, null)
}

/** 档次线: the line's score (the score of the last student the band's share takes) over the paper's N takers. */
export const gradeLineFigure = (score: number | null | undefined, n: number): Figure => ({
  metric: 'gradeBands',
  raw: typeof score === 'number' && Number.isFinite(score) ? score : null,
  format: { kind: 'score' },
  computation: typeof score === 'number' && Number.isFinite(score) ? { kind: 'observed', value: score } : null,
  n,
  leftOut: null,
})
