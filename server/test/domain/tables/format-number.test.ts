// Number formatting and the '--' / '未考' rules of spec 2 §2 (drill dialog: "Unknown student values show
// '--'; absent students show '未考'") and analytics.md ("absent is not zero", "round half up").
import t from 'tap'
import fc from 'fast-check'
import type { NumberFormat } from '@report/contracts/bff/table'
import { formatNumber, roundHalfUp, sheetFormat, shownNumber, toCell } from '../../../src/domain/tables/format-number.ts'

t.test('roundHalfUp: half up, never banker’s, no binary surprises', async (t) => {
  const rows: Array<[value: number, digits: number, want: number]> = [
    [1.005, 2, 1.01], [2.675, 2, 2.68], [1.045, 2, 1.05], [0.125, 2, 0.13], [72.5, 0, 73], [84.33, 0, 84],
    [68.2, 2, 68.2], [14.545102, 2, 14.55], [-1.005, 2, -1.01], [-0.004, 2, 0], [0, 2, 0], [1234567.891, 1, 1234567.9],
  ]
  for (const [value, digits, want] of rows) t.equal(roundHalfUp(value, digits), want, `${value} → ${want}`)
  t.ok(Object.is(roundHalfUp(-0.004, 2), 0), 'no negative zero')
})

t.test('roundHalfUp skips the toPrecision step only where it cannot change the answer', async (t) => {
  const reference = (value: number, digits: number) => {
    const scale = 10 ** digits
    const rounded = Math.round(Number((Math.abs(value) * scale).toPrecision(15))) / scale
    return value < 0 && rounded !== 0 ? -rounded : rounded
  }
  const values = fc.oneof(
    fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    // Halves and their nearest neighbours, where binary representation bites: k/200 ± a few ulps.
    fc.tuple(fc.integer({ min: -2_000_000, max: 2_000_000 }), fc.integer({ min: -3, max: 3 })).map(([k, ulps]) => {
      const x = (k + 0.5) / 100
      return x + ulps * Number.EPSILON * Math.max(1, Math.abs(x))
    }),
  )
  fc.assert(fc.property(values, fc.integer({ min: 0, max: 4 }), (value, digits) => Object.is(roundHalfUp(value, digits), reference(value, digits))), { numRuns: 20_000 })
  t.pass('20,000 values agree with rounding through toPrecision(15) every time')
})

t.test('formatNumber by column format (analytics.md worked numbers)', async (t) => {
  const rows: Array<[ref: string, value: number | null | undefined, format: Parameters<typeof formatNumber>[1], want: string | number]> = [
    ['mean as a score', 68.2, { kind: 'score' }, 68.2],
    ['score drops trailing zeros', 70.0, { kind: 'score' }, 70],
    ['population SD, 2 decimals', 14.545102, { kind: 'score' }, 14.55],
    ['difficulty fixed 2', 0.68, { kind: 'fixed' }, '0.68'],
    ['fixed keeps zeros', 0.7, { kind: 'fixed' }, '0.70'],
    ['fixed 4 (Z score)', 1.155, { kind: 'fixed', digits: 4 }, '1.1550'],
    ['pass rate 70 %', 0.7, { kind: 'percent' }, '70.00%'],
    ['超均率 6.4516 %', 0.064516, { kind: 'percent' }, '6.45%'],
    ['percent without decimals', 0.2, { kind: 'percent', digits: 0 }, '20%'],
    ['headcount integer', 812, { kind: 'integer' }, 812],
    ['3+1+2 half up', 72.5, { kind: 'integer' }, 73],
    ['a real zero stays 0', 0, { kind: 'score' }, 0],
    ['zero percent', 0, { kind: 'percent' }, '0.00%'],
    ['null → --', null, { kind: 'score' }, '--'],
    ['undefined → --', undefined, { kind: 'percent' }, '--'],
    ['NaN → --', Number.NaN, { kind: 'fixed' }, '--'],
    ['Infinity → --', Number.POSITIVE_INFINITY, { kind: 'integer' }, '--'],
  ]
  for (const [ref, value, format, want] of rows) t.equal(formatNumber(value, format), want, ref)
  t.equal(formatNumber(3.14159), 3.14, 'score is the default format')
})

t.test("toCell: '未考' for absent, '--' for unknown, numbers through the format", async (t) => {
  t.equal(toCell(null, { absent: true }), '未考', 'absent with no score')
  t.equal(toCell(0, { absent: true }), '未考', 'absent wins over any value')
  t.equal(toCell(0), 0, 'a 0 score is a score, not absent')
  t.equal(toCell(null), '--')
  t.equal(toCell(undefined), '--')
  t.equal(toCell(''), '--')
  t.equal(toCell('  '), '--')
  t.equal(toCell('一班'), '一班', 'text as it is')
  t.equal(toCell('0012'), '0012', 'student numbers keep their zeros')
  t.equal(toCell(0.85, { format: { kind: 'percent', digits: 1 } }), '85.0%')
})

t.test('shownNumber reads a display cell back as the number it shows; sheetFormat is its Excel format (issue 31 item 9)', async (t) => {
  const rows: Array<[NumberFormat, number, number]> = [
    [{ kind: 'percent' }, 0.021234, 0.0212],
    [{ kind: 'percent' }, 0.7, 0.7],
    [{ kind: 'percent', digits: 1 }, 0.12345, 0.123],
    [{ kind: 'fixed' }, 687.666, 687.67],
    [{ kind: 'fixed', digits: 4 }, -1.23456, -1.2346],
    [{ kind: 'score' }, 68.2, 68.2],
    [{ kind: 'integer' }, 812.4, 812],
    [{ kind: 'signed' }, 3, 3],
    [{ kind: 'signed' }, -2, -2],
    [{ kind: 'signed' }, 0, 0],
  ]
  for (const [format, value, shown] of rows) {
    const cell = formatNumber(value, format)
    t.equal(shownNumber(cell, format), shown, `${format.kind}${format.digits ?? ''}: ${value} shows as ${cell}`)
  }
  t.equal(formatNumber(3, { kind: 'signed' }), '+3', 'a rise carries its sign')
  for (const text of ['--', '未考', '高二(1)班', '1/2', '']) t.equal(shownNumber(text, { kind: 'percent' }), null, `${text || '(empty)'} stays text`)
  t.equal(shownNumber('12', undefined), null, 'a column without a format keeps its text')
  t.equal(shownNumber(12, undefined), 12, 'a number is a number')
  const formats: Array<[NumberFormat | undefined, string | undefined]> = [
    [{ kind: 'percent' }, '0.00%'],
    [{ kind: 'fixed' }, '0.00'],
    [{ kind: 'fixed', digits: 4 }, '0.0000'],
    [{ kind: 'integer' }, '0'],
    [{ kind: 'signed' }, '+0;-0;0'],
    [{ kind: 'score' }, undefined],
    [undefined, undefined],
  ]
  for (const [format, want] of formats) t.equal(sheetFormat(format), want, `${format?.kind ?? 'none'} → ${want ?? 'General'}`)
})
