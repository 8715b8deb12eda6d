import { METRIC_NOTES, type MetricNote, type MetricNoteKey } from '@report/contracts/bff/metric-notes'
import { METRIC_CATALOGUE } from '@report/contracts/bff/metric-catalogue'
import type { RateKind } from '@report/contracts/upstream/reports/rates'
import { roundHalfUp } from '../tables/format-number.ts'

// The wording of the 三率 and 低分 lines (analytics.md "Lines, rates"), built from the lines the
// figures were counted with: the settings version the exam is published against, as the upstream
// answer states them per paper. A legend never names a line the figures did not use: lines the
// platform does not state are said to be unstated, not assumed to be the defaults.

export interface RateLineScores {
  excellent: number
  good: number
  pass: number
  low: number
}

/** One paper's lines as its figures were counted. */
export interface PaperLines {
  pindex: number
  subject: string
  /** W, the paper's full score. */
  full: number
  /** The lines as scores; null when the platform did not state them. */
  lines: RateLineScores | null
}

const LABEL: Readonly<Record<RateKind, string>> = { excellent: '优秀', good: '良好', pass: '及格', low: '低分' }
const TERM: Readonly<Record<RateKind, string>> = { excellent: '优秀率', good: '良好率', pass: '及格率', low: '低分率' }
/** The 指标说明 keys of the rates (contracts/bff/metric-notes.ts) and the line each counts against. */
export const RATE_NOTE_KINDS: Readonly<Partial<Record<MetricNoteKey, RateKind>>> = { excellentRate: 'excellent', goodRate: 'good', passRate: 'pass', lowRate: 'low' }
const SOURCE = '线按本次考试发布时的分数线设置（指标参数设置）'

const num = (x: number): string => String(roundHalfUp(x, 2) + 0)
const below = (kind: RateKind) => kind === 'low'

/**
 * linePercent(line, W) = the line as a percent of W when it is one to two decimals (what a setting by
 * ratio gives: 127.5 of 150 → 85), else null (a setting by score: 100 of 150).
 */
export function linePercent(line: number, full: number): number | null {
  if (!(full > 0) || !Number.isFinite(line)) return null
  const exact = (line / full) * 100
  const rounded = roundHalfUp(exact, 2)
  return Math.abs(rounded - exact) < 1e-6 ? rounded + 0 : null
}

/** How one line reads: '75 %' of W, or '120 分' when it is no clean share. */
interface Phrase {
  key: string
  percent: number | null
  score: number
}

function phrase(line: number, full: number): Phrase {
  const percent = linePercent(line, full)
  return percent === null ? { key: `s${num(line)}`, percent, score: line } : { key: `p${num(percent)}`, percent, score: line }
}

/** Papers grouped by `keyOf`, largest group first (ties: the group with 总分, then first seen). */
function groupsBy<P extends PaperLines, T>(papers: readonly P[], keyOf: (p: P) => string, value: (p: P) => T): Array<{ value: T; papers: P[] }> {
  const groups = new Map<string, { value: T; papers: P[]; first: number }>()
  papers.forEach((p, i) => {
    const key = keyOf(p)
    const group = groups.get(key)
    if (group) group.papers.push(p)
    else groups.set(key, { value: value(p), papers: [p], first: i })
  })
  const hasTotal = (g: { papers: PaperLines[] }) => (g.papers.some((p) => p.pindex === 0) ? 1 : 0)
  return [...groups.values()].sort((a, b) => b.papers.length - a.papers.length || hasTotal(b) - hasTotal(a) || a.first - b.first)
}

const subjects = (papers: readonly PaperLines[]) => papers.map((p) => p.subject).join('、')
const known = (papers: readonly PaperLines[]) => papers.filter((p): p is PaperLines & { lines: RateLineScores } => p.lines !== null)

/**
 * rateNote(kind, papers) = the 指标说明 entry of one rate over the papers a page shows: the formula with
 * the line most papers share, the papers whose line differs, each line as a share of W when it is one
 * (else in points), and for a single paper its line in points as well.
 */
export function rateNote(kind: RateKind, papers: readonly PaperLines[]): MetricNote {
  const term = TERM[kind]
  const label = LABEL[kind]
  const sign = below(kind) ? '<' : '≥'
  const equal = below(kind) ? '不含等于' : '含等于'
  const stated = known(papers)
  if (stated.length === 0) return { term, formula: `得分 ${sign} ${label}线 的人数 / N`, note: `${equal}；${label}线为本次考试发布时分数线设置中的值，平台未给出具体分数。` }
  if (stated.length === 1) {
    const p = stated[0]!
    const line = p.lines[kind]
    const percent = linePercent(line, p.full)
    const formula = percent === null ? `得分 ${sign} ${num(line)} 分 的人数 / N` : `得分 ${sign} ${num(percent)} %·W 的人数 / N`
    return { term, formula, note: `${equal}；${p.subject}满分 ${num(p.full)}，${label}线 ${num(line)} 分；${SOURCE}。` }
  }
  const groups = groupsBy(stated, (p) => phrase(p.lines[kind], p.full).key, (p) => phrase(p.lines[kind], p.full))
  const main = groups[0]!
  const text = (g: { value: Phrase; papers: PaperLines[] }) => `${subjects(g.papers)} ${g.value.percent === null ? `${num(g.value.score)} 分` : `${num(g.value.percent)} %·W`}`
  if (main.value.percent !== null) {
    const others = groups.slice(1).map(text)
    return {
      term,
      formula: `得分 ${sign} ${num(main.value.percent)} %·W 的人数 / N`,
      note: `${equal}；W 为满分${others.length ? `；其中${others.join('，')}` : ''}；${SOURCE}。`,
    }
  }
  // Most papers set by score: every paper's line in points, so the list reads one way.
  const points = groupsBy(stated, (p) => num(p.lines[kind]), (p) => p.lines[kind])
  const listed = points.map((g) => `${subjects(g.papers)} ${num(g.value)} 分`)
  return { term, formula: `得分 ${sign} ${label}线 的人数 / N`, note: `${equal}；${label}线：${listed.join('，')}；${SOURCE}。` }
}

