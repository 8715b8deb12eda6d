import { REPORT_FILTER_KEYS, REPORT_FRAME_KEYS } from '@report/contracts/bff/report-page'

/** Keys of the page address that reach the BFF's report-page query. */
const PAGE_KEYS: readonly string[] = [...REPORT_FRAME_KEYS, ...REPORT_FILTER_KEYS]

/** The report-page query of a route and the current address (unknown keys, export=pdf and tokens stay out). */
export function reportPageParams(route: string, search: string): URLSearchParams {
  const from = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const out = new URLSearchParams({ route })
  for (const key of PAGE_KEYS) {
    const value = from.get(key)
    if (value !== null && value !== '') out.set(key, value)
  }
  return out
}

/** The address after choosing `value` for filter `key` (other keys kept). */
export function withFilter(search: string, key: string, value: string): string {
  const next = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  next.set(key, value)
  return next.toString()
}

/** Rows [first, last] fall on these pages of `pageSize` (1-based). */
export function pagesCovering(first: number, last: number, pageSize: number): number[] {
  const pages: number[] = []
  for (let page = Math.floor(first / pageSize) + 1; page <= Math.floor(last / pageSize) + 1; page++) pages.push(page)
  return pages
}
