import type { TableColumn, TableRow } from '@report/contracts/bff/table'
import type { QuestionStats } from '@report/contracts/upstream/reports/questions'
import { difficultyBand, ebelVerdict, questionTypeLabel } from '../../../../domain/reports/subject-reports/question-quality.ts'
import { QUESTION_FIGURE_KEYS, questionFigure } from '../../../../domain/reports/subject-reports/question-figures.ts'
import { figureCells } from '../../../../domain/metrics/figure-cells.ts'
import { FIXED, formatNumber, PERCENT, SCORE, toCell } from '../../../../domain/tables/format-number.ts'
import type { ReportContext } from '../../report-context.ts'
import { questionTitle, sameTab } from './page-parts.ts'


/** Every column a question-statistics row can fill (试题分析 shows them all, 学科分析 a few). */
export const QUESTION_COLUMNS: readonly TableColumn[] = [
  { key: 'name', title: '题号', pinned: true, width: 72 },
  { key: 'type', title: '题型', width: 80 },
  { key: 'full', title: '满分', format: SCORE, align: 'right', sortable: true },
  { key: 'mean', title: '平均分', format: SCORE, align: 'right', sortable: true },
  { key: 'rate', title: '得分率', format: PERCENT, align: 'right', sortable: true },
  { key: 'difficulty', title: '难度', format: FIXED, align: 'right', sortable: true },
  { key: 'band', title: '难度等级', width: 80 },
  { key: 'discrimination', title: '区分度', format: FIXED, align: 'right', sortable: true },
  { key: 'itemTotalR', title: '题总相关', format: FIXED, align: 'right', sortable: true },
  { key: 'fullRate', title: '满分率', format: PERCENT, align: 'right', sortable: true },
  { key: 'zeroRate', title: '零分率', format: PERCENT, align: 'right', sortable: true },
  { key: 'verdict', title: '质量评价', width: 80 },
]

/** The columns of `keys`, in QUESTION_COLUMNS order. */
export function questionColumns(keys: readonly string[]): TableColumn[] {
  return QUESTION_COLUMNS.filter((c) => keys.includes(c.key))
}

/** One question's statistics as a row; its 题号 opens the question's own report in the same tab. */
/**
 * The students behind a question's 满分率 and 零分率 over a group (those who scored its full score, or 0, on
 * it): the question drill, for the rates that count someone.
 */
export function questionDrills(ctx: ReportContext, pindex: number, q: QuestionStats, group: { key: string; name: string }, subject: string): NonNullable<TableRow['drills']> {
  const drill = (score: number, what: string) => ctx.drill('question', { tgkey: group.key, pindex, qid: q.qid, score, caption: `${group.name} · ${subject}${questionTitle(q)} · ${what}`.slice(0, 80) })
  return { ...(q.fullCount > 0 ? { fullRate: drill(q.score, '满分') } : {}), ...(q.zeroCount > 0 ? { zeroRate: drill(0, '零分') } : {}) }
}

export function questionRow(ctx: ReportContext, pindex: number, q: QuestionStats, keys: readonly string[] = QUESTION_COLUMNS.map((c) => c.key), drills?: TableRow['drills']): TableRow {
  const { cells } = figureCells(QUESTION_FIGURE_KEYS, (key) => questionFigure(key, q))
  const all = {
    name: questionTitle(q),
    type: questionTypeLabel(q.type, q.isObjective),
    full: formatNumber(q.score, SCORE),
    ...cells,
    band: toCell(difficultyBand(questionFigure('difficulty', q)?.raw ?? null)),
    verdict: toCell(ebelVerdict(q.discrimination)),
  }
  return {
    key: q.qid,
    cells: Object.fromEntries(Object.entries(all).filter(([key]) => keys.includes(key))),
    links: { name: sameTab(ctx, 'question-report', { pindex: String(pindex), qid: q.qid }) },
    ...(drills && Object.keys(drills).length > 0 ? { drills } : {}),
  }
}

/** The explainable columns among `keys`. */
export const questionFigureKeys = (keys: readonly string[]): string[] => QUESTION_FIGURE_KEYS.filter((key) => keys.includes(key))
