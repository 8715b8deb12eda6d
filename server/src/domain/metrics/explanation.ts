import { METRIC_CATALOGUE } from '@report/contracts/bff/metric-catalogue'
import type { FigureExplanation, FigureInterval } from '@report/contracts/bff/metric-definition'
import { formatNumber, roundHalfUp } from '../tables/format-number.ts'
import { shown, type Figure } from './figures.ts'
import { isSmallGroup, tMean, wilson } from './intervals.ts'
import { settingsVersionText } from './settings-version.ts'
import type { ExamSettingsVersion } from '@report/contracts/upstream/reports/exam'
import type { CellValue } from '@report/contracts/bff/table'

/** What the page knows of a figure besides the figure itself: what it is, of whom, and its students. */
export interface FigureContext {
  /** 全体 · 数学 · 平均分 */
  caption: string
  /** The group's name (a unit, or a student for a student's own figure). */
  group: string
  /** The line a figure counted against (a rate's, 有效分's), as the page states it; null for figures without one. */
  line?: { text: string; settings: string } | null
  /** GET report-drill parameters of the figure's students (the drill dialog); null when it has none. */
  drill?: Record<string, string> | null
  /**
   * The population SD of the scores a mean is over, when the page has it (a small group's t interval): the
   * group's on the paper for a 平均分; for a 掌握度 (x̄ / W) its students' scores on the point's items.
   */
  sigma?: number | null
  /** What the page states beside the figure's own inputs (an item score's 题目满分). */
  inputs?: ReadonlyArray<{ label: string; value: string }>
  /** The cell as the page shows it, made from the figure by the page's own cell function, when it is more than the figure ('3 (B)'). */
  cell?: CellValue
}

const RATES = new Set(['excellentRate', 'goodRate', 'passRate', 'lowRate'])
/** A group's 掌握度 is its mean score on the point's items over their 分值: a mean, read with care over few students too. */
const MASTERIES = new Set(['knowledgeMastery', 'abilityMastery'])

