import type { TableColumn } from '@report/contracts/bff/table'

/** What a leaf column is guessed to need when the view model gives no width (a formatted number). */
export const ESTIMATED_COLUMN_PX = 96

type Node = TableColumn & { children?: ReadonlyArray<Node> }

/** Estimated width of a column or group: its leaves' widths summed. */
export function columnWidth(column: TableColumn): number {
  const node = column as Node
  if (!node.children || node.children.length === 0) return column.width ?? ESTIMATED_COLUMN_PX
  return node.children.reduce((sum, child) => sum + columnWidth(child), 0)
}

/**
 * A table too wide for a printed page, as several narrower tables one under the other: the leading
 * identity columns (plain, unformatted leaves such as 姓名, 学号, 班级, 单位) head every part, and the
 * remaining top-level columns (a subject with its 分数/排名 stays whole) are packed into parts of at
 * most `maxWidth`. A table that fits comes back as one part.
 */
export function chunkColumns(columns: readonly TableColumn[], maxWidth: number): TableColumn[][] {
  const total = columns.reduce((sum, c) => sum + columnWidth(c), 0)
  if (total <= maxWidth) return [[...columns]]
  let headCount = 0
  while (headCount < columns.length - 1) {
    const column = columns[headCount] as Node
    if ((column.children && column.children.length > 0) || column.format) break
    headCount++
  }
  const head = columns.slice(0, headCount)
  const headWidth = head.reduce((sum, c) => sum + columnWidth(c), 0)
  const parts: TableColumn[][] = []
  let current: TableColumn[] = []
  let width = headWidth
  for (const column of columns.slice(headCount)) {
    const w = columnWidth(column)
    if (current.length > 0 && width + w > maxWidth) {
      parts.push([...head, ...current])
      current = []
      width = headWidth
    }
    current.push(column)
    width += w
  }
  if (current.length > 0) parts.push([...head, ...current])
  return parts
}
