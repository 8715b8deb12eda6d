import type { HelpArticle } from '@report/contracts/bff/help'
import type { MetricNoteKey } from '@report/contracts/bff/metric-notes'
import { sumOfPapers } from '@report/contracts/rules/total-score'
import { populationSd } from '../metrics/intervals.ts'

/**
 * Worked examples of the help centre, computed (not typed in) from the sample of
 * shared/reference/analytics.md "Worked numbers": ten scores of a paper with full score 100.
 */
export const SAMPLE_SCORES: readonly number[] = [45, 52, 58, 61, 67, 70, 70, 78, 85, 96]
export const SAMPLE_FULL = 100

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)
export const mean = (xs: readonly number[]) => sum(xs) / xs.length
const sampleSd = (xs: readonly number[]) => {
  const m = mean(xs)
  return Math.sqrt(sum(xs.map((x) => (x - m) ** 2)) / (xs.length - 1))
}
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
export function modes(xs: readonly number[]): number[] {
  const counts = new Map<number, number>()
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1)
  const top = Math.max(...counts.values())
  return top < 2 ? [] : [...counts].filter(([, c]) => c === top).map(([x]) => x).sort((a, b) => a - b)
}
/** Adjusted Fisher–Pearson G1 (Excel SKEW). */
export function skewness(xs: readonly number[]): number {
  const n = xs.length
  const m = mean(xs)
  const m3 = sum(xs.map((x) => (x - m) ** 3)) / n
  return (n * n * m3) / ((n - 1) * (n - 2) * sampleSd(xs) ** 3)
}
/** Excess kurtosis G2 (Excel KURT). */
export function kurtosis(xs: readonly number[]): number {
  const n = xs.length
  const m = mean(xs)
  const s4 = sampleSd(xs) ** 4
  const sum4 = sum(xs.map((x) => (x - m) ** 4))
  return ((n * (n + 1)) / ((n - 1) * (n - 2) * (n - 3))) * (sum4 / s4) - (3 * (n - 1) ** 2) / ((n - 2) * (n - 3))
}
/** Competition ranking: 1 + the number of strictly higher scores. */
export const competitionRank = (xs: readonly number[], x: number) => 1 + xs.filter((y) => y > x).length
export const atLeast = (xs: readonly number[], line: number) => xs.filter((x) => x >= line).length
/** Half-open segments [a, a+step), the full score folded into the top one; highest first. */
export function segments(xs: readonly number[], full: number, step: number): Array<{ from: number; count: number }> {
  const top = Math.floor((full - 1) / step) * step
  const counts = new Map<number, number>()
  for (const x of xs) {
    const from = Math.min(Math.floor(x / step) * step, top)
    counts.set(from, (counts.get(from) ?? 0) + 1)
  }
  return [...counts].map(([from, count]) => ({ from, count })).sort((a, b) => b.from - a.from)
}
/** Round half up (not banker's rounding), analytics.md grade-level scoring. */
export const roundHalfUp = (x: number) => Math.floor(x + 0.5)

const f = (x: number, digits = 2) => Number(x.toFixed(digits)).toString()
const pct = (x: number) => `${f(x * 100)}%`
const DATA = `10 名学生的成绩（满分 W = ${SAMPLE_FULL}）：${SAMPLE_SCORES.join('、')}`

type Example = NonNullable<HelpArticle['example']>

