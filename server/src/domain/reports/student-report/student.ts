import type { ChartExplain, ChartView } from '@report/contracts/bff/chart'
import type { ReportFilter } from '@report/contracts/bff/report-page'
import type { CellValue, TableColumn, TableRow } from '@report/contracts/bff/table'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { RankDisplay } from '@report/contracts/upstream/reports/ranking'
import type { PaperAnalysis, PapersAnalysisData, StudentSegmentsData } from '@report/contracts/upstream/reports/student-report'
import { rankColumnsFor, type RankColumns } from '../student-cells.ts'
import { formatNumber, toCell } from '../../tables/format-number.ts'
import { sortBySubject } from '../../tables/subject-order.ts'
import { PAPER_FIGURE_KEYS, paperFigure, paperFigureCell } from './student-figures.ts'
import { countFigure, scoreRateFigure, type Figure } from '../../metrics/figures.ts'
import { chartPercent, chartValue } from '../../metrics/chart-values.ts'

/** 学生分析 (student-report, spec 2 §2, §3 "Student", "Weak and good paper ranks"): pure parts of the page. */

export type Option = ReportFilter['options'][number]

/** A class's students as 学生 options, in the order given; a name two students share gets the 学号 to tell them apart. */
export function rosterOptions(students: ReadonlyArray<{ key: string; name: string; xuehao: string }>): Option[] {
  const counts = new Map<string, number>()
  for (const s of students) counts.set(s.name, (counts.get(s.name) ?? 0) + 1)
  return students.map((s) => ({ value: s.key, label: (counts.get(s.name) ?? 0) > 1 ? `${s.name}（${s.xuehao}）` : s.name }))
}

/** The option a filter chose, else the first (bad input falls back); null when there is none. */
export function chooseOption(options: readonly Option[], raw: string | undefined): string | null {
  return options.find((o) => o.value === raw)?.value ?? options[0]?.value ?? null
}

/** Which rank scopes a student's figures show: 班级 and the whole exam always; 学校 and 区县 when the exam spans several. */
export interface StudentScopes {
  school: boolean
  county: boolean
}

export function studentScopes(total: Pick<PaperAnalysis, 'allCount' | 'schoolCount'>, scale: number): StudentScopes {
  const multiSchool = total.allCount > total.schoolCount
  return { school: multiSchool, county: multiSchool && scale === 3 }
}

/**
 * studentRankColumns(scopes, d) = the ranks the student's figures show under the exam's published ranking
 * settings (issue 19; spec 1 §2 ranking): the scopes' ranks cut to the published ones; a reader set to levels
 * sees one 成绩等级 and no rank, a hidden one neither. No display: every rank of the scopes.
 */
export function studentRankColumns(scopes: StudentScopes, display: RankDisplay | undefined): RankColumns {
  return rankColumnsFor({ counties: scopes.county ? 2 : 1, schools: scopes.school ? 2 : 1 }, display)
}

const everyRank = (scopes: StudentScopes): RankColumns => studentRankColumns(scopes, undefined)

/** What the exam-wide scope is called: 年级 in a one-school exam, 全体 otherwise. */
export function wholeLabel(scopes: StudentScopes): string {
  return scopes.school ? '全体' : '年级'
}

type StatItem = { label: string; value: CellValue; hint?: string; cell?: string }

/**
 * Headline figures of the student's 总分: score, rate, rank at each scope (with the scope's N beside it),
 * band. The numbers are the 总分 row's figures (student-figures.ts); with `row` (the student's key) each
 * opens into its explanation as the cell total|row|key.
 */
