import type { CellValue, TableColumn } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import { KEY_CATEGORIES, type KeyCategory, type KeyStudentsRow, type WeakRow } from '@report/contracts/upstream/reports/focus-students'
import { toCell } from '../../tables/format-number.ts'
import { orderPapers } from '../papers.ts'

export const KEY_TITLES: Readonly<Record<KeyCategory, string>> = { top: '尖子生', borderline: '临界生', bottom: '学困生' }

const integer = { kind: 'integer' } as const
const percent = { kind: 'percent' } as const
const right = 'right' as const

/** 重点学生 by unit: students with a score, then the three categories (sortable upstream). */
export function keyColumns(unitTitle: string): TableColumn[] {
  return [
    { key: 'name', title: unitTitle, pinned: true, width: 160 },
    { key: 'total', title: '实考', sortable: true, format: integer, align: right },
    ...KEY_CATEGORIES.map((category) => ({ key: category, title: KEY_TITLES[category], sortable: true, format: integer, align: right })),
  ]
}

export function keyCells(row: KeyStudentsRow): Record<string, CellValue> {
  return { name: toCell(row.group.name), total: row.total, top: row.top, borderline: row.borderline, bottom: row.bottom }
}

/** Column key of a paper's weak-student count or share: `p3.count`, `p3.share`. */
export function weakCellKey(pindex: number, what: 'count' | 'share'): string {
  return `p${pindex}.${what}`
}

/** 短板 / 连续短板 by unit: students with a 总分, those weak in any paper, then per paper (subject order) 人数 and 占比. */
export function weakColumns(unitTitle: string, papers: readonly PaperRef[]): TableColumn[] {
  return [
    { key: 'name', title: unitTitle, pinned: true, width: 160 },
    { key: 'total', title: '有总分人数', sortable: true, format: integer, align: right },
    {
      key: 'any',
      title: '任一学科',
      children: [
        { key: 'anyWeak', title: '人数', sortable: true, format: integer, align: right },
        { key: 'anyShare', title: '占比', format: percent, align: right },
      ],
    },
    ...orderPapers(papers.filter((p) => p.pindex !== 0)).map((paper) => ({
      key: `p${paper.pindex}`,
      title: paper.subject,
      children: [
        { key: weakCellKey(paper.pindex, 'count'), title: '人数', format: integer, align: right },
        { key: weakCellKey(paper.pindex, 'share'), title: '占比', format: percent, align: right },
      ],
    })),
  ]
}

/** One unit's weak-subject cells; a paper the row lacks shows '--', an empty unit's shares '--'. */
export function weakCells(row: WeakRow, papers: readonly PaperRef[]): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {
    name: toCell(row.group.name),
    total: row.total,
    anyWeak: row.anyWeak,
    anyShare: toCell(row.total > 0 ? row.anyWeak / row.total : null, { format: percent }),
  }
  for (const paper of papers) {
    if (paper.pindex === 0) continue
    const cell = row.papers.find((p) => p.pindex === paper.pindex)
    cells[weakCellKey(paper.pindex, 'count')] = toCell(cell?.count ?? null, { format: integer })
    cells[weakCellKey(paper.pindex, 'share')] = toCell(cell?.share ?? null, { format: percent })
  }
  return cells
}
