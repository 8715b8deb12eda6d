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
