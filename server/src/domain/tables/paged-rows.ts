/**
 * Rows of a paged upstream list as one async stream: asks for page after page (one at a time, so
 * at most one page is in memory and the consumer's pace sets the upstream's), stops at `total`, at
 * `maxRows`, at a short page, or when the signal aborts.
 */
export interface PagedFetch<T> {
  (page: { offset: number; limit: number }, signal: AbortSignal | undefined): Promise<{ items: readonly T[]; total: number }>
}

export interface PagedRowsOptions {
  pageSize: number
  maxRows?: number | undefined
  signal?: AbortSignal | undefined
}

export async function* pagedRows<T>(fetchPage: PagedFetch<T>, options: PagedRowsOptions): AsyncGenerator<T, void, undefined> {
  const limitRows = options.maxRows ?? Number.POSITIVE_INFINITY
  let offset = 0
  let total = Number.POSITIVE_INFINITY
  while (offset < Math.min(total, limitRows)) {
    options.signal?.throwIfAborted()
    const limit = Math.min(options.pageSize, Math.min(total, limitRows) - offset)
    const page = await fetchPage({ offset, limit }, options.signal)
    total = page.total
    const take = page.items.slice(0, Math.max(0, Math.min(total, limitRows) - offset))
    for (const item of take) yield item
    offset += take.length
    if (page.items.length < limit) return
  }
}
