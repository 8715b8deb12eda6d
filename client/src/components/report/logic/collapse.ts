import { TABLE_COLLAPSE_ABOVE, TABLE_COLLAPSED_ROWS } from '@report/contracts/bff/table-rules'

/** Spec 2 §9: a table of more than 10 rows may collapse to 5 (展开 / 收起). No React here. */
export function canCollapse(rowCount: number): boolean {
  return rowCount > TABLE_COLLAPSE_ABOVE
}

/** Rows on screen: 5 while collapsed (if the table can collapse), else all. */
export function visibleRowCount(rowCount: number, collapsed: boolean): number {
  return collapsed && canCollapse(rowCount) ? TABLE_COLLAPSED_ROWS : rowCount
}

/** The toggle's label: 展开 (with how many rows are hidden) or 收起. */
export function collapseLabel(rowCount: number, collapsed: boolean): string {
  return collapsed ? `展开（共 ${rowCount} 行）` : '收起'
}
