import type { TableColumn, TableRow, TableView } from '@report/contracts/bff/table'

// Issue 15 item 7 (spec 2 §3 group keys: all, lkall, qxall, sall): in a joint exam the upstream
// answers 全体 and 联考总体 for the same students, so two total rows carried the same figures under
// two names. A pinned total whose every figure equals the next pinned total's is left out: the next
// one is the narrower scope, and its name says which students it counts. Totals that differ stay,
// each with its own figures.

function firstLeafKey(columns: readonly TableColumn[]): string | undefined {
  const first = columns[0]
  if (!first) return undefined
  return 'children' in first && first.children && first.children.length > 0 ? firstLeafKey(first.children as TableColumn[]) : first.key
}

function sameFigures(a: TableRow, b: TableRow, nameKey: string | undefined): boolean {
  const keys = new Set([...Object.keys(a.cells), ...Object.keys(b.cells)])
  keys.delete(nameKey ?? '')
  if (keys.size === 0) return false
  for (const key of keys) if (a.cells[key] !== b.cells[key]) return false
  return true
}

/** withoutDuplicateTotals(rows, name) = rows less each pinned row whose figures (all cells but `name`) equal the next pinned row's. */
export function withoutDuplicateTotals(rows: readonly TableRow[], nameKey: string | undefined): TableRow[] {
  return rows.filter((row, i) => {
    if (!row.pinned) return true
    const next = rows.slice(i + 1).find((r) => r.pinned)
    return !(next && sameFigures(row, next, nameKey))
  })
}

/** The table with its duplicate totals left out (the name column is the first leaf column). */
export function withDistinctTotals(table: TableView): TableView {
  const rows = withoutDuplicateTotals(table.rows, firstLeafKey(table.columns))
  return rows.length === table.rows.length ? table : { ...table, rows }
}
