// Scalars a platform sends in another form than the schema declares (DESIGN.md "Reading the upstream"):
// each row is a form a platform plausibly sends, and what the boundary reads it as (UNREAD: no form of the fact).
import t from 'tap'
import { readBoolean, readInteger, readNumber, readText, UNREAD } from '../../../src/upstream/facts/read-scalars.ts'

t.test('numbers: numbers and numeric strings', async (t) => {
  const rows: Array<[unknown, number | typeof UNREAD]> = [
    [95.5, 95.5], ['95.5', 95.5], ['95', 95], [' 12 ', 12], ['-3', -3], ['.5', 0.5], ['1e3', 1000], [0, 0], ['0', 0],
    ['', UNREAD], ['  ', UNREAD], ['abc', UNREAD], ['95分', UNREAD], ['0x1f', UNREAD], ['0B101', UNREAD], [' 0o17', UNREAD], ['Infinity', UNREAD], ['-Infinity', UNREAD], ['1_000', UNREAD], ['0.5', 0.5], ['00', 0], [Number.NaN, UNREAD], [true, UNREAD], [null, UNREAD], [[1], UNREAD],
  ]
  for (const [input, want] of rows) t.equal(readNumber(input), want, `${JSON.stringify(input)}`)
})

t.test('integers (counts, codes): whole numbers only', async (t) => {
  const rows: Array<[unknown, number | typeof UNREAD]> = [[12, 12], ['12', 12], ['12.0', 12], [12.5, UNREAD], ['12.5', UNREAD], ['twelve', UNREAD]]
  for (const [input, want] of rows) t.equal(readInteger(input), want, `${JSON.stringify(input)}`)
})

t.test('booleans: true/false, 1/0, "1"/"0", "true"/"false"', async (t) => {
  const rows: Array<[unknown, boolean | typeof UNREAD]> = [
    [true, true], [false, false], [1, true], [0, false], ['1', true], ['0', false], ['true', true], ['false', false], ['TRUE', true], [' False ', false],
    [2, UNREAD], ['yes', UNREAD], ['', UNREAD], [null, UNREAD], [{}, UNREAD],
  ]
  for (const [input, want] of rows) t.equal(readBoolean(input), want, `${JSON.stringify(input)}`)
})

t.test('texts and ids: strings, or numbers as their decimal text', async (t) => {
  const rows: Array<[unknown, string | typeof UNREAD]> = [['1001', '1001'], [1001, '1001'], ['', ''], ['一中', '一中'], [95.5, '95.5'], [true, UNREAD], [null, UNREAD], [{ id: 1 }, UNREAD]]
  for (const [input, want] of rows) t.equal(readText(input), want, `${JSON.stringify(input)}`)
})
