// Dates and times in every form the spec leaves open (spec 1 §3 time, event_time, shortDate; §9 date
// formats): epoch ms or s, YYYY-MM-DD, YYYY/MM/DD, YYYY.MM.DD, compact YYYYMMDD, ISO with or without a
// zone. Without a zone a time is Beijing time (UTC+8): 2024-11-05 00:00 in Beijing is 1730736000000.
import t from 'tap'
import { readDate, readDateTime, readEpochMs, readIsoInstant } from '../../../src/upstream/facts/read-dates.ts'
import { UNREAD } from '../../../src/upstream/facts/read-scalars.ts'

const MIDNIGHT = 1730736000000 // 2024-11-05T00:00:00+08:00
const MORNING = MIDNIGHT + 8 * 3_600_000 + 30 * 60_000 + 15_000 // 08:30:15 Beijing

t.test('a date: every form gives YYYY-MM-DD (the Beijing date of an instant)', async (t) => {
  const rows: Array<[unknown, string | typeof UNREAD]> = [
    ['2024-11-05', '2024-11-05'],
    ['2024/11/05', '2024-11-05'],
    ['2024/11/5', '2024-11-05'],
    ['2024.11.05', '2024-11-05'],
    ['20241105', '2024-11-05'],
    [20241105, '2024-11-05'],
    [MIDNIGHT, '2024-11-05'],
    [MIDNIGHT / 1000, '2024-11-05'],
    [String(MIDNIGHT), '2024-11-05'],
    [String(MIDNIGHT / 1000), '2024-11-05'],
    [MIDNIGHT - 1, '2024-11-04'],
    ['2024-11-05T08:30:15', '2024-11-05'],
    ['2024-11-05 08:30:15', '2024-11-05'],
    ['2024-11-04T16:00:00Z', '2024-11-05'],
    ['2024-11-04T15:59:59.999Z', '2024-11-04'],
    ['2024-11-05T00:00:00+08:00', '2024-11-05'],
    ['2024-11-04T23:00:00-01:00', '2024-11-05'],
    ['', ''],
    ['2024-02-30', UNREAD],
    ['2024-13-01', UNREAD],
    ['11/05/2024', UNREAD],
    ['下周一', UNREAD],
    [true, UNREAD],
    [null, UNREAD],
  ]
  for (const [input, want] of rows) t.equal(readDate(input), want, `${JSON.stringify(input)}`)
})

t.test('a date-time: YYYY-MM-DD HH:mm:ss in Beijing time', async (t) => {
  const rows: Array<[unknown, string | typeof UNREAD]> = [
    ['2024-11-05 08:30:15', '2024-11-05 08:30:15'],
    [MORNING, '2024-11-05 08:30:15'],
    [MORNING / 1000, '2024-11-05 08:30:15'],
    ['2024-11-05T00:30:15Z', '2024-11-05 08:30:15'],
    ['2024-11-05T08:30:15.000+08:00', '2024-11-05 08:30:15'],
    ['2024/11/05', '2024-11-05 00:00:00'],
    ['', ''],
    ['08:30', UNREAD],
  ]
  for (const [input, want] of rows) t.equal(readDateTime(input), want, `${JSON.stringify(input)}`)
})

t.test('an epoch: milliseconds, from seconds, digits or a date string', async (t) => {
  const rows: Array<[unknown, number | typeof UNREAD]> = [
    [MORNING, MORNING],
    [MORNING / 1000, MORNING],
    [String(MORNING), MORNING],
    ['2024-11-05 08:30:15', MORNING],
    ['2024-11-05T00:30:15.000Z', MORNING],
    ['2024-11-05', MIDNIGHT],
    [0, 0],
    ['soon', UNREAD],
    [{}, UNREAD],
  ]
  for (const [input, want] of rows) t.equal(readEpochMs(input), want, `${JSON.stringify(input)}`)
})

t.test('an ISO instant: the UTC ISO string', async (t) => {
  t.equal(readIsoInstant('2026-11-21T02:00:00.000Z'), '2026-11-21T02:00:00.000Z')
  t.equal(readIsoInstant(Date.UTC(2026, 10, 21, 2)), '2026-11-21T02:00:00.000Z')
  t.equal(readIsoInstant('2026-11-21 10:00:00'), '2026-11-21T02:00:00.000Z', 'no zone: Beijing time')
  t.equal(readIsoInstant(''), '')
  t.equal(readIsoInstant('never'), UNREAD)
})
