import type { MetricNote } from '@report/contracts/bff/metric-notes'
import { roundHalfUp } from '../../tables/format-number.ts'

/**
 * Verdicts of the question pages (report-question, question-report, subject-report): Ebel's bands on
 * the discrimination index and the usual three difficulty bands on the score rate. Both read the value
 * as the page shows it (2 decimals), so a 0.3996 shown as 0.40 is 优秀, as a teacher checking by hand
 * would expect.
 */

export type EbelVerdict = '优秀' | '良好' | '尚可' | '需改进'

/** Ebel: D ≥ 0.40 优秀, 0.30–0.39 良好, 0.20–0.29 尚可, < 0.20 需改进; null when D is undefined. */
export function ebelVerdict(discrimination: number | null): EbelVerdict | null {
  if (discrimination === null || !Number.isFinite(discrimination)) return null
  const d = roundHalfUp(discrimination, 2)
  if (d >= 0.4) return '优秀'
  if (d >= 0.3) return '良好'
  if (d >= 0.2) return '尚可'
  return '需改进'
}

export const EBEL_VERDICTS: readonly EbelVerdict[] = ['优秀', '良好', '尚可', '需改进']

export type DifficultyBand = '容易' | '适中' | '较难'

/** P ≥ 0.70 容易, 0.40–0.69 适中, < 0.40 较难; null when P is undefined. */
export function difficultyBand(difficulty: number | null): DifficultyBand | null {
  if (difficulty === null || !Number.isFinite(difficulty)) return null
  const p = roundHalfUp(difficulty, 2)
  if (p >= 0.7) return '容易'
  if (p >= 0.4) return '适中'
  return '较难'
}

export const QUESTION_VERDICT_NOTES: readonly MetricNote[] = [
  {
    term: '质量评价（区分度）',
    formula: 'D ≥ 0.40 优秀；0.30–0.39 良好；0.20–0.29 尚可；D < 0.20 需改进',
    note: 'Ebel 的区分度分级，按保留 2 位小数后的区分度判断；需改进的题目宜检查题干、答案或评分标准。',
  },
  { term: '难度等级', formula: 'P ≥ 0.70 容易；0.40 ≤ P < 0.70 适中；P < 0.40 较难', note: 'P 为得分率（题目平均分 / 题目满分），按保留 2 位小数后的值判断。' },
  { term: '满分率 / 零分率', formula: '得满分（或 0 分）的人数 / 作答人数', note: '未考学生不计入。' },
]

export const TYPE_LABELS: Readonly<Record<string, string>> = { single: '单选题', multi: '多选题', blank: '填空题', essay: '解答题' }

/** 单选题 … or the type as it came (an unknown type is shown, not hidden). */
export function questionTypeLabel(type: string, isObjective: boolean): string {
  return TYPE_LABELS[type] ?? (type || (isObjective ? '客观题' : '主观题'))
}

/** A share n / N, null when nobody sat. */
export function shareOf(n: number, base: number): number | null {
  return base > 0 ? n / base : null
}

/**
 * Mean and population standard deviation of a score distribution ({score, count} pairs, analytics.md:
 * σ = √(Σ(x − x̄)²/N)); nulls when it is empty.
 */
export function distributionStats(scores: ReadonlyArray<{ score: number; count: number }>): { n: number; mean: number | null; standardDeviation: number | null } {
  const n = scores.reduce((sum, s) => sum + s.count, 0)
  if (n === 0) return { n, mean: null, standardDeviation: null }
  const mean = scores.reduce((sum, s) => sum + s.score * s.count, 0) / n
  const ss = scores.reduce((sum, s) => sum + s.count * (s.score - mean) ** 2, 0)
  return { n, mean, standardDeviation: Math.sqrt(ss / n) }
}

/**
 * The `count` weakest questions by score rate (lowest first; ties keep paper order; questions without a
 * rate left out): the subject report's 试题得分率 summary.
 */
export function weakestQuestions<Q extends { index: number; difficulty: number | null }>(questions: readonly Q[], count: number): Q[] {
  return questions
    .filter((q) => q.difficulty !== null && Number.isFinite(q.difficulty))
    .map((q, order) => ({ q, order }))
    .sort((a, b) => a.q.difficulty! - b.q.difficulty! || a.order - b.order)
    .slice(0, count)
    .map((entry) => entry.q)
}

/**
 * An option's count in a unit from its share (the upstream gives units shares over the students present):
 * round(share × present). Exact because the share is count / present.
 */
export function optionCount(share: number | null, present: number): number | null {
  return share === null ? null : Math.round(share * present)
}

/** Questions in runs of the same section, in paper order (a section split by another comes twice). */
export function sectionRuns<Q extends { section: string }>(questions: readonly Q[]): { section: string; questions: Q[] }[] {
  const runs: { section: string; questions: Q[] }[] = []
  for (const q of questions) {
    const last = runs[runs.length - 1]
    if (last && last.section === q.section) last.questions.push(q)
    else runs.push({ section: q.section, questions: [q] })
  }
  return runs
}

/**
 * A score distribution as chart categories, low to high: each score when there are at most `maxBars`
 * distinct ones, else bands [a, a + w) of a whole width w (the full score folded into the top band); each
 * bar with the scores it counts.
 */
export function scoreBars(scores: ReadonlyArray<{ score: number; count: number }>, full: number, maxBars = 40): ScoreBar[] {
  const ascending = [...scores].sort((a, b) => a.score - b.score)
  if (ascending.length <= maxBars) return ascending.map((s) => ({ label: `${roundHalfUp(s.score, 2)}分`, count: s.count, scores: [s.score] }))
  const width = Math.max(1, Math.ceil(full / maxBars))
  const bands = Math.max(1, Math.ceil(full / width))
  const bars = Array.from({ length: bands }, (_, b): ScoreBar => ({ label: `${b * width}-${b === bands - 1 ? full : (b + 1) * width}分`, count: 0, scores: [] }))
  for (const s of ascending) {
    const bar = bars[Math.min(bands - 1, Math.floor(s.score / width))]!
    bar.count += s.count
    bar.scores.push(s.score)
  }
  return bars
}

/** A bar of 得分分布: its label, its students, and the scores it counts (one, or a band's). */
export interface ScoreBar {
  label: string
  count: number
  scores: number[]
}
