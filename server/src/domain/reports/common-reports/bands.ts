/**
 * Column titles of the 分数段 and 名次段 tables (analytics.md): segments are half-open [a, a + step) with
 * the full score folded into the top one, so the top segment reads [a, W]; rank bands are
 * cut_{b−1} < rank ≤ cut_b.
 */
export interface SegmentBound {
  lower: number
  upper: number
}

/** '[600, 650)', or '[700, 750]' for the top segment (it holds the full score). */
export function segmentLabel(segment: SegmentBound, top: boolean): string {
  return `[${segment.lower}, ${segment.upper}${top ? ']' : ')'}`
}

/**
 * The start of the segment setting (起始分) as the segments show it: the lowest segment [0, a) is not one
 * step wide, so a is where the steps begin; null when the segments run from 0 (or there is only one).
 * segments are top-down, as the upstream lists them.
 */
export function segmentStart(segments: readonly SegmentBound[], step: number): number | null {
  const lowest = segments.at(-1)
  return segments.length > 1 && lowest && lowest.lower === 0 && lowest.upper !== step ? lowest.upper : null
}

/** The cumulative column of a segment: everyone at or above its lower bound. */
export function segmentCumulativeLabel(segment: SegmentBound): string {
  return `≥ ${segment.lower}`
}

/** '前50名' for the first band, then '51–100名'. */
export function rankBandLabel(cutoffs: readonly number[], band: number): string {
  const hi = cutoffs[band]
  if (hi === undefined) return ''
  return band === 0 ? `前${hi}名` : `${cutoffs[band - 1]! + 1}–${hi}名`
}

/** The cumulative column of a band: everyone ranked up to its cut-off. */
export function rankCumulativeLabel(cutoffs: readonly number[], band: number): string {
  const hi = cutoffs[band]
  return hi === undefined ? '' : `前${hi}名`
}

/**
 * The segments worth a column: from the highest to the lowest segment anyone in the table falls in (a
 * 总分 of 1050 in 50-point steps has empty segments above the best score). Indices into the top-down
 * list, `to` inclusive; every segment when nobody has a score.
 */
export function occupiedSegments(rows: ReadonlyArray<{ counts: readonly number[] }>, segments: number): { from: number; to: number } {
  const used = (i: number) => rows.some((row) => (row.counts[i] ?? 0) > 0)
  let from = 0
  while (from < segments - 1 && !used(from)) from++
  let to = segments - 1
  while (to > from && !used(to)) to--
  return used(from) ? { from, to } : { from: 0, to: segments - 1 }
}
