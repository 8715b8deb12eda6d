import { clampPage, normalizePageSize, pageCount, TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@report/contracts/bff/table-rules'

/** Spec 2 §9 page sizes 5/10/20/50, default 10; §4 changing the size returns to page 1. No React here. */
export { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES, clampPage, pageCount }

export interface PageState {
  page: number
  pageSize: number
}

export const FIRST_PAGE: PageState = { page: 1, pageSize: TABLE_DEFAULT_PAGE_SIZE }

/** A new page size: back to page 1 (spec 2 §4 page-size behaviour); sizes outside 5/10/20/50 become 10. */
export function withPageSize(_state: PageState, size: unknown): PageState {
  return { page: 1, pageSize: normalizePageSize(size) }
}

/** Another page, kept inside 1…last. */
export function withPage(state: PageState, page: number, total: number): PageState {
  return { ...state, page: clampPage(page, total, state.pageSize) }
}

/** The rows of the current page of a locally paged table (the page clamped, so a shrunk list still shows rows). */
export function slicePage<T>(rows: readonly T[], state: PageState): T[] {
  const page = clampPage(state.page, rows.length, state.pageSize)
  return rows.slice((page - 1) * state.pageSize, page * state.pageSize)
}

/** '第 11–20 条，共 23 条' as numbers: first and last row shown (1-based; 0 and 0 when empty). */
export function pageRange(state: PageState, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 }
  const page = clampPage(state.page, total, state.pageSize)
  return { from: (page - 1) * state.pageSize + 1, to: Math.min(total, page * state.pageSize) }
}
