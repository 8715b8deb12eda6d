import type { TableColumn, TableRow, TableView } from '@report/contracts/bff/table'
import type { LevelRuleCfg } from '@report/contracts/upstream/level-score'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import { FIXED, formatNumber, INTEGER, PERCENT, SCORE } from '../../tables/format-number.ts'
import { countFigure, shareFigure, type Figure } from '../../metrics/figures.ts'
import { figureCells } from '../../metrics/figure-cells.ts'
import { overviewFigure, type OverviewFigureKey } from '../common-reports/overview-figures.ts'
import { num } from './paper-tables.ts'

// 新高考 (3+1+2) reading of an exam from per-paper counts only: which papers are the 首选 (物理/历史)
// and 再选 (化学/生物/政治/地理) subjects, whether students chose between 物理 and 历史, and the 等级赋分
// bands of the 再选 subjects. Individual subject combinations need every student's row and are not
// derived here.

export type XgkRole = 'required' | 'first' | 'second' | 'other'

export const XGK_ROLE_TITLES: Record<XgkRole, string> = { required: '必考', first: '首选科目', second: '再选科目', other: '其他' }

const FIRST = ['物理', '历史']
const SECOND = ['化学', '生物', '政治', '地理']
const REQUIRED = ['语文', '数学', '英语', '外语']

export function xgkRole(subject: string): XgkRole {
  const name = subject.trim()
  if (FIRST.some((s) => name.includes(s))) return 'first'
  if (SECOND.some((s) => name.includes(s))) return 'second'
  if (REQUIRED.some((s) => name.includes(s))) return 'required'
  return 'other'
}

export interface XgkPaper extends PaperRef {
  /** Students with a score on the paper (选考人数 in a 选科 exam: a student who did not choose it has no score). */
  takers: number
}

export interface XgkShape {
  isXgk: boolean
  /** Why the exam is or is not read as a 新高考 exam (shown on the page). */
  reason: string
  physics: XgkPaper | undefined
  history: XgkPaper | undefined
  /** The 再选 papers present, in the order given. */
  second: XgkPaper[]
}

/**
 * A 新高考 exam has a 物理 and a 历史 paper that no student sat both of: their takers add up to at most the
 * students with a 总分. When (nearly) everyone sat both, the exam did not let students choose.
 */
export function xgkShape(papers: readonly XgkPaper[], totalTakers: number): XgkShape {
  const physics = papers.find((p) => p.pindex !== 0 && p.subject.includes('物理'))
  const history = papers.find((p) => p.pindex !== 0 && p.subject.includes('历史'))
  const second = papers.filter((p) => p.pindex !== 0 && xgkRole(p.subject) === 'second')
  const base = { physics, history, second }
  if (!physics || !history) return { ...base, isXgk: false, reason: '本次考试没有同时设置物理和历史两科。' }
  if (second.length < 2) return { ...base, isXgk: false, reason: '本次考试的再选科目（化学、生物、政治、地理）不足两科。' }
  if (physics.takers + history.takers > totalTakers) {
    return {
      ...base,
      isXgk: false,
      reason: `物理 ${physics.takers} 人、历史 ${history.takers} 人，合计超过有总分的 ${totalTakers} 人，学生同时参加了物理和历史，没有首选科目的选择。`,
    }
  }
  return { ...base, isXgk: true, reason: `物理 ${physics.takers} 人、历史 ${history.takers} 人，合计不超过有总分的 ${totalTakers} 人，按每名学生在物理、历史中选考一科的“3+1+2”考试分析。` }
}

/** The figures of a paper's row of 各科参考情况, in column order. */
export const PARTICIPATION_FIGURES = ['total', 'absent', 'share', 'mean', 'max', 'min', 'difficulty'] as const
export type ParticipationFigureKey = (typeof PARTICIPATION_FIGURES)[number]

/**
 * A figure of a paper over the view's reference total (issue 36): 实考 (选考), 未考, 平均分, 最高分,
 * 最低分 and 难度 as 总体概况 has them (overviewFigure), the share as 实考 over the students with a 总分
 * of the same total row.
 */
export function participationFigure(key: string, stats: PaperStats | undefined, totalTakers: number): Figure | null {
  if (!(PARTICIPATION_FIGURES as readonly string[]).includes(key)) return null
  const figure = key === 'share' ? shareFigure('takerShare', stats?.total, totalTakers, null) : overviewFigure(key as OverviewFigureKey, stats)
  // A paper the answer has no statistics for: unknown, not 0.
  return stats ? figure : { ...figure, raw: null, computation: null }
}

/** The students behind a paper's 实考 or 未考 (the caller's drill), null when it has none. */
export type PaperDrill = (paper: PaperRef, students: 'all' | 'absent', figure: Figure) => Record<string, string> | null

