import { MAINLAND_MOBILE } from './upgrade-form.ts'

/**
 * The tutoring report's SMS (spec 3 §7 /obt/v1/hfsfd/send/msg {examid, from, phone}): a mainland mobile
 * number only (the pattern of spec 3 §5) and a `from` that stays one short line. Pure, so the page
 * checks before it sends and the BFF checks what it is sent (its verdict counts). How often a number or
 * a sender may be sent to is the BFF's (server/src/domain/tutoring/sms-limits.ts).
 */
export const SMS_MESSAGES = {
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码（11 位中国大陆手机号）',
  fromInvalid: '短信来源不正确，请刷新页面后重试',
} as const

/** The longest `from` a send carries. */
export const SMS_FROM_MAX = 16
/** Line and paragraph breaks, other control characters, and invisible format characters (bidi overrides, zero-width joiners). */
const NOT_ONE_LINE = /[\p{Cc}\p{Cf}\u2028\u2029]/u

/** The message for a `from`, or null when it is at most 16 characters on one line with nothing hidden. */
export function validateSmsFrom(from: string): string | null {
  return from.length > SMS_FROM_MAX || NOT_ONE_LINE.test(from) ? SMS_MESSAGES.fromInvalid : null
}

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
