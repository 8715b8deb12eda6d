// 95 % intervals of small groups (issue 36 item 3), against worked numbers (scipy: stats.norm, stats.t).

import t from 'tap'
import { isSmallGroup, tMean, tQuantile, wilson } from '../../../src/domain/metrics/intervals.ts'

const near = (a: number, b: number) => Math.abs(a - b) < 5e-6

t.test('Wilson score interval of a rate', async (t) => {
  const cases: Array<[string, number, number, number, number]> = [
    ['7 of 10 (及格率 of analytics.md\'s sample)', 7, 10, 0.396778, 0.892209],
    ['none of 10', 0, 10, 0, 0.277533],
    ['2 of 5', 2, 5, 0.117621, 0.769276],
    ['5 of 6', 5, 6, 0.436497, 0.969947],
    ['all of 6: the top is 1', 6, 6, 0.609666, 1],
  ]
  for (const [name, part, n, low, high] of cases) {
    const ci = wilson(part, n)!
    t.ok(near(ci.low, low) && near(ci.high, high), `${name}: [${ci.low}, ${ci.high}] ≈ [${low}, ${high}]`)
  }
  t.equal(wilson(0, 0), null, 'no students: no interval')
  t.equal(wilson(3, 2), null, 'more passed than took part: no interval')
})

t.test('t interval of a mean from the population SD', async (t) => {
  // analytics.md's ten scores: x̄ 68.2, σ 14.545102 (population), s 15.331884, t(9) 2.262157.
  const sample = tMean(68.2, 14.545102, 10)!
  t.ok(near(sample.low, 57.232231) && near(sample.high, 79.167769), `ten scores: [${sample.low}, ${sample.high}]`)
  // Six of them (61 67 70 70 78 85): x̄ 71.833333, σ 7.733405, t(5) 2.570582.
  const six = tMean(71.833333, 7.733405, 6)!
  t.ok(near(six.low, 62.943017) && near(six.high, 80.723649), `six scores: [${six.low}, ${six.high}]`)
  t.equal(tMean(80, 0, 1), null, 'one student: no interval')
  const same = tMean(80, 0, 4)!
  t.same([same.low, same.high], [80, 80], 'no spread: the interval is the mean')
  t.equal(tQuantile(1), 12.706205)
  t.equal(tQuantile(8), 2.306004)
})

t.test('small groups are those of 1 to 9 students', async (t) => {
  for (const [n, small] of [[0, false], [1, true], [9, true], [10, false], [50, false], [null, false]] as const) t.equal(isSmallGroup(n), small, `n = ${n}`)
})
