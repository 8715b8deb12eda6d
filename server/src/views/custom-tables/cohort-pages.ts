import { MAX_PAGE_LIMIT } from '@report/contracts/upstream/reports/common'

/**
 * Pages of one exam's students a table over several exams reads (issue 18, scope 3). The exams are one
 * cohort, one grade of one school, so every student of each is read to match them by 学号 (the ranking
 * call filters by one class only, tgkey, not by students). A grade of one school has a few thousand
 * students at most; 20 pages (10,000 students) bound what one preview or table asks of the upstream.
 */
export const COHORT_PAGES_MAX = 20

/**
 * everyPage(page) = the first page's answer with the items of all its pages (at most COHORT_PAGES_MAX),
 * read one after another so one preview keeps a single call in flight per exam.
 */
export async function everyPage<T extends { items: readonly unknown[]; total: number }>(page: (offset: number, limit: number) => Promise<T>, maxPages = COHORT_PAGES_MAX): Promise<T> {
  const first = await page(0, MAX_PAGE_LIMIT)
  const items: Array<T['items'][number]> = [...first.items]
  for (let n = 1; n < maxPages && n * MAX_PAGE_LIMIT < first.total; n++) items.push(...(await page(n * MAX_PAGE_LIMIT, MAX_PAGE_LIMIT)).items)
  return { ...first, items }
}
