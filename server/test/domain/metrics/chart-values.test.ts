// A chart draws a figure's own value (issue 36): in % to the rate's 2 decimals, a count as it is.

import t from 'tap'
import { chartPercent, chartValue } from '../../../src/domain/metrics/chart-values.ts'
import { countFigure, scoreRateFigure } from '../../../src/domain/metrics/figures.ts'
import { formatNumber } from '../../../src/domain/tables/format-number.ts'

t.test('a rate on a chart in % is the rate as its cell shows it', async (t) => {
  const cases: Array<[string, number, number, number]> = [
    ['68.2 of 100', 68.2, 100, 68.2],
    ['2 of 3: 66.666… rounds to 66.67', 2, 3, 66.67],
    ['0.5 of 120: 0.41666… rounds half up to 0.42', 0.5, 120, 0.42],
    ['full marks', 150, 150, 100],
  ]
  for (const [name, score, full, drawn] of cases) {
    const figure = scoreRateFigure(score, full)
    t.equal(chartPercent(figure), drawn, name)
    // The check of explanation-check.ts: the drawn value written in the figure's format is the cell.
    t.equal(formatNumber(drawn / 100, figure.format), formatNumber(figure.raw, figure.format), `${name}: drawn ${drawn} reads as the cell`)
  }
  t.equal(chartPercent(scoreRateFigure(null, 100)), null, 'no score: nothing drawn')
  t.equal(chartPercent(null), null, 'no figure: nothing drawn')
})

t.test('a count on a chart is the count', async (t) => {
  t.equal(chartValue(countFigure('segments', 12, 40, null)), 12)
  t.equal(chartValue(countFigure('segments', 0, 40, null)), 0)
  t.equal(chartValue(countFigure('segments', null, 40, null)), null)
})
