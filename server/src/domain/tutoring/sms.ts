import { maskPhone, normalisePhone, validateSmsFrom, validateSmsPhone } from '@report/contracts/validators/tutoring-sms'
import { catalogued, type CatalogueCode } from '../errors/catalogue.ts'
import type { MappedError } from '../errors/map-upstream-error.ts'

export type SmsInput = { ok: true; phone: string } | { ok: false; code: CatalogueCode; message: string }

/**
 * spec 3 §7 /obt/v1/hfsfd/send/msg {examid, from, phone}: a mainland mobile number only, and a `from`
 * without line breaks or other control characters (it goes into the message the gateway sends). The
 * same validators run in the page as the user acts; this verdict is the one that counts.
 */
export function checkSmsInput(rawPhone: string, from: string): SmsInput {
  const badFrom = validateSmsFrom(from)
  if (badFrom) return { ok: false, code: 'BFF_ERR_TUTORING_SMS_FROM', message: badFrom }
  const badPhone = validateSmsPhone(rawPhone)
  if (badPhone) return { ok: false, code: 'BFF_ERR_TUTORING_PHONE', message: badPhone }
  return { ok: true, phone: normalisePhone(rawPhone) }
}

export function smsSentMessage(phone: string): string {
  return `短信已发送至 ${maskPhone(phone)}`
}

/** The platform's answer to a send it refused (code 429: its gateway's own minute). */
const GATEWAY_TOO_SOON = 429

/**
 * What a failed send answers: the platform's refusal of the sender (403) stays a refusal, in the
 * tutoring SMS's own words; its gateway's minute is the too-soon refusal with the platform's text; any
 * other business refusal or fault is a failed send, with the platform's message when it gave one.
 * Session, input and timeout errors stay what they are.
 */
export function smsSendFailure(failure: MappedError): MappedError {
  if (failure.kind === 'forbidden') return catalogued('BFF_ERR_TUTORING_SMS_FORBIDDEN')
  if (failure.kind !== 'upstream') return failure
  if (failure.code === GATEWAY_TOO_SOON) return catalogued('BFF_ERR_TUTORING_SMS_TOO_SOON', failure.message)
  return catalogued('BFF_ERR_TUTORING_SMS_FAILED', failure.message || undefined)
}
