// Table tests for DESIGN.md "Exam-list fan-out (spec 1 §7)": "Page size p = ceil(total/5). If p < 10: one
// request with limit 500. If p > 300: pages of 300, at most 5 requests in flight. Otherwise 5 parallel
// requests of p." and spec 1 §9 "Exam list: 5 parallel pages, 300 per page cap, 500 single fetch".
import t from 'tap'
import fc from 'fast-check'
import { planExamListPages, type PagePlan } from '../../../src/domain/exams/plan-exam-list-pages.ts'

const pagesOf = (size: number, count: number) => Array.from({ length: count }, (_, i) => ({ offset: i * size, limit: size }))
const SINGLE: PagePlan = { pages: [{ offset: 0, limit: 500 }], concurrency: 1 }

const rows: Array<{ ref: string; total: number; want: PagePlan }> = [
  { ref: 'total 0 → no request', total: 0, want: { pages: [], concurrency: 0 } },
  { ref: 'negative total → no request', total: -3, want: { pages: [], concurrency: 0 } },
  { ref: 'NaN total → no request', total: Number.NaN, want: { pages: [], concurrency: 0 } },
  { ref: 'Infinity total → no request', total: Number.POSITIVE_INFINITY, want: { pages: [], concurrency: 0 } },
  { ref: 'p = ceil(1/5) = 1 < 10 → one request of 500', total: 1, want: SINGLE },
  { ref: 'p = ceil(45/5) = 9 < 10 → one request of 500 (largest total for the single fetch)', total: 45, want: SINGLE },
  // NB ceil(49/5) = ceil(9.8) = 10, so 49 is NOT a single fetch: it is five pages of 10.
  { ref: 'p = ceil(46/5) = 10 → five pages of 10 (smallest total for the fan-out)', total: 46, want: { pages: pagesOf(10, 5), concurrency: 5 } },
  { ref: 'p = ceil(49/5) = 10 → five pages of 10', total: 49, want: { pages: pagesOf(10, 5), concurrency: 5 } },
  { ref: 'p = ceil(50/5) = 10 → five pages of 10', total: 50, want: { pages: pagesOf(10, 5), concurrency: 5 } },
  { ref: 'p = ceil(51/5) = 11 → five pages of 11', total: 51, want: { pages: pagesOf(11, 5), concurrency: 5 } },
  { ref: 'p = ceil(1234/5) = 247 → five pages of 247', total: 1234, want: { pages: pagesOf(247, 5), concurrency: 5 } },
  { ref: 'p = ceil(1500/5) = 300 (not > 300) → five pages of 300', total: 1500, want: { pages: pagesOf(300, 5), concurrency: 5 } },
  { ref: 'p = ceil(1501/5) = 301 > 300 → six pages of 300, five in flight', total: 1501, want: { pages: pagesOf(300, 6), concurrency: 5 } },
  { ref: 'p > 300: 1800 → six pages of 300', total: 1800, want: { pages: pagesOf(300, 6), concurrency: 5 } },
  { ref: 'p > 300: 100000 → 334 pages of 300, five in flight', total: 100000, want: { pages: pagesOf(300, 334), concurrency: 5 } },
]

t.test('planExamListPages table', async (t) => {
  for (const row of rows) t.same(planExamListPages(row.total), row.want, `${row.ref} (total ${row.total})`)
})

t.test('planExamListPages worked numbers', async (t) => {
  const plan = planExamListPages(1234)
  t.same(plan.pages.map((p) => p.offset), [0, 247, 494, 741, 988], '1234: offsets in upstream order')
  t.equal(plan.pages.at(-1)!.offset + plan.pages.at(-1)!.limit, 1235, '1234: the last page reaches past the end (1235 ≥ 1234)')
  const big = planExamListPages(100000)
  t.equal(big.pages.at(-1)!.offset, 99900, '100000: last page starts at 99900')
  t.equal(big.pages.length, 334, '100000: ceil(100000/300) = 334 pages')
})

t.test('property: pages cover [0,total) exactly, in order, without overlap; none over 300 except the single 500 fetch', async (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 200_000 }), (total) => {
      const { pages, concurrency } = planExamListPages(total)
      const p = Math.ceil(total / 5)
      if (p < 10) return pages.length === 1 && pages[0]!.offset === 0 && pages[0]!.limit === 500 && total <= 500 && concurrency === 1
      if (concurrency !== 5) return false
      if (p <= 300 && (pages.length !== 5 || pages.some((pg) => pg.limit !== p))) return false
      if (p > 300 && pages.some((pg) => pg.limit !== 300)) return false
      let next = 0
      for (const page of pages) {
        if (page.offset !== next || page.limit < 1 || page.limit > 300) return false // contiguous, no gap, no overlap
        next = page.offset + page.limit
      }
      const last = pages.at(-1)!
      return last.offset < total && next >= total // the last page is needed and reaches the end
    }),
    { numRuns: 3000 },
  )
  t.pass()
})
