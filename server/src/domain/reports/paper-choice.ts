import type { PaperRef } from '@report/contracts/upstream/reports/common'

/**
 * The paper a 科目 filter chose among `papers` (raw: the query's pindex), else the first; bad input
 * falls back (spec: a filter value that does not apply gives the default). `papers` must not be empty.
 */
export function choosePaper<P extends Pick<PaperRef, 'pindex'>>(papers: readonly P[], raw: string | undefined): P {
  const wanted = raw === undefined || raw === '' ? Number.NaN : Number(raw)
  const found = papers.find((p) => p.pindex === wanted)
  if (found) return found
  const first = papers[0]
  if (!first) throw new Error('an exam without papers')
  return first
}
