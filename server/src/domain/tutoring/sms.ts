import { maskPhone, normalisePhone, smsWaitSeconds, validateSmsPhone } from '@report/contracts/validators/tutoring-sms'

export type SmsCheck = { ok: true; phone: string } | { ok: false; message: string; kind: 'invalid' | 'too-soon' }

/**
 * spec 3 §7 /obt/v1/hfsfd/send/msg: a mainland mobile number only, at most one message per phone and
 * exam a minute (issue 20). `lastSentAt` is when this phone last got this exam's summary.
 */
export function checkSms(rawPhone: string, lastSentAt: number | undefined, now: number): SmsCheck {
  const invalid = validateSmsPhone(rawPhone)
  if (invalid) return { ok: false, message: invalid, kind: 'invalid' }
  const wait = smsWaitSeconds(lastSentAt, now)
  if (wait > 0) return { ok: false, message: `发送过于频繁，请 ${wait} 秒后再试`, kind: 'too-soon' }
  return { ok: true, phone: normalisePhone(rawPhone) }
}

export function smsSentMessage(phone: string): string {
  return `短信已发送至 ${maskPhone(phone)}`
}

export const smsKey = (phone: string, examid: string): string => `${phone}|${examid.split('-')[0]}`