export function studentStats(total: PaperAnalysis, scopes: StudentScopes, show: RankColumns = everyRank(scopes), row?: string): StatItem[] {
  const absent = total.absent
  const figure = (label: string, key: string, hint?: string): StatItem => ({ label, value: paperFigureCell(key, total, total), ...(hint ? { hint } : {}), ...(row === undefined ? {} : { cell: `total|${row}|${key}` }) })
  const among = (count: number) => (absent || !(count > 0) ? undefined : `共 ${count} 人`)
  const percentile = total.percentile === null || absent ? undefined : `超过 ${formatNumber(total.percentile, { kind: 'percent' })} 的考生`
  const items: StatItem[] = [figure('总分', 'score', `满分 ${formatNumber(total.manfen)}`), figure('得分率', 'scoreRate')]
  if (show.ranks.class) items.push(figure('班级排名', 'classRank', among(total.classCount)))
  if (show.ranks.school) items.push(figure('学校排名', 'schoolRank', among(total.schoolCount)))
  if (show.ranks.county) items.push(figure('区县排名', 'county'))
  if (show.ranks.all) items.push(figure(`${wholeLabel(scopes)}排名`, 'all', [among(total.allCount), percentile].filter(Boolean).join('，') || undefined))
  if (show.level) items.push({ label: '成绩等级', value: toCell(total.rankLevel ?? null, { absent }) })
  items.push({ label: '等级', value: toCell(total.level, { absent }), ...(total.t === null ? {} : { hint: `T 分 ${formatNumber(total.t)}` }) })
  return items
}

export function paperColumns(scopes: StudentScopes, show: RankColumns = everyRank(scopes)): TableColumn[] {
  const whole = wholeLabel(scopes)
  const integer = { kind: 'integer' as const }
  const score = { kind: 'score' as const }
  return [
    { key: 'subject', title: '科目', pinned: true, width: 72 },
    { key: 'score', title: '得分', format: score, align: 'right' },
    { key: 'manfen', title: '满分', format: score, align: 'right' },
    { key: 'scoreRate', title: '得分率', format: { kind: 'percent' }, align: 'right' },
    ...(show.ranks.class ? [{ key: 'classRank', title: '班级排名', format: integer, align: 'right' as const }] : []),
    ...(show.ranks.school ? [{ key: 'schoolRank', title: '学校排名', format: integer, align: 'right' as const }] : []),
    ...(show.ranks.county ? [{ key: 'county', title: '区县排名', format: integer, align: 'right' as const }] : []),
    ...(show.ranks.all ? [{ key: 'all', title: `${whole}排名`, format: integer, align: 'right' as const }] : []),
    ...(show.level ? [{ key: 'rankLevel', title: '成绩等级', width: 72 }] : []),
    { key: 'level', title: '等级', width: 64 },
    { key: 'abcd', title: 'ABCD', width: 64 },
    { key: 'classMean', title: '班级均分', format: score, align: 'right' },
    { key: 'allMean', title: `${whole}均分`, format: score, align: 'right' },
    { key: 'allMax', title: `${whole}最高分`, format: score, align: 'right' },
    // The gap is between 全体 ranks: shown only where those ranks are.
    ...(show.ranks.all ? [{ key: 'rankGap', title: '与总分名次差', format: integer, align: 'right' as const }] : []),
    { key: 'verdict', title: '评价', width: 64 },
  ]
}

/** A paper's row (the 总分's pinned): its figures from paperFigure, against the 总分 row `total`. */
function paperRow(p: PaperAnalysis, total: PaperAnalysis, verdict: string, pinned: boolean): TableRow {
  const absent = p.absent
  const cells: Record<string, CellValue> = {
    subject: p.subject,
    manfen: formatNumber(p.manfen),
    level: toCell(p.level, { absent }),
    abcd: toCell(p.abcd, { absent }),
    verdict,
  }
  for (const key of PAPER_FIGURE_KEYS) cells[key] = paperFigureCell(key, p, total)
  // Only an answer under a levels display carries rankLevel; other pages keep their cells as they were.
  if (p.rankLevel !== undefined) cells.rankLevel = toCell(p.rankLevel, { absent })
  return { key: `p${p.pindex}`, cells, ...(pinned ? { pinned: true } : {}) }
}

/** 优势 / 薄弱 of a paper from the papers-analysis call (rank against the 总分 rank, beyond the gap). */
export function verdictOf(pindex: number, data: Pick<PapersAnalysisData, 'weakPapers' | 'goodPapers'>): string {
  if (data.weakPapers.includes(pindex)) return '薄弱'
  if (data.goodPapers.includes(pindex)) return '优势'
  return '--'
}

/** The 总分 row pinned, then the papers in subject order. */
export function paperRows(total: PaperAnalysis, data: PapersAnalysisData): TableRow[] {
  const papers = sortBySubject(data.papers.filter((p) => p.pindex !== 0), (p) => p.subject)
  return [paperRow(total, total, '--', true), ...papers.map((p) => paperRow(p, total, verdictOf(p.pindex, data), false))]
}

