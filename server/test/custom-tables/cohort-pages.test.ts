// issue 18 custom tables over several exams, scope 3 (students): each exam's students are matched by 学号,
// so every page of the ranking call is read (one page is 500 students), bounded at COHORT_PAGES_MAX pages.

import t from 'tap'
import { MAX_PAGE_LIMIT } from '@report/contracts/upstream/reports/common'
import { COHORT_PAGES_MAX, everyPage } from '../../src/views/custom-tables/cohort-pages.ts'

function upstream(total: number) {
  const asked: Array<[offset: number, limit: number]> = []
  const page = async (offset: number, limit: number) => {
    asked.push([offset, limit])
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({ xuehao: String(offset + i) }))
    return { papers: [{ pindex: 0 }], items, total }
  }
  return { asked, page }
}

t.test('every page of a cohort\'s students, one after another, the first answer\'s other fields kept', async (t) => {
  const table: Array<[total: number, pages: number]> = [[0, 1], [1, 1], [MAX_PAGE_LIMIT, 1], [MAX_PAGE_LIMIT + 1, 2], [821, 2], [2_400, 5]]
  for (const [total, pages] of table) {
    const u = upstream(total)
    const all = await everyPage(u.page)
    t.equal(all.items.length, total, `${total} students: all read`)
    t.same(u.asked, Array.from({ length: pages }, (_, n) => [n * MAX_PAGE_LIMIT, MAX_PAGE_LIMIT]), `${total} students: ${pages} page(s)`)
    t.same(all.papers, [{ pindex: 0 }])
    t.equal(all.items.at(-1)?.xuehao, total > 0 ? String(total - 1) : undefined, 'the last student is the last page\'s')
  }
})

t.test('the bound: at most COHORT_PAGES_MAX pages (10,000 students) are asked, however many the upstream says it has', async (t) => {
  t.equal(COHORT_PAGES_MAX * MAX_PAGE_LIMIT, 10_000)
  const u = upstream(1_000_000)
  const all = await everyPage(u.page)
  t.equal(u.asked.length, COHORT_PAGES_MAX)
  t.equal(all.items.length, COHORT_PAGES_MAX * MAX_PAGE_LIMIT)
  const small = upstream(5_000)
  t.equal((await everyPage(small.page, 3)).items.length, 3 * MAX_PAGE_LIMIT, 'a smaller bound is kept too')
  t.equal(small.asked.length, 3)
})
