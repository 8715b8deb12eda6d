import type { TableView } from '@report/contracts/bff/table'

/**
 * A count of 0 opens no student list (an empty 学生名单详情 would only say there is nobody): drills on
 * cells that show the number 0 are dropped. Other cells keep theirs ('--' and percentages are text).
 */
export function withoutEmptyDrills(table: TableView): TableView {
  for (const row of table.rows) {
    if (!row.drills) continue
    for (const key of Object.keys(row.drills)) if (row.cells[key] === 0) delete row.drills[key]
    if (Object.keys(row.drills).length === 0) delete row.drills
  }
  return table
}
