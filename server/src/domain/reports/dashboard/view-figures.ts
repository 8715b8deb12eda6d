import type { GroupRef, PaperRef } from '@report/contracts/upstream/reports/common'
import type { DashboardRow } from '@report/contracts/upstream/reports/exam'
import { roundHalfUp } from '../../tables/format-number.ts'
import { countOfRate, sumOfMean } from '../../metrics/figures.ts'

export type DashboardPaper = DashboardRow['papers'][number]

/** A paper's figures of the view; combined from units, with the sums and counts they came from. */
export type ViewPaper = DashboardPaper & { counts?: { sum: number; excellent: number; pass: number } }

/** The figures of the students a user sees: the total row that is exactly them, else their units combined. */
export interface ViewFigures {
  /** 'total': a reference total row is the view; 'units': the view's units added up. */
  source: 'total' | 'units'
  name: string
  papers: ViewPaper[]
}

const headcount = (row: DashboardRow): number => {
  const total = row.papers.find((p) => p.pindex === 0)
  return total ? total.total + total.absent : 0
}

const NARROWEST_FIRST: ReadonlyArray<GroupRef['type']> = ['sall', 'qxall', 'lkall', 'all']

/**
 * What the dashboard's headline and paper table show (spec 2 §6: class directors and teachers see their
 * own classes). The reference totals (全体 …) hold students the user may not see, so they stand for the
 * view only when their headcount is the view's; otherwise the units in view (which the upstream lists only
 * when wholly in view) are combined: counts added, means weighted by headcount, rates as counts over the
 * combined headcount, difficulty x̄ / W to 2 decimals (analytics.md).
 */
export function viewFigures(data: { inView: number; papers: readonly PaperRef[]; totals: readonly DashboardRow[]; units: readonly DashboardRow[] }): ViewFigures {
  for (const type of NARROWEST_FIRST) {
    const row = data.totals.find((r) => r.group.type === type)
    if (row && headcount(row) === data.inView) return { source: 'total', name: row.group.name, papers: row.papers }
  }
  if (data.units.length === 0) {
    const first = data.totals[0]
    return { source: 'total', name: first?.group.name ?? '全体', papers: first?.papers ?? [] }
  }
  const name = data.units.length === 1 ? data.units[0]!.group.name : `所见${data.units.length}个单位`
  return { source: 'units', name, papers: data.papers.map((paper) => combinePaper(paper, data.units)) }
}

function combinePaper(paper: PaperRef, units: readonly DashboardRow[]): ViewPaper {
  let total = 0
  let absent = 0
  let sum = 0
  let excellent = 0
  let pass = 0
  let max: number | null = null
  let min: number | null = null
  for (const unit of units) {
    const p = unit.papers.find((x) => x.pindex === paper.pindex)
    if (!p) continue
    total += p.total
    absent += p.absent
    if (p.total === 0) continue
    sum += sumOfMean(p.mean ?? 0, p.total)
    excellent += countOfRate(p.excellentRate ?? 0, p.total)
    pass += countOfRate(p.passRate ?? 0, p.total)
    if (p.max !== null) max = max === null ? p.max : Math.max(max, p.max)
    if (p.min !== null) min = min === null ? p.min : Math.min(min, p.min)
  }
  const mean = total === 0 ? null : sum / total
  return {
    pindex: paper.pindex,
    total,
    absent,
    mean,
    max,
    min,
    difficulty: mean === null || paper.manfen <= 0 ? null : roundHalfUp(mean / paper.manfen, 2),
    excellentRate: total === 0 ? null : excellent / total,
    passRate: total === 0 ? null : pass / total,
    counts: { sum, excellent, pass },
  }
}
