import type { SendSmsBody } from '@report/contracts/bff/tutoring'
import { bffPost } from '../../../lib/bff-client.ts'

/** POST /report/bff/tutoring/sms: the report's summary to a parent's phone; resolves to the message to show. */
export async function sendSms(body: SendSmsBody): Promise<string> {
  return (await bffPost<{ message: string }>('/tutoring/sms', body)).message
}