/** The paper's lines of `kinds` as one reading: shares of W when every one is, else points. */
function profile(p: PaperLines & { lines: RateLineScores }, kinds: readonly RateKind[]): { key: string; percents: number[] | null; scores: number[] } {
  const scores = kinds.map((k) => p.lines[k])
  const percents = scores.map((s) => linePercent(s, p.full))
  const all = percents.every((x) => x !== null) ? (percents as number[]) : null
  return { key: all ? `p${all.map(num).join(',')}` : `s${scores.map(num).join(',')}`, percents: all, scores }
}

/**
 * ratesSentence(papers, kinds) = the lines of a table of rates in one sentence, for its description:
 * 「优秀、良好、及格为得分不低于满分的 75 %、70 %、60 %，低分为低于满分的 40 %；数学为不低于满分的 80 %、
 * 65 %、55 %，低于满分的 35 %」. A single paper also gives the lines in points.
 */
export function ratesSentence(papers: readonly PaperLines[], kinds: readonly RateKind[] = ['excellent', 'good', 'pass', 'low']): string {
  const atLeast = kinds.filter((k) => !below(k))
  const under = kinds.filter(below)
  const stated = known(papers)
  if (stated.length === 0) return `${kinds.map((k) => LABEL[k]).join('、')}按本次考试发布时的分数线设置统计（平台未给出各线的分数）`
  const part = (p: ReturnType<typeof profile>, from: number, to: number, full: number | null) => {
    const scores = p.scores.slice(from, to)
    if (p.percents === null) return ` ${scores.map(num).join('、')} 分`
    const shares = `满分${full === null ? '' : ` ${num(full)} `}的 ${p.percents.slice(from, to).map(num).join(' %、')} %`
    return full === null ? shares : `${shares}（${scores.map(num).join('、')} 分）`
  }
  const reading = (p: ReturnType<typeof profile>, full: number | null, named: boolean) => {
    const out: string[] = []
    if (atLeast.length) out.push(`${named ? `${atLeast.map((k) => LABEL[k]).join('、')}为得分` : ''}不低于${part(p, 0, atLeast.length, full)}`)
    if (under.length) out.push(`${named ? `${under.map((k) => LABEL[k]).join('、')}为` : ''}低于${part(p, atLeast.length, kinds.length, full)}`)
    return `${out.join('，')}${p.percents === null && full !== null ? `（满分 ${num(full)}）` : ''}`
  }
  if (stated.length === 1) return reading(profile(stated[0]!, kinds), stated[0]!.full, true)
  const groups = groupsBy(stated, (p) => profile(p, kinds).key, (p) => profile(p, kinds))
  const [main, ...others] = groups
  return [reading(main!.value, null, true), ...others.map((g) => `${subjects(g.papers)}为${reading(g.value, null, false)}`)].join('；')
}

/**
 * metricNotes(keys, lines) = a page's 指标说明 entries in order: the rates' from the lines the page's
 * figures were counted with, every other entry the standard one. Without lines (a page that counts
 * no rates of its own) the standard entries, which define the lines without naming an exam's.
 */
export function metricNotes(keys: readonly MetricNoteKey[], lines: readonly PaperLines[] | undefined): MetricNote[] {
  return keys.map((key) => {
    const kind = RATE_NOTE_KINDS[key]
    if (!kind || !lines) return METRIC_NOTES[key]
    const { population, rounding } = METRIC_CATALOGUE[key]
    return { ...rateNote(kind, lines), population, rounding }
  })
}

/** The settings a page's figures read: the union of its metrics' (the catalogue's names), in catalogue order. */
export const settingsReadBy = (keys: readonly MetricNoteKey[]): string[] => [...new Set(keys.flatMap((key) => METRIC_CATALOGUE[key].settings))]

/**
 * rateLine(kind, paper) = the line one rate figure counted against, for its explanation: the page's
 * 指标说明 entry of that rate on that paper alone (rateNote), so the two say the same.
 */
export function rateLine(kind: RateKind, paper: PaperLines): { text: string; settings: string } {
  const note = rateNote(kind, [paper])
  return { text: `${note.formula}（${note.note.replace(/。$/, '')}）`, settings: paper.lines ? '本次考试发布时的指标参数设置版本' : '平台未给出本次考试所用的线' }
}
