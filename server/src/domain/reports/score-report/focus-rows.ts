import type { CellValue, TableColumn } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import { KEY_CATEGORIES, type KeyCategory, type KeyStudentsRow, type WeakRow } from '@report/contracts/upstream/reports/focus-students'
import { toCell } from '../../tables/format-number.ts'
import { countFigure, headcountFigure, shareFigure, shown, type CountMetric, type Figure } from '../../metrics/figures.ts'
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

const KEY_METRICS: Readonly<Record<KeyCategory, CountMetric>> = { top: 'keyTop', borderline: 'keyBorderline', bottom: 'keyBottom' }

/** The figure columns of 重点学生. */
export const KEY_FIGURES: readonly string[] = ['total', ...KEY_CATEGORIES]

/** 重点学生 of one unit: total (实考人数 N) or a category's students (尖子生, 临界生, 学困生). */
export function keyFigure(key: string, row: KeyStudentsRow): Figure | null {
  if (key === 'total') return headcountFigure(row.total, null)
  const category = KEY_CATEGORIES.find((c) => c === key)
  return category ? countFigure(KEY_METRICS[category], row[category], row.total, null) : null
}

export function keyCells(row: KeyStudentsRow): Record<string, CellValue> {
  return { name: toCell(row.group.name), ...figureCellsOf(KEY_FIGURES, (key) => keyFigure(key, row)) }
}

/** The cells of `keys`, each shown as its figure rounds it. */
function figureCellsOf(keys: readonly string[], figureOf: (key: string) => Figure | null): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {}
  for (const key of keys) {
    const figure = figureOf(key)
    if (figure) cells[key] = shown(figure)
  }
  return cells
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

/** The figure columns of a weak-subject table over `papers` (总分 has none of its own). */
export const weakFigureKeys = (papers: readonly PaperRef[]): string[] => [
  'total',
  'anyWeak',
  'anyShare',
  ...papers.filter((p) => p.pindex !== 0).flatMap((p) => [weakCellKey(p.pindex, 'count'), weakCellKey(p.pindex, 'share')]),
]

/** What a weak-subject cell key names: the paper (0: any paper) and its 人数 or 占比; null for 有总分人数 and others. */
export function weakCellOf(key: string): { pindex: number; what: 'count' | 'share' } | null {
  if (key === 'anyWeak' || key === 'anyShare') return { pindex: 0, what: key === 'anyWeak' ? 'count' : 'share' }
  const m = /^p([1-9][0-9]?)\.(count|share)$/.exec(key)
  return m ? { pindex: Number(m[1]), what: m[2] as 'count' | 'share' } : null
}

/**
 * 短板 (or 连续短板) of one unit: total (有总分人数 N), the students weak in a paper (anyWeak: in any),
 * and their share = 人数 / N of the same row; a paper the row lacks has no figure.
 */
export function weakFigure(key: string, row: WeakRow, continuous: boolean): Figure | null {
  if (key === 'total') return countFigure('rankedCount', row.total, row.total, null)
  const cell = weakCellOf(key)
  if (!cell) return null
  const count = cell.pindex === 0 ? row.anyWeak : row.papers.find((p) => p.pindex === cell.pindex)?.count
  if (cell.what === 'count') return countFigure(continuous ? 'continueShort' : 'weakCount', count, row.total, null)
  return shareFigure(continuous ? 'continueShortShare' : 'weakShare', count, row.total, null)
}

/** One unit's weak-subject cells; a paper the row lacks shows '--', an empty unit's shares '--'. */
export function weakCells(row: WeakRow, papers: readonly PaperRef[], continuous = false): Record<string, CellValue> {
  return { name: toCell(row.group.name), ...figureCellsOf(weakFigureKeys(papers), (key) => weakFigure(key, row, continuous)) }
}