/** The series of the 各科得分率 radar, in order: the student (本人), the class, the exam. */
export const SCORE_RATE_SERIES = ['self', 'class', 'all'] as const
export type ScoreRateSeries = (typeof SCORE_RATE_SERIES)[number]

/**
 * A value of the 各科得分率 radar: the student's own 得分率 (paperFigure's, as 各科成绩 shows it), or the
 * class's or the exam's 平均分 figure over 满分 (scoreRateFigure, over their N).
 */
export function scoreRateChartFigure(series: ScoreRateSeries, p: PaperAnalysis): Figure {
  if (series === 'self') return paperFigure('scoreRate', p, p)!
  const mean = paperFigure(series === 'class' ? 'classMean' : 'allMean', p, p)!
  return scoreRateFigure(mean.raw, p.manfen, mean.n)
}

/** Radar of 得分率 by paper: the student against the class and the exam (in %, 0–100); `explain` names each value's cell from the papers' pindex. */
export function scoreRateRadar(data: Pick<PapersAnalysisData, 'papers'>, scopes: StudentScopes, explain?: (pindexes: readonly number[]) => ChartExplain): ChartView {
  const papers = sortBySubject(data.papers.filter((p) => p.pindex !== 0), (p) => p.subject)
  const names: Record<ScoreRateSeries, string> = { self: '本人', class: '班级', all: wholeLabel(scopes) }
  return {
    kind: 'radar',
    labels: papers.map((p) => p.subject),
    series: SCORE_RATE_SERIES.map((key) => ({ name: names[key], values: papers.map((p) => chartPercent(scoreRateChartFigure(key, p))) })),
    unit: '%',
    yMin: 0,
    yMax: 100,
    ...(explain ? { explain: explain(papers.map((p) => p.pindex)) } : {}),
  }
}

/** The series of the segments chart, in order: the exam's counts, the class's. */
export const SEGMENT_SERIES = ['all', 'class'] as const
export type SegmentSeries = (typeof SEGMENT_SERIES)[number]

/** Segment i's students of the exam or the class (a bar of the segments chart), out of that group's N when known. */
export function studentSegmentFigure(data: Pick<StudentSegmentsData, 'segments'>, i: number, series: SegmentSeries, n: number | null): Figure | null {
  const segment = data.segments[i]
  return segment ? countFigure('segments', segment[series], n, null) : null
}

/**
 * Segments of the student's 总分: how many of the class and the exam in each, low to high; empty segments at
 * both ends left out. `explain` names each bar's cell from the segment indices shown.
 */
export function segmentChart(data: StudentSegmentsData, scopes: StudentScopes, explain?: (indices: readonly number[]) => ChartExplain): ChartView {
  const used = data.segments.map((s, i) => ({ s, i })).filter(({ s }) => s.all > 0 || s.class > 0)
  const from = used[0]?.i ?? 0
  const to = used[used.length - 1]?.i ?? data.segments.length - 1
  const shown = data.segments.map((s, i) => ({ s, i })).slice(from, to + 1).reverse()
  const n = (x: number) => formatNumber(x)
  const names: Record<SegmentSeries, string> = { all: wholeLabel(scopes), class: '班级' }
  return {
    kind: 'bar',
    labels: shown.map(({ s }) => `[${n(s.lower)}, ${n(s.upper)})`),
    series: SEGMENT_SERIES.map((key) => ({ name: names[key], values: shown.map(({ i }) => chartValue(studentSegmentFigure(data, i, key, null))) })),
    xTitle: '分数段',
    yTitle: '人数',
    unit: '人',
    ...(explain ? { explain: explain(shown.map(({ i }) => i)) } : {}),
  }
}

/** The sentence under the segments chart: where the student's score sits. */
export function segmentText(data: StudentSegmentsData): string {
  const at = data.segment === null ? undefined : data.segments[data.segment]
  if (data.score === null || !at) return `${data.paper.subject}未考。`
  return `本人${data.paper.subject} ${formatNumber(data.score)} 分，位于 [${formatNumber(at.lower)}, ${formatNumber(at.upper)}) 分数段：该段班级 ${at.class} 人，学校 ${at.school} 人，全体 ${at.all} 人。`
}
