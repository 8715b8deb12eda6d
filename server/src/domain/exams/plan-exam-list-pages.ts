import { EXAM_LIST } from '@report/contracts/constants'

export interface PagePlan {
  pages: Array<{ offset: number; limit: number }>
  /** How many page requests may be in flight at once. */
  concurrency: number
}

/**
 * DESIGN.md fan-out (spec 1 §7): p = ceil(total/5); p < 10 → one request of 500; p > 300 → pages
 * of 300, five in flight; otherwise five parallel pages of p.
 */
export function planExamListPages(total: number): PagePlan {
  if (!Number.isFinite(total) || total <= 0) return { pages: [], concurrency: 0 }
  const perPage = Math.ceil(total / EXAM_LIST.parallelPages)
  if (perPage < EXAM_LIST.singleFetchBelowPages) {
    return { pages: [{ offset: 0, limit: EXAM_LIST.singleFetchLimit }], concurrency: 1 }
  }
  const size = perPage > EXAM_LIST.pageCap ? EXAM_LIST.pageCap : perPage
  const pages: PagePlan['pages'] = []
  for (let offset = 0; offset < total; offset += size) pages.push({ offset, limit: size })
  return { pages, concurrency: Math.min(EXAM_LIST.parallelPages, pages.length) }
}
