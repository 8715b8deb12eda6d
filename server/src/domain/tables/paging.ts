import type { TablePaging, TableQuery, TableSort } from '@report/contracts/bff/table'
import { clampPage, normalizePageSize, type TablePageSize } from '@report/contracts/bff/table-rules'

export interface TableRequest {
  page: number
  pageSize: TablePageSize
  sort: TableSort | null
}

/**
 * A table's query string read the spec 2 §9 way: page size 5/10/20/50 (else 10); page a positive
 * integer (else 1; clamped once the total is known, see pageOf); a sort only for a key the table
 * offers as sortable, with a rule asc or desc (anything else is no sort).
 */
export function readTableQuery(query: TableQuery, sortableKeys: readonly string[]): TableRequest {
  const pageSize = normalizePageSize(query.pageSize)
  const page = query.page && /^[0-9]+$/.test(query.page) && Number(query.page) >= 1 ? Number(query.page) : 1
  const rule = query.sortRule
  const sort = query.sortKey && sortableKeys.includes(query.sortKey) && (rule === 'asc' || rule === 'desc') ? { key: query.sortKey, rule } : null
  return { page, pageSize, sort }
}

/** The page of `rows` a request names, the page clamped to the last one; paging says where it is. */
export function pageOf<T>(rows: readonly T[], request: Pick<TableRequest, 'page' | 'pageSize'>): { rows: T[]; paging: TablePaging } {
  const total = rows.length
  const page = clampPage(request.page, total, request.pageSize)
  const start = (page - 1) * request.pageSize
  return { rows: rows.slice(start, start + request.pageSize), paging: { page, pageSize: request.pageSize, total } }
}