/** Per paper: the role (新高考 only), 满分, 实考 (选考) 人数, 未考, the share of the students with a 总分, and the score figures. */
export function participationTable(papers: readonly PaperRef[], stats: readonly PaperStats[], options: { xgk: boolean; totalTakers: number; drill?: PaperDrill }): TableView {
  const of = new Map(stats.map((s) => [s.pindex, s]))
  const columns: TableColumn[] = [
    { key: 'subject', title: '科目', pinned: true, width: 88 },
    ...(options.xgk ? [{ key: 'role', title: '类别', width: 88 }] : []),
    num('manfen', '满分', SCORE),
    num('total', options.xgk ? '选考（实考）人数' : '实考人数', INTEGER),
    num('absent', options.xgk ? '未选或未考' : '未考人数', INTEGER),
    num('share', options.xgk ? '选考比例' : '参考比例', PERCENT),
    num('mean', '平均分', SCORE),
    num('max', '最高分', SCORE),
    num('min', '最低分', SCORE),
    num('difficulty', '难度', FIXED),
  ]
  const rows: TableRow[] = papers.map((paper) => {
    const s = of.get(paper.pindex)
    const { cells, small } = figureCells(PARTICIPATION_FIGURES, (key) => participationFigure(key, s, options.totalTakers))
    const drills = Object.fromEntries(
      (['total', 'absent'] as const).flatMap((key) => {
        const drill = options.drill?.(paper, key === 'total' ? 'all' : 'absent', participationFigure(key, s, options.totalTakers)!)
        return drill ? [[key, drill]] : []
      }),
    )
    return {
      key: String(paper.pindex),
      cells: {
        subject: paper.subject,
        ...(options.xgk ? { role: paper.pindex === 0 ? '--' : XGK_ROLE_TITLES[xgkRole(paper.subject)] } : {}),
        manfen: formatNumber(paper.manfen, SCORE),
        ...cells,
      },
      ...(Object.keys(drills).length > 0 ? { drills } : {}),
      ...(small.length > 0 ? { small } : {}),
    }
  })
  return { columns, rows, paging: null, sort: null, explain: [...PARTICIPATION_FIGURES] }
}

function scoreText(score: number | readonly [number, number]): string {
  return typeof score === 'number' ? String(score) : `${score[0]}–${score[1]}`
}

/** The rule's levels as one line: A 86–100 分（15%） … */
export function ruleSummary(rule: Pick<LevelRuleCfg, 'levels'>): string {
  return rule.levels.map((l) => `${l.name} ${scoreText(l.score)} 分（${l.percent}%）`).join('；')
}

/**
 * A figure of a paper's row of 再选科目等级赋分 from the rule's table for it (cumulative counts, high to
 * low; null: the rule has none): takers (赋分人数, the last level's cumulative count), l{level}.count
 * (本级累计 − 上一级累计) and l{level}.share (that count over 赋分人数).
 */
export function levelBandFigure(key: string, rule: Pick<LevelRuleCfg, 'levels'>, table: readonly { cumulative: number }[] | null): Figure | null {
  const takers = table && table.length > 0 ? table[table.length - 1]!.cumulative : null
  if (key === 'takers') return countFigure('levelScoringTakers', takers, takers, null)
  const m = /^l(-?[0-9]{1,3})\.(count|share)$/.exec(key)
  const i = m ? rule.levels.findIndex((l) => String(l.level) === m[1]) : -1
  if (!m || i < 0) return null
  const row = table?.[i]
  const count = row ? row.cumulative - (i > 0 ? (table?.[i - 1]?.cumulative ?? 0) : 0) : null
  return m[2] === 'count' ? countFigure('levelScoringCount', count, takers, null) : shareFigure('levelScoringShare', count, takers ?? 0, null)
}

/** The figure columns of 再选科目等级赋分 under a rule. */
export const levelBandKeys = (rule: Pick<LevelRuleCfg, 'levels'>): string[] => ['takers', ...rule.levels.flatMap((l) => [`l${l.level}.count`, `l${l.level}.share`])]

/** The rule's table for a paper (null: none). */
export const levelTableOf = (rule: LevelRuleCfg, pindex: number): readonly { cumulative: number }[] | null => rule.subjects.find((s) => s.pindex === pindex)?.levels ?? null

/**
 * 等级赋分 per 再选 paper under one rule: per level the students placed in it (from the rule's cumulative
 * counts) and their share of the paper's takers. A paper the rule has no table for shows '--'.
 */
export function levelBandTable(rule: LevelRuleCfg, papers: readonly PaperRef[]): TableView {
  const levels = rule.levels
  const columns: TableColumn[] = [
    { key: 'subject', title: '科目', pinned: true, width: 88 },
    num('takers', '赋分人数', INTEGER),
    ...levels.map((l) => ({
      key: `l${l.level}`,
      title: `${l.name}（${scoreText(l.score)}）`,
      children: [num(`l${l.level}.count`, '人数', INTEGER), num(`l${l.level}.share`, '占比', PERCENT)],
    })),
  ]
  const keys = levelBandKeys(rule)
  const rows: TableRow[] = papers.map((paper) => {
    const table = levelTableOf(rule, paper.pindex)
    return { key: String(paper.pindex), cells: { subject: paper.subject, ...figureCells(keys, (key) => levelBandFigure(key, rule, table)).cells } }
  })
  return { columns, rows, paging: null, sort: null, explain: keys }
}
