// A count of 0 opens no student list: its drill is dropped; every other drill stays.
import t from 'tap'
import type { TableView } from '@report/contracts/bff/table'
import { withoutEmptyDrills } from '../../src/domain/reports/empty-drills.ts'

const drill = (filter: string) => ({ kind: 'overview', tgkey: 'g1', filter })

t.test('drills on cells showing 0 are dropped, others kept', async (t) => {
  const rows: Array<[name: string, cells: Record<string, string | number>, drills: string[], kept: string[] | undefined]> = [
    ['a count of 0', { count: 0 }, ['count'], undefined],
    ['a count of 3', { count: 3 }, ['count'], ['count']],
    ['unknown (--) stays: the list says why', { count: '--' }, ['count'], ['count']],
    ['a rate as text stays', { rate: '0.00%' }, ['rate'], ['rate']],
    ['mixed row', { count: 0, pass: 12, excellent: 0 }, ['count', 'pass', 'excellent'], ['pass']],
  ]
  for (const [name, cells, drills, kept] of rows) {
    const table = { columns: [], rows: [{ key: 'r', cells, drills: Object.fromEntries(drills.map((k) => [k, drill(k)])) }], paging: null } as unknown as TableView
    const out = withoutEmptyDrills(table).rows[0]!
    t.same(out.drills ? Object.keys(out.drills) : undefined, kept, name)
  }
})
