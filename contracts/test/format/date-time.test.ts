// Issue 31 item 10: every date and time the product shows is Beijing time, in one format (spec 1 §9,
// spec 2 §9 YYYY/MM/DD; spec 3 §9 task lists YYYY/MM/DD HH:mm), whatever form the platform gave it.
import t from 'tap'
import { formatDate, formatDateTime, instantOf } from '../../src/format/date-time.ts'

/** 2026-11-28 17:04 UTC: 01:04 on the 29th in Beijing, a minute past midnight's reach of UTC's day. */
const NEAR_MIDNIGHT = Date.parse('2026-11-28T17:04:00Z')

t.test('an instant near midnight UTC is the next day in Beijing, in every form it comes in', async (t) => {
  const forms: Array<[string, unknown]> = [
    ['epoch ms', NEAR_MIDNIGHT],
    ['epoch s', NEAR_MIDNIGHT / 1000],
    ['epoch ms as text', String(NEAR_MIDNIGHT)],
    ['epoch s as text', String(NEAR_MIDNIGHT / 1000)],
    ['a Date', new Date(NEAR_MIDNIGHT)],
    ['ISO with Z', '2026-11-28T17:04:00.000Z'],
    ['ISO with +08:00', '2026-11-29T01:04:00+08:00'],
    ['ISO with +0800', '2026-11-29T01:04:00+0800'],
    ['ISO with another zone', '2026-11-28T12:04:00-05:00'],
    ['zoneless text: Beijing time', '2026-11-29 01:04:00'],
    ['zoneless ISO: Beijing time', '2026-11-29T01:04'],
    ['slashes', '2026/11/29 01:04'],
  ]
  for (const [name, value] of forms) {
    t.equal(formatDateTime(value), '2026/11/29 01:04', `${name}: date and time`)
    t.equal(formatDate(value), '2026/11/29', `${name}: date`)
  }
})

t.test('dates without a time are Beijing days as written', async (t) => {
  const rows: Array<[unknown, string]> = [
    ['2026-11-28', '2026/11/28'],
    ['2026.11.28', '2026/11/28'],
    ['2026/1/2', '2026/01/02'],
    ['2026年11月28日', '2026/11/28'],
    ['  2026-11-28  ', '2026/11/28'],
  ]
  for (const [value, want] of rows) t.equal(formatDate(value), want, String(value))
  t.equal(formatDateTime('2026-1-2'), '2026/01/02 00:00', 'a day alone reads as its start')
  t.equal(instantOf('2026-11-28'), Date.parse('2026-11-27T16:00:00Z'), 'Beijing midnight is 16:00 UTC the day before')
})

t.test('what names no instant reads --', async (t) => {
  for (const bad of [undefined, null, '', '   ', 'yesterday', 0, -5, Number.NaN, Number.POSITIVE_INFINITY, '2026-02-30', '2026-13-01', '2026-11-28 25:00', true, {}, new Date(Number.NaN)]) {
    t.equal(formatDate(bad), '--', `date of ${String(bad)}`)
    t.equal(formatDateTime(bad), '--', `time of ${String(bad)}`)
  }
})
