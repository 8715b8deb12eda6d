import type { CellValue } from '@report/contracts/bff/table'
import type { KnowledgeAnalysisData, PaperAnalysis, QuestionLostData } from '@report/contracts/upstream/reports/student-report'
import { differenceFigure, extremeFigure, groupMeanFigure, itemLostFigure, masteryFigure, pointFullFigure, rankFigure, scoreFigure, scoreRateFigure, shown, tallyFigure, type Figure } from '../../metrics/figures.ts'
import { unitScoreRateFigure } from '../subject-reports/question-figures.ts'
import { PERCENT, toCell } from '../../tables/format-number.ts'

// The figures of 学生分析 (issue 36): one function per table reads a cell key and returns the figure with
// its inputs; the page's cells and their explanations both come from it. A student's own figure (score,
// 得分率, rank) is over no group; a rank is within its scope's N; the class's and the exam's figures beside
// it are the group's.

/** The rank scopes of a paper row: the column key, the paper's field and the N it ranks within. */
const RANK_FIELDS = {
  classRank: { rank: 'classRank', count: 'classCount' },
  schoolRank: { rank: 'schoolRank', count: 'schoolCount' },
  // The answer states no county N.
  county: { rank: 'county', count: null },
  all: { rank: 'all', count: 'allCount' },
} as const satisfies Record<string, { rank: keyof PaperAnalysis; count: keyof PaperAnalysis | null }>

export type StudentRankKey = keyof typeof RANK_FIELDS

/** The figure columns of 各科成绩 (and the headline's keys, which are the 总分 row's). */
export const PAPER_FIGURE_KEYS = ['score', 'scoreRate', 'classRank', 'schoolRank', 'county', 'all', 'classMean', 'allMean', 'allMax', 'rankGap'] as const
export const isRankKey = (key: string): key is StudentRankKey => key in RANK_FIELDS

/** A stated N; 0 is an unstated count (the answer's default), not a group of nobody. */
const stated = (count: number): number | null => (count > 0 ? count : null)

/** The student's rank on paper `p` within a scope, out of that scope's N. */
export function studentRankFigure(key: StudentRankKey, p: PaperAnalysis): Figure {
  const field = RANK_FIELDS[key]
  return rankFigure('rank', p.absent ? null : p[field.rank], field.count ? stated(p[field.count]) : null, null)
}

/**
 * A figure of the student's row of paper `p` (总分 for pindex 0): 得分 as recorded, 得分率 = x / W, the
 * ranks out of each scope's N, the class's and the exam's 平均分 (Σx / N) and 最高分, and 与总分名次差 =
 * the paper's 全体 rank − the 总分's (`total`; none on the 总分 row itself).
 */
export function paperFigure(key: string, p: PaperAnalysis, total: PaperAnalysis): Figure | null {
  const score = p.absent ? null : p.score
  if (isRankKey(key)) return studentRankFigure(key, p)
  switch (key) {
    case 'score':
      return scoreFigure(p.pindex === 0 ? 'totalScore' : 'score', score)
    case 'scoreRate':
      return scoreRateFigure(score, p.manfen)
    case 'classMean':
      return groupMeanFigure(p.classMean, p.classCount)
    case 'allMean':
      return groupMeanFigure(p.allMean, p.allCount)
    case 'allMax':
      return extremeFigure('max', p.allMax, p.allCount, null)
    case 'rankGap':
      return differenceFigure('rankGap', studentRankFigure('all', p.pindex === 0 ? { ...p, all: null } : p), studentRankFigure('all', total))
    default:
      return null
  }
}

/** The student's own figures of a paper show 未考 when they missed it; the groups' figures beside them stay. */
const OWN = new Set<string>(['score', 'scoreRate', 'classRank', 'schoolRank', 'county', 'all', 'rankGap'])

/** A figure cell of the paper row: shown(figure), or 未考 for the student's own figures of a paper they missed. */
export function paperFigureCell(key: string, p: PaperAnalysis, total: PaperAnalysis): CellValue {
  const figure = paperFigure(key, p, total)
  if (!figure) return '--'
  return OWN.has(key) ? toCell(figure.raw, { absent: p.absent, format: figure.format }) : shown(figure)
}

type LostQuestion = QuestionLostData['questions'][number]

/** The figure columns of 失分题目. */
export const QUESTION_FIGURE_KEYS = ['got', 'lost', 'classRate', 'allRate'] as const

/**
 * A figure of a question row: the student's 得分 as the sheet's marking recorded it and 失分 = 题目满分 −
 * 得分; the class's and the exam's 得分率 (x̄ / 题目满分) as the platform states them, over the paper's N
 * of each (`counts`).
 */
export function questionFigure(key: string, q: LostQuestion, absent: boolean, counts: { class: number; all: number }): Figure | null {
  switch (key) {
    case 'got':
      return scoreFigure('itemScore', absent ? null : q.got)
    case 'lost':
      return itemLostFigure(q.score, absent ? null : q.got)
    case 'classRate':
      return unitScoreRateFigure(q.classRate, counts.class)
    case 'allRate':
      return unitScoreRateFigure(q.allRate, counts.all)
    default:
      return null
  }
}

/** The figure columns of 知识点掌握. */
export const KNOWLEDGE_FIGURE_KEYS = ['full', 'questions', 'student', 'class', 'school', 'all'] as const

/**
 * A figure of point `i`'s row: its 分值 (Σ 题目满分 of its items) and 题目数 as the paper sets them; the
 * 知识点掌握度 of the student (their own: n null), the class, the school and the exam as x̄ / W over the
 * paper's N of each (`counts`), from the mastery the platform states, so a small group's mean carries its
 * interval as on 知识点分析.
 */
export function knowledgeFigure(key: string, data: KnowledgeAnalysisData, i: number, counts: { class: number; school: number; all: number }): Figure | null {
  const point = data.points[i]
  if (!point) return null
  switch (key) {
    case 'full':
      return pointFullFigure(point.full)
    case 'questions':
      return tallyFigure('pointQuestions', point.questions.length)
    case 'student':
      return masteryFigure('knowledgeMastery', data.student[i], point.full, null)
    case 'class':
    case 'school':
    case 'all':
      return masteryFigure('knowledgeMastery', data[key][i], point.full, stated(counts[key]))
    default:
      return null
  }
}
