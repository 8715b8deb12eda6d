import type { ReportFilter } from '@report/contracts/bff/report-page'
import { formatNumber } from '../../tables/format-number.ts'

// 有效分's 总分 line (analytics.md "Effective score"; /api/v4/exam/standardEffective): the page address
// may name one — a 总分 score, or a share of the students from the top (r15) — else the upstream takes
// the line of the settings version the exam is published against.

export type EffectiveLineAsked = { line: number } | { ratio: number } | Record<string, never>

/** Quick picks of the 总分 line: the last of the top p % of students. */
export const EFFECTIVE_RATIOS: readonly number[] = [10, 15, 20, 30, 50]

/** effectiveLineAsked(v) = the line the address names: a score (≥ 0), a share (0 < p ≤ 100), or none (absent or out of range). */
export function effectiveLineAsked(value: string | undefined): EffectiveLineAsked {
  if (value === undefined || value === '') return {}
  const ratio = /^r([0-9]+(?:\.[0-9]+)?)$/.exec(value)
  if (ratio) {
    const p = Number(ratio[1])
    return p > 0 && p <= 100 ? { ratio: p } : {}
  }
  const line = Number(value)
  return /^[0-9]+(?:\.[0-9]+)?$/.test(value) && Number.isFinite(line) ? { line } : {}
}

/** How the line in force was taken, when by share: 「总分前 15 % 学生的最低分」; null for a 总分 given as it is. */
export function effectiveLineBasis(ratio: number | null): string | null {
  return ratio === null ? null : `总分前 ${formatNumber(ratio)} % 学生的最低分`
}

/**
 * The page's 总分线 choice: the exam's own setting (the line the answer gives when none is asked, said
 * how it was taken), the quick picks, the score asked for when it is none of them, and a box to type a
 * 总分 between 0 and its full score.
 */
export function effectiveLineFilter(asked: string | undefined, answer: { line: number; ratio: number | null }, totalFull: number): ReportFilter {
  const current = asked !== undefined && Object.keys(effectiveLineAsked(asked)).length > 0 ? asked : ''
  const basis = effectiveLineBasis(answer.ratio)
  const own = current === '' ? `按本次考试设置（${formatNumber(answer.line)} 分${basis ? `，${basis}` : ''}）` : '按本次考试设置'
  const options = [{ value: '', label: own }, ...EFFECTIVE_RATIOS.map((p) => ({ value: `r${p}`, label: `总分前 ${p} %` }))]
  if (current !== '' && !options.some((o) => o.value === current)) {
    const chosen = effectiveLineAsked(current)
    options.push({ value: current, label: 'line' in chosen ? `总分 ${formatNumber(chosen.line)} 分` : 'ratio' in chosen ? `总分前 ${formatNumber(chosen.ratio)} %` : current })
  }
  return { key: 'line', label: '总分线', value: current, options, input: { label: '自定总分线', unit: '分', min: 0, max: totalFull, step: 0.5 } }
}
