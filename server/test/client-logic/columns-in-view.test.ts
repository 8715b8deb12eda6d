import t from 'tap'
import { columnsInView, sameColumns } from '../../../client/src/components/report/logic/columns-in-view.ts'

const ranking = [88, 120, 110, ...Array.from({ length: 30 }, () => 110)]

t.test('columnsInView draws the columns that meet the box, with the overscan on each side, and always the first', async (t) => {
  const cases: Array<[string, readonly number[], number, number, number, number[]]> = [
    ['unscrolled, no overscan', [100, 100, 100, 100, 100], 0, 250, 0, [0, 1, 2]],
    ['a column that ends at the box edge is out', [100, 100, 100, 100, 100], 0, 200, 0, [0, 1]],
    ['scrolled: the first stays', [100, 100, 100, 100, 100], 250, 100, 0, [0, 2, 3]],
    ['overscan on both sides', [100, 100, 100, 100, 100], 250, 100, 60, [0, 1, 2, 3, 4]],
    ['a box wider than the table draws all', [100, 100, 100], 0, 1000, 0, [0, 1, 2]],
    ['no columns', [], 0, 500, 100, []],
  ]
  for (const [name, widths, left, width, overscan, expected] of cases) t.same(columnsInView(widths, left, width, overscan), expected, name)
})

t.test('a 1366 px box on a 33-column ranking draws 13 columns of 33, and the last ones at the far side', async (t) => {
  const total = ranking.reduce((a, b) => a + b, 0)
  t.equal(columnsInView(ranking, 0, 1366, 0).length, 13)
  const far = columnsInView(ranking, total - 1366, 1366, 0)
  t.equal(far[0], 0)
  t.equal(far[far.length - 1], 32)
  t.notOk(far.includes(1), 'the student number, scrolled out, is not drawn')
})

t.test('sameColumns', async (t) => {
  t.ok(sameColumns([0, 1, 2], [0, 1, 2]))
  t.notOk(sameColumns([0, 1, 2], [0, 1, 3]))
  t.notOk(sameColumns([0, 1], [0, 1, 2]))
})
