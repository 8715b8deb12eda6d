import type { FactorDimension, FactorPoint, FactorRow, StudentFactorsData } from '@report/contracts/upstream/reports/knowledge'
import { headcountFigure, masteryFigure, pointFullFigure, scoreFigure, type Figure, type MasteryMetric } from '../../metrics/figures.ts'
import { populationSd } from '../../metrics/intervals.ts'

// The figures of 知识点分析 (issue 36): one function per table reads a cell key and returns the figure with
// its inputs; the page's cell and the cell's explanation both come from it, over the same answer.

export const masteryMetricOf = (dimension: FactorDimension): MasteryMetric => (dimension === 'ability' ? 'abilityMastery' : 'knowledgeMastery')

/** The point a mastery cell key m{index} names (its position in the answer's points). */
export function masteryIndexOf(key: string, points: readonly FactorPoint[]): number | null {
  const m = /^m([0-9]{1,4})$/.exec(key)
  const i = m ? Number(m[1]) : -1
  return i >= 0 && i < points.length ? i : null
}

/** A total's mastery cell key of 得分情况 (total i of the answer). */
export const totalKey = (i: number): string => `t${i}`

/** 得分情况 of one point: full (分值), t{i} (total i's mastery x̄ / W over its N). */
export function pointRowFigure(key: string, point: FactorPoint, p: number, totals: readonly FactorRow[], metric: MasteryMetric): Figure | null {
  if (key === 'full') return pointFullFigure(point.full)
  const m = /^t([0-9]{1,2})$/.exec(key)
  const total = m ? totals[Number(m[1])] : undefined
  return total ? masteryFigure(metric, total.mastery[p], point.full, total.count) : null
}

/** 各单位掌握度 of one unit: count (实考人数 N), m{p} (its mastery of point p, x̄ / W over its N). */
export function unitMasteryFigure(key: string, row: FactorRow, points: readonly FactorPoint[], metric: MasteryMetric): Figure | null {
  if (key === 'count') return headcountFigure(row.count, null)
  const p = masteryIndexOf(key, points)
  return p === null ? null : masteryFigure(metric, row.mastery[p], points[p]!.full, row.count)
}

/** 学生掌握度 of one student: score (their score on the paper), m{p} (their score on point p over its 分值); none when 未考. */
export function studentMasteryFigure(key: string, s: StudentFactorsData['items'][number], points: readonly FactorPoint[], metric: MasteryMetric): Figure | null {
  if (key === 'score') return scoreFigure('score', s.absent ? null : s.score)
  const p = masteryIndexOf(key, points)
  return p === null ? null : masteryFigure(metric, s.absent ? null : s.mastery[p], points[p]!.full, null)
}

/**
 * σ of a group's scores on point p (each student's mastery × 分值 W) over its students with a score: the
 * spread a small group's t interval of its 掌握度 reads. `students` is the group's whole listing (total:
 * how many the answer has); null unless it holds exactly the N students the mastery is over, each with a
 * mastery of the point, so the interval is over the same students as the figure.
 */
export function pointScoreSigma(students: Pick<StudentFactorsData, 'items' | 'total'>, p: number, full: number, n: number): number | null {
  if (!(n > 0) || !(full > 0) || students.total > students.items.length) return null
  const present = students.items.filter((s) => !s.absent)
  const scores = present.flatMap((s) => {
    const m = s.mastery[p]
    return typeof m === 'number' && Number.isFinite(m) ? [m * full] : []
  })
  return present.length === n && scores.length === n ? populationSd(scores) : null
}
