import type { CellValue, TableColumn, TableRow } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import { RATE_KINDS, type PaperRates } from '@report/contracts/upstream/reports/rates'
import { toCell } from '../../tables/format-number.ts'
import { RATE_TITLES } from './unit-scores.ts'

const integer = { kind: 'integer' } as const
const score = { kind: 'score' } as const
const percent = { kind: 'percent' } as const
const right = 'right' as const

/** 成绩报表's papers table: one row per paper of one total group. */
export const PAPER_SUMMARY_COLUMNS: readonly TableColumn[] = [
  { key: 'subject', title: '科目', pinned: true, width: 88 },
  { key: 'manfen', title: '满分', format: score, align: right },
  { key: 'total', title: '实考', format: integer, align: right },
  { key: 'absent', title: '未考', format: integer, align: right },
  { key: 'mean', title: '平均分', format: score, align: right },
  { key: 'max', title: '最高分', format: score, align: right },
  { key: 'min', title: '最低分', format: score, align: right },
  { key: 'sd', title: '标准差', format: score, align: right },
  ...RATE_KINDS.map((kind) => ({ key: kind, title: `${RATE_TITLES[kind]}率`, format: percent, align: right })),
]

/**
 * The rows of the papers table in the order of `papers` (总分 then subject order): the total's statistics
 * on each paper joined with its rates; a paper the answers lack shows '--'.
 */
export function paperSummaryRows(papers: readonly PaperRef[], stats: readonly PaperStats[], rates: readonly PaperRates[]): TableRow[] {
  return papers.map((paper) => {
    const s = stats.find((x) => x.pindex === paper.pindex)
    const r = rates.find((x) => x.pindex === paper.pindex)
    const cells: Record<string, CellValue> = {
      subject: paper.subject,
      manfen: toCell(paper.manfen, { format: score }),
      total: toCell(s?.total ?? null, { format: integer }),
      absent: toCell(s?.absent ?? null, { format: integer }),
      mean: toCell(s?.mean ?? null, { format: score }),
      max: toCell(s?.max ?? null, { format: score }),
      min: toCell(s?.min ?? null, { format: score }),
      sd: toCell(s?.standardDeviation ?? null, { format: score }),
    }
    for (const kind of RATE_KINDS) cells[kind] = toCell(r?.[kind].rate ?? null, { format: percent })
    return { key: `p${paper.pindex}`, cells }
  })
}