/** What the part and the whole of a share are, by metric (the rates: students beyond the line over N). */
const SHARE_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  lowRate: ['低于线的人数', '有效成绩人数 N'],
  rankBands: ['名次段内的人数', '参与排名人数'],
  onlineRate: ['总分上线人数', '有总分的人数 N'],
  contributionRate: ['双上线人数', '总分上线人数'],
  levelBandShare: ['本档人数', '实考人数 N'],
  levelOnlineShare: ['本档线及以上的人数', '实考人数 N'],
  weakShare: ['短板人数', '有总分人数 N'],
  continueShortShare: ['连续短板人数', '有总分人数 N'],
  // 试题分析's
  itemFullRate: ['本题满分人数', '作答人数 N'],
  itemZeroRate: ['本题零分人数', '作答人数 N'],
  optionShare: ['选择该选项的人数', '作答人数 N'],
  itemScoreShare: ['得该分（累计：不低于该分）的人数', '作答人数 N'],
  // 新高考分析's
  takerShare: ['该科有成绩的人数', '有总分的人数'],
  levelScoringShare: ['该等级人数', '赋分人数'],
}
/** What the numerator and denominator of a quotient are, by metric: over a group, and a student's own (n null). */
const QUOTIENT_LABELS: Readonly<Record<string, { group: readonly [string, string]; own: readonly [string, string] }>> = {
  knowledgeMastery: { group: ['该知识点的平均得分 x̄', '该知识点的分值 W'], own: ['本人在该知识点各题的得分 x', '该知识点的分值 W'] },
  abilityMastery: { group: ['该能力的平均得分 x̄', '该能力的分值 W'], own: ['本人在该能力各题的得分 x', '该能力的分值 W'] },
  paperScoreRate: { group: ['各题平均得分之和 Σx̄ᵢ（全卷平均分）', '整卷满分 W'], own: ['各题平均得分之和 Σx̄ᵢ（全卷平均分）', '整卷满分 W'] },
  scoreRate: { group: ['平均分 x̄', '满分 W'], own: ['得分 x', '满分 W'] },
}
/** What the sum and the count of a mean are, by metric (a student mean: the scores and N). */
const MEAN_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  meanDiscrimination: ['各题区分度之和 ΣD', '有区分度的题数 k'],
}
/** What the two sides of a difference are, by metric. */
const DIFFERENCE_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  meanDiff: ['本单位平均分', '参照总体平均分'],
  overMeanRate: ['本单位平均分', '参照总体平均分'],
  excellentRateDiff: ['本单位优秀率', '参照总体优秀率'],
  goodRateDiff: ['本单位良好率', '参照总体良好率'],
  passRateDiff: ['本单位及格率', '参照总体及格率'],
  lowRateDiff: ['本单位低分率', '参照总体低分率'],
  rankGap: ['本科全体名次', '总分全体名次'],
  itemLost: ['题目满分 W', '本人得分'],
}
/** What a count counts, by metric (default: students). */
const COUNT_LABELS: Readonly<Record<string, string>> = {
  subjectCount: '试卷数',
  unitCount: '同级单位数',
  missedPapers: '没有成绩的科目数',
  questionCount: '题目数',
  goodDiscriminationCount: '区分度 D ≥ 0.40 的题数',
  poorDiscriminationCount: '区分度 D < 0.20 的题数',
  pointQuestions: '考查它的题目数',
}
/** What is ahead of a rank, by metric (default: students with a higher score). */
const RANK_LABELS: Readonly<Record<string, string>> = {
  meanRank: '平均分更高的同级单位数',
  rateRank: '该率更高的同级单位数',
}
/** What an observed value is, by metric (default: a score as it was recorded). */
const OBSERVED_LABELS: Readonly<Record<string, string>> = {
  gradeBands: '档次线（按比例取到的最后一名的分数）',
  effectiveScore: '有效分（按上线比例取到的分数）',
  pointFull: '试卷设置的各题满分之和',
}
const num = (x: number): string => String(roundHalfUp(x, 4) + 0)

/** The inputs of a figure as the panel lists them. */
function inputsOf(figure: Figure): Array<{ label: string; value: string }> {
  const c = figure.computation
  if (!c) return [{ label: '数值', value: '无法计算（没有有效成绩或平台未给出）' }]
  switch (c.kind) {
    case 'count':
      return [{ label: COUNT_LABELS[figure.metric] ?? '人数', value: `${c.count}` }]
    case 'mean': {
      const [sum, n] = MEAN_LABELS[figure.metric] ?? ['成绩之和 Σx', '有效成绩人数 N']
      return [
        { label: sum, value: num(c.sum) },
        { label: n, value: `${c.n}` },
      ]
    }
    case 'ratio':
    {
      const [part, whole] = SHARE_LABELS[figure.metric] ?? ['达到线的人数', '有效成绩人数 N']
      return [
        { label: part, value: `${c.part}` },
        { label: whole, value: `${c.whole}` },
      ]
    }
    case 'quotient': {
      const labels = QUOTIENT_LABELS[figure.metric]
      const [numerator, denominator] = labels ? (figure.n === null ? labels.own : labels.group) : ['平均分 x̄', '满分 W']
      return [
        { label: numerator, value: num(c.numerator) },
        { label: denominator, value: num(c.denominator) },
      ]
    }
    case 'rank':
      return [{ label: RANK_LABELS[figure.metric] ?? '分数更高的人数', value: `${c.higher}` }]
    case 'observed':
      return [{ label: OBSERVED_LABELS[figure.metric] ?? '记录的分数', value: num(c.value) }]
    case 'sum':
      return [{ label: figure.metric === 'itemMeanSum' ? '各题平均分（依题号顺序相加）' : '相加的各项', value: c.parts.map(num).join(' + ') }]
    case 'platform':
      return [{ label: '平台按定义由全部有效成绩算出的值', value: String(c.value) }]
    case 'difference':
    case 'relative': {
      const [unit, reference] = DIFFERENCE_LABELS[figure.metric] ?? ['本单位的值', '参照总体的值']
      const exact = (x: number) => (figure.format.kind === 'percent' ? String(formatNumber(x, { kind: 'percent', digits: 4 })) : num(x))
      return [
        { label: unit, value: exact(c.value) },
        { label: reference, value: exact(c.reference) },
      ]
    }
  }
}

