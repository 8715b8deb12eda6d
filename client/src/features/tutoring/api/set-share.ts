import type { ShareBody } from '@report/contracts/bff/tutoring'
import { mutate } from 'swr'
import { bffPost } from '../../../lib/bff-client.ts'

/** POST /report/bff/tutoring/share: publish (or withdraw) an exam's student reports to families. */
export async function setShare(body: ShareBody): Promise<{ shared: boolean; message: string }> {
  const result = await bffPost<{ shared: boolean; message: string }>('/tutoring/share', body)
  await mutate((key) => typeof key === 'string' && key.startsWith('/tutoring/student'))
  return result
}
