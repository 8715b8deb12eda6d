import type { TableColumn, TableRow } from '@report/contracts/bff/table'
import type { QuestionStats } from '@report/contracts/upstream/reports/questions'
import { difficultyBand, ebelVerdict, questionTypeLabel, shareOf } from '../../../../domain/reports/subject-reports/question-quality.ts'
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
export function questionRow(ctx: ReportContext, pindex: number, q: QuestionStats, keys: readonly string[] = QUESTION_COLUMNS.map((c) => c.key)): TableRow {
  const all = {
    name: questionTitle(q),
    type: questionTypeLabel(q.type, q.isObjective),
    full: formatNumber(q.score, SCORE),
    mean: formatNumber(q.mean, SCORE),
    rate: formatNumber(q.difficulty, PERCENT),
    difficulty: formatNumber(q.difficulty, FIXED),
    band: toCell(difficultyBand(q.difficulty)),
    discrimination: formatNumber(q.discrimination, FIXED),
    itemTotalR: formatNumber(q.itemTotalR, FIXED),
    fullRate: formatNumber(shareOf(q.fullCount, q.count), PERCENT),
    zeroRate: formatNumber(shareOf(q.zeroCount, q.count), PERCENT),
    verdict: toCell(ebelVerdict(q.discrimination)),
  }
  return {
    key: q.qid,
    cells: Object.fromEntries(Object.entries(all).filter(([key]) => keys.includes(key))),
    links: { name: sameTab(ctx, 'question-report', { pindex: String(pindex), qid: q.qid }) },
  }
}
