import { MAINLAND_MOBILE } from './upgrade-form.ts'

/**
 * The tutoring report's SMS (spec 3 §7 /obt/v1/hfsfd/send/msg): a mainland mobile number only (the
 * pattern of spec 3 §5), at most one message per phone and exam a minute. Pure, so the page checks as
 * the parent types and the BFF checks what it is sent (its verdict counts).
 */
export const SMS_INTERVAL_MS = 60_000

export const SMS_MESSAGES = {
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码（11 位中国大陆手机号）',
} as const

/** Spaces and dashes people type inside a number are not part of it. */
export function normalisePhone(raw: string): string {
  return raw.replace(/[\s-]/g, '')
}

/** The message for a phone number, or null when it is a mainland mobile number. */
export function validateSmsPhone(raw: string): string | null {
  const phone = normalisePhone(raw)
  if (!phone) return SMS_MESSAGES.phoneRequired
  return MAINLAND_MOBILE.test(phone) ? null : SMS_MESSAGES.phoneInvalid
}

/** 13812345678 → 138****5678, as a number is shown back. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}

/** The wait before another message to this phone for this exam, in whole seconds (0: may send now). */
export function smsWaitSeconds(lastSentAt: number | undefined, now: number): number {
  if (lastSentAt === undefined) return 0
  const left = lastSentAt + SMS_INTERVAL_MS - now
  return left > 0 ? Math.ceil(left / 1000) : 0
}
