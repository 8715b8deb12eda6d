import { createHash } from 'node:crypto'

// How many tutoring summaries go out by SMS (issue 20: one a minute per phone; issue 30: that minute
// held per number across exams, and per-user and per-number limits by the hour and the day). The
// numbers follow the usual flow control of mainland SMS gateways for one number (1 a minute, 5 an
// hour, 10 a day). A family account sends its own child's summary to the family's phones: a few an
// hour. Staff send the summaries of their students' parents: a class's worth an hour, not a school's.

export type SmsWindow = 'minute' | 'hour' | 'day'
export type SmsCounted = 'phone' | 'family' | 'staff'

export const SMS_WINDOW_MS: Readonly<Record<SmsWindow, number>> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 }

export const SMS_LIMITS: Readonly<Record<SmsCounted, readonly { window: SmsWindow; max: number }[]>> = {
  phone: [
    { window: 'minute', max: 1 },
    { window: 'hour', max: 5 },
    { window: 'day', max: 10 },
  ],
  family: [
    { window: 'hour', max: 3 },
    { window: 'day', max: 10 },
  ],
  staff: [
    { window: 'minute', max: 10 },
    { window: 'hour', max: 60 },
    { window: 'day', max: 200 },
  ],
}

/** One limit a send counts against: per receiving number, or per sending user (as family or staff). */
export interface SmsLimit {
  counted: SmsCounted
  window: SmsWindow
  windowMs: number
  max: number
}

/** smsLimits(family) = the number's limits, then the sender's (as a family account or as staff). */
export function smsLimits(family: boolean): SmsLimit[] {
  const of = (counted: SmsCounted) => SMS_LIMITS[counted].map((l) => ({ counted, window: l.window, windowMs: SMS_WINDOW_MS[l.window], max: l.max }))
  return [...of('phone'), ...of(family ? 'family' : 'staff')]
}

/** A number or a user id inside a count's key: hashed, so the store holds no phone number. */
const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 24)

/**
 * smsCounts(family, phone, userId) = the limits of one send with the store key each counts at:
 * `sms:phone:<hash of the number>:<window>` (any exam, any sender) and `sms:family|staff:<hash of the user>:<window>`.
 */
export function smsCounts(family: boolean, phone: string, userId: string): (SmsLimit & { key: string })[] {
  return smsLimits(family).map((limit) => ({ ...limit, key: `sms:${limit.counted}:${hashed(limit.counted === 'phone' ? phone : userId)}:${limit.window}` }))
}

/** 42 秒, 3 分钟, 5 小时: the wait, rounded up to the unit people read it in. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds <= 60) return `${seconds} 秒`
  if (seconds <= 3600) return `${Math.ceil(seconds / 60)} 分钟`
  return `${Math.ceil(seconds / 3600)} 小时`
}

const WINDOW_TEXT: Readonly<Record<SmsWindow, string>> = { minute: '1 分钟', hour: '1 小时', day: '24 小时' }

/** What the sender is told when `limit` refuses a send, its window ending in `resetMs`. */
export function smsRefusal(limit: SmsLimit, resetMs: number): string {
  const wait = waitText(resetMs)
  if (limit.window === 'minute') return `发送过于频繁，请 ${wait}后再试`
  const who = limit.counted === 'phone' ? `该号码 ${WINDOW_TEXT[limit.window]}内最多接收 ${limit.max} 条短信` : `您 ${WINDOW_TEXT[limit.window]}内最多发送 ${limit.max} 条短信`
  return `${who}，请 ${wait}后再试`
}