/** The worked example of a statistic, or null where the sample does not show it (effective scores, items …). */
export function workedExample(key: MetricNoteKey): Example | null {
  const xs = SAMPLE_SCORES
  const n = xs.length
  const m = mean(xs)
  const sd = populationSd(xs)
  switch (key) {
    case 'headcount':
      return { data: DATA, steps: ['10 名学生都有成绩（未考学生不计入）'], result: `N = ${n}` }
    case 'mean':
      return { data: DATA, steps: [`Σx = ${sum(xs)}`, `x̄ = ${sum(xs)} / ${n}`], result: `平均分 = ${f(m)}` }
    case 'standardDeviation':
      return { data: DATA, steps: [`x̄ = ${f(m)}`, `Σ(x − x̄)² = ${f(sum(xs.map((x) => (x - m) ** 2)))}`, `σ = √(${f(sum(xs.map((x) => (x - m) ** 2)))} / ${n})`], result: `标准差 = ${f(sd, 6)}` }
    case 'median':
      return { data: DATA, steps: ['N = 10 为偶数，取第 5、6 个分数 67 与 70 的平均'], result: `中位数 = ${f(median(xs))}` }
    case 'modes':
      return { data: DATA, steps: ['70 出现 2 次，其余分数各出现 1 次'], result: `众数 = ${modes(xs).join('、')}` }
    case 'skewness':
      return { data: DATA, steps: [`m3 = Σ(x − x̄)³ / N，s = 样本标准差 ${f(sampleSd(xs), 4)}`], result: `偏度 G1 = ${f(skewness(xs), 6)}` }
    case 'kurtosis':
      return { data: DATA, steps: ['按 Excel KURT 的公式计算超额峰度'], result: `峰度 G2 = ${f(kurtosis(xs), 6)}` }
    case 'difficulty':
      return { data: DATA, steps: [`P = ${f(m)} / ${SAMPLE_FULL}`], result: `难度 = ${(m / SAMPLE_FULL).toFixed(2)}` }
    case 'discrimination': {
      const k = Math.ceil(0.27 * n)
      const sorted = [...xs].sort((a, b) => b - a)
      const hi = sorted.slice(0, k)
      const lo = sorted.slice(n - k)
      return {
        data: DATA,
        steps: [`每组 ⌈0.27 × ${n}⌉ = ${k} 人`, `高分组 ${hi.join('、')}，平均 ${f(mean(hi))}`, `低分组 ${lo.join('、')}，平均 ${f(mean(lo))}`],
        result: `区分度 = (${f(mean(hi))} − ${f(mean(lo))}) / ${SAMPLE_FULL} = ${((mean(hi) - mean(lo)) / SAMPLE_FULL).toFixed(2)}`,
      }
    }
    case 'variationCoefficient':
      return { data: DATA, steps: [`σ = ${f(sd, 4)}，x̄ = ${f(m)}`], result: `差异系数 = ${f(sd / m, 4)}` }
    case 'zScore':
      return { data: DATA, steps: [`分数 85：Z = (85 − ${f(m)}) / ${f(sd, 4)}`], result: `Z = ${((85 - m) / sd).toFixed(4)}` }
    case 'tScore':
      return { data: DATA, steps: [`分数 85 的 Z = ${((85 - m) / sd).toFixed(4)}`, 'T = 50 + 10 × Z'], result: `T = ${(50 + 10 * ((85 - m) / sd)).toFixed(2)}` }
    case 'overMeanRate':
      return { data: '班级平均分 72.6，年级（参照）平均分 68.2', steps: ['(72.6 − 68.2) / 68.2'], result: `超均率 = ${(((72.6 - 68.2) / 68.2) * 100).toFixed(4)}%` }
    case 'excellentRate':
      return { data: DATA, steps: [`优秀线 = 85 % × ${SAMPLE_FULL} = 85，达到的有 ${atLeast(xs, 85)} 人`], result: `优秀率 = ${atLeast(xs, 85)} / ${n} = ${pct(atLeast(xs, 85) / n)}` }
    case 'goodRate':
      return { data: DATA, steps: [`良好线 = 70，达到的有 ${atLeast(xs, 70)} 人（两个 70 分都算）`], result: `良好率 = ${atLeast(xs, 70)} / ${n} = ${pct(atLeast(xs, 70) / n)}` }
    case 'passRate':
      return { data: DATA, steps: [`及格线 = 60，达到的有 ${atLeast(xs, 60)} 人`], result: `及格率 = ${atLeast(xs, 60)} / ${n} = ${pct(atLeast(xs, 60) / n)}` }
    case 'lowRate': {
      const low = xs.filter((x) => x < 40).length
      return { data: DATA, steps: [`低分线 = 40，低于 40 分的有 ${low} 人`], result: `低分率 = ${low} / ${n} = ${pct(low / n)}` }
    }
    case 'segments':
      return {
        data: DATA,
        steps: ['步长 10 分，左闭右开，满分 100 并入 90 段'],
        result: segments(xs, SAMPLE_FULL, 10).map((s) => `${s.from}–${s.from + 10}：${s.count} 人`).join('；'),
      }
    case 'rank':
      return { data: DATA, steps: ['两个 70 分：高于 70 分的有 3 人，名次 1 + 3 = 4', '67 分：高于它的有 5 人'], result: `70 分并列第 ${competitionRank(xs, 70)} 名，67 分第 ${competitionRank(xs, 67)} 名` }
    case 'gradeBands': {
      const k = Math.ceil(0.15 * n)
      const line = [...xs].sort((a, b) => b - a)[k - 1]!
      return { data: DATA, steps: [`一档比例 15 %：取前 ⌈0.15 × ${n}⌉ = ${k} 名`, `第 ${k} 名的分数为 ${line}`], result: `一档线 = ${line} 分` }
    }
    case 'totalScore': {
      // Three students, three papers (语文, 数学, 英语); NaN is 未考. The sums come from the rule's own function.
      const rows: Array<[string, number[]]> = [['甲', [120, 98, 131]], ['乙', [0, 95, 102]], ['丙', [110, NaN, 90]]]
      const totals = rows.map(([, xs]) => sumOfPapers(xs))
      const counted = totals.filter((x) => x === x)
      const cell = (x: number) => (x === x ? String(x) : '缺考')
      return {
        data: `语文、数学、英语三科：${rows.map(([name, xs]) => `${name} ${xs.map(cell).join('、')}`).join('；')}`,
        steps: [
          ...rows.map(([name, xs], i) => (totals[i]! === totals[i]! ? `${name}：${xs.join(' + ')} = ${totals[i]}${xs.includes(0) ? '（0 分是成绩）' : ''}` : `${name}：缺考数学，总分记为未考（语文、英语仍计入各科统计）`)),
          `总分实考 ${counted.length} 人、未考 ${rows.length - counted.length} 人，平均分 = (${counted.join(' + ')}) / ${counted.length}`,
        ],
        result: `总分平均分 = ${f(mean(counted))}`,
      }
    }
    case 'levelScoring': {
      const t = 71 + ((81 - 61) * (85 - 71)) / (82 - 61)
      return {
        data: '3+1+2 规则 B 等（赋分区间 71–85），该等级内原始分最低 61、最高 82，某生原始分 81',
        steps: [`T = 71 + (81 − 61) × (85 − 71) / (82 − 61) = ${f(t)}`, '四舍五入取整（0.5 进位）'],
        result: `赋分 = ${roundHalfUp(t)}`,
      }
    }
    default:
      return null
  }
}
