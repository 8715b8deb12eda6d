// Export paging with one page asked ahead: order kept, at most one load in flight, errors surface at
// their page, a consumer that stops early asks for nothing more than the page already ahead.
// A downloaded sheet writes each pinned row once.
import t from 'tap'
import { pagesAhead, tableSheet } from '../../src/domain/reports/table-sheet.ts'

function loader(fail?: number) {
  const asked: number[] = []
  let inFlight = 0
  let maxInFlight = 0
  const load = async (page: number) => {
    asked.push(page)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    await new Promise((resolve) => setTimeout(resolve, 2))
    inFlight--
    if (page === fail) throw new Error(`page ${page} failed`)
    return `p${page}`
  }
  return { load, asked, maxInFlight: () => maxInFlight }
}

t.test('every page in order, the next one asked while the current is consumed', async (t) => {
  const l = loader()
  const seen: string[] = []
  for await (const page of pagesAhead('p1', 5, l.load)) seen.push(page)
  t.same(seen, ['p1', 'p2', 'p3', 'p4', 'p5'])
  t.same(l.asked, [2, 3, 4, 5])
  t.equal(l.maxInFlight(), 1)
})

t.test('one page: nothing asked', async (t) => {
  const l = loader()
  const seen: string[] = []
  for await (const page of pagesAhead('p1', 1, l.load)) seen.push(page)
  t.same(seen, ['p1'])
  t.same(l.asked, [])
})

t.test('a failing page throws where it falls; stopping early asks no further', async (t) => {
  const failing = loader(3)
  const seen: string[] = []
  await t.rejects(async () => {
    for await (const page of pagesAhead('p1', 5, failing.load)) seen.push(page)
  }, /page 3 failed/)
  t.same(seen, ['p1', 'p2'])

  const early = loader()
  for await (const page of pagesAhead('p1', 50, early.load)) if (page === 'p2') break
  await new Promise((resolve) => setTimeout(resolve, 10))
  t.same(early.asked, [2, 3], 'only the page ahead of the last one read')
})

t.test('a downloaded sheet has each pinned row once, however many pages repeat it', async (t) => {
  const columns = [{ key: 'name', title: '姓名' }, { key: 'score', title: '得分' }]
  const pinned = [{ key: 'average', cells: { name: '平均分', score: 6.5 }, pinned: true }, { key: 'rate', cells: { name: '得分率', score: '65.00%' }, pinned: true }]
  const page = (from: number, count: number) => ({ rows: [...pinned, ...Array.from({ length: count }, (_, i) => ({ key: `s${from + i}`, cells: { name: `学生${from + i}`, score: from + i } }))] })
  const sheet = tableSheet('小题矩阵', columns, pagesAhead(page(1, 500), 3, async (n) => page((n - 1) * 500 + 1, n === 3 ? 20 : 500)), 60_000)
  const written: unknown[][] = []
  for await (const row of sheet.rows) written.push([...row])
  t.equal(written.length, 2 + 1020, 'two pinned rows and 1,020 students')
  t.same(written.slice(0, 3), [['平均分', 6.5], ['得分率', '65.00%'], ['学生1', 1]])
  t.same(written.at(-1), ['学生1020', 1020])
  t.equal(written.filter((r) => r[0] === '平均分').length, 1)
})
