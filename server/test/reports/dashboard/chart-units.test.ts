// Issue 15 item 8: a dashboard chart of more units than it can draw (242 schools of the 120,000
// exam) shows the highest and the lowest by mean and says where every unit is.

import t from 'tap'
import { chartUnits, type ChartUnit } from '../../../src/domain/reports/dashboard/chart-units.ts'

const units = (n: number): ChartUnit[] => Array.from({ length: n }, (_, i) => ({ name: `学校${i + 1}`, mean: (i * 37) % n }))

t.test('which units a chart draws', async (t) => {
  const few = units(16)
  t.same(chartUnits(few, 40, '学校'), { units: few, caption: '' }, 'all of them, in their order, when they fit')

  const many = chartUnits(units(242), 40, '学校')
  t.equal(many.units.length, 40)
  const means = many.units.map((u) => u.mean!)
  t.same(means.slice(0, 20), [241, 240, 239, 238, 237, 236, 235, 234, 233, 232, 231, 230, 229, 228, 227, 226, 225, 224, 223, 222], 'the 20 highest, highest first')
  t.same(means.slice(20), [19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0], 'then the 20 lowest')
  t.equal(many.caption, '平均分最高的20个与最低的20个学校（共242个，全部见上方“各单位总分”表）')

  const withBlanks = chartUnits([...units(41), { name: '缺考校', mean: null }], 40, '学校')
  t.notOk(withBlanks.units.some((u) => u.name === '缺考校'), 'a unit without a mean is not drawn')
  t.equal(withBlanks.units.length, 40)
  t.equal(chartUnits(units(41), 41, '班级').caption, '', 'the limit itself still fits')
})
