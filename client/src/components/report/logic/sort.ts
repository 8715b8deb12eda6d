import { sortRows, type SortableRow } from '@report/contracts/bff/table-rules'

/** Column sort (spec 2 §4 drill: "Sort toggles asc/desc or clears"). No React here. */
export interface SortState {
  key: string
  rule: 'asc' | 'desc'
}

/** A click on a column header: another column → asc; asc → desc; desc → cleared. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (!current || current.key !== key) return { key, rule: 'asc' }
  if (current.rule === 'asc') return { key, rule: 'desc' }
  return null
}

/** aria-sort of a header cell. */
export function ariaSort(current: SortState | null, key: string): 'ascending' | 'descending' | 'none' {
  if (!current || current.key !== key) return 'none'
  return current.rule === 'asc' ? 'ascending' : 'descending'
}

/** Rows of a table that has all its rows, sorted here: pinned rows on top, '--' and '未考' last. */
export function sortLocally<R extends SortableRow>(rows: readonly R[], sort: SortState | null): R[] {
  return sortRows(rows, sort)
}