/** A small group's 95 % interval: Wilson for a rate, t for a mean (when the page has the group's SD). */
function intervalOf(figure: Figure, sigma: number | null | undefined): FigureInterval | null {
  if (!isSmallGroup(figure.n) || figure.raw === null) return null
  const c = figure.computation
  const text = (low: number, high: number) => `${formatNumber(low, figure.format)} ~ ${formatNumber(high, figure.format)}`
  if (RATES.has(figure.metric) && c?.kind === 'ratio') {
    const ci = wilson(c.part, c.whole)
    return ci ? { method: 'wilson', level: 0.95, low: ci.low, high: ci.high, text: text(ci.low, ci.high) } : null
  }
  if (figure.metric === 'mean' && sigma !== null && sigma !== undefined && figure.n !== null) {
    const ci = tMean(figure.raw, sigma, figure.n)
    return ci ? { method: 't', level: 0.95, low: ci.low, high: ci.high, text: text(ci.low, ci.high) } : null
  }
  // 掌握度 = x̄ / W: the t interval of x̄ over W, within 0 … 100 % (no student scores below 0 or above the 分值).
  if (MASTERIES.has(figure.metric) && c?.kind === 'quotient' && sigma !== null && sigma !== undefined && figure.n !== null) {
    const ci = tMean(c.numerator, sigma, figure.n)
    if (!ci) return null
    const low = Math.max(0, ci.low / c.denominator)
    const high = Math.min(1, ci.high / c.denominator)
    return { method: 't', level: 0.95, low, high, text: text(low, high) }
  }
  return null
}

/** smallFigure(figure) = a mean, a rate or a group's 掌握度 over 1 … 9 students (its cell carries the mark). */
export const smallFigure = (figure: Figure): boolean => (figure.metric === 'mean' || RATES.has(figure.metric) || MASTERIES.has(figure.metric)) && isSmallGroup(figure.n) && figure.raw !== null

/**
 * explanationOf(figure, context, exam) = the explanation panel of a figure: definition, inputs, rounding,
 * population, students; a figure that reads settings lists the version it was computed with, as the
 * exam's info (the page's own frame answer) states it.
 */
export function explanationOf(figure: Figure, context: FigureContext, exam: { settings?: ExamSettingsVersion } = {}): FigureExplanation {
  const definition = METRIC_CATALOGUE[figure.metric]
  const settingsVersion = settingsVersionText(exam.settings, definition.settings)
  return {
    metric: figure.metric,
    definition: { ...definition, settings: [...definition.settings] },
    caption: context.caption,
    group: { name: context.group, n: figure.n },
    inputs: [...inputsOf(figure), ...(context.inputs ?? []), ...(settingsVersion === null ? [] : [{ label: '设置版本', value: settingsVersion }])],
    settingsVersion,
    computation: figure.computation,
    raw: figure.raw,
    shown: shown(figure),
    ...(context.cell !== undefined && context.cell !== shown(figure) ? { cell: context.cell } : {}),
    format: figure.format,
    population: {
      rule: definition.population,
      leftOut: figure.leftOut,
      leftOutLabel: figure.leftOut === null ? '本指标不涉及未考学生' : `${figure.leftOut} 名未考学生未计入`,
    },
    line: context.line ?? null,
    small: smallFigure(figure),
    interval: intervalOf(figure, context.sigma),
    drill: context.drill ?? null,
  }
}
