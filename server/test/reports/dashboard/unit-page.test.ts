// dashboardUnitPage (issue 37): the dashboard's 各单位总分 paged and sorted by the BFF from the one answer
// that holds every unit — by the figure the cell shows (not its text), blanks last whichever way, ties in
// roster order, an unknown key in roster order (as an upstream sort), then the page.
import t from 'tap'
import type { DashboardRow } from '@report/contracts/upstream/reports/exam'
import { dashboardUnitPage, type UnitPageRequest } from '../../../src/domain/reports/dashboard/unit-page.ts'

const FULL = 150
const unit = (name: string, total: number, mean: number | null, passRate: number | null): DashboardRow => ({
  group: { key: `school:${name}`, type: 'school', id: name, name },
  papers: [
    { pindex: 1, total: 99, absent: 0, mean: 1, max: 1, min: 1, difficulty: 0, excellentRate: 0, passRate: 0 },
    { pindex: 0, total, absent: total === 0 ? 5 : 0, mean, max: mean, min: mean, difficulty: null, excellentRate: null, passRate },
  ],
})

// Roster order A…F: A and D tie on 平均分; 100.5 sorts above 99.5 though '100.50' < '99.50' as text; B sat nobody.
const UNITS = [unit('A', 10, 99.5, 0.5), unit('B', 0, null, null), unit('C', 10, 100.5, 0.9), unit('D', 10, 99.5, 0.5), unit('E', 10, 80, 0.1), unit('F', 10, 60, 0)]
const names = (rows: readonly DashboardRow[]) => rows.map((r) => r.group.name).join('')
const request = (page: number, pageSize: number, key?: string, rule: 'asc' | 'desc' = 'asc'): UnitPageRequest => ({ page, pageSize, sort: key ? { key, rule } : null })

const cases: Array<{ name: string; request: UnitPageRequest; items: string; sorted: boolean }> = [
  { name: 'no sort: roster order, page 1', request: request(1, 4), items: 'ABCD', sorted: false },
  { name: 'no sort: page 2 holds the rest', request: request(2, 4), items: 'EF', sorted: false },
  { name: 'past the last page: nothing', request: request(3, 4), items: '', sorted: false },
  { name: '平均分 desc: by the number, ties in roster order, no score last', request: request(1, 10, 'mean', 'desc'), items: 'CADEFB', sorted: true },
  { name: '平均分 asc: no score still last', request: request(1, 10, 'mean', 'asc'), items: 'FEADCB', sorted: true },
  { name: '平均分 desc, page 2 of 2', request: request(2, 2, 'mean', 'desc'), items: 'DE', sorted: true },
  { name: '及格率 desc: ties in roster order', request: request(1, 10, 'passRate', 'desc'), items: 'CADEFB', sorted: true },
  { name: '实考 asc: a count is never blank (B sat nobody: 0)', request: request(1, 3, 'total', 'asc'), items: 'BAC', sorted: true },
  { name: '难度 desc: W is the 总分’s full marks, the figure x̄ / W', request: request(1, 10, 'difficulty', 'desc'), items: 'CADEFB', sorted: true },
  { name: 'an unknown key sorts by nothing', request: request(1, 10, 'name', 'desc'), items: 'ABCDEF', sorted: false },
  { name: 'a page below 1 is page 1', request: request(0, 2), items: 'AB', sorted: false },
]

t.test('the page of units a request asks for', async (t) => {
  for (const c of cases) {
    const page = dashboardUnitPage(UNITS, FULL, c.request)
    t.equal(names(page.items), c.items, c.name)
    t.equal(page.total, UNITS.length, `${c.name}: the whole list's length`)
    t.same(page.sort, c.sorted ? c.request.sort : null, `${c.name}: the sort applied`)
  }
})

t.test('the units handed in are left as they were', async (t) => {
  const before = names(UNITS)
  dashboardUnitPage(UNITS, FULL, request(1, 10, 'mean', 'desc'))
  t.equal(names(UNITS), before)
})
