import { mutate } from 'swr'
import { bffPost } from '../../../lib/bff-client.ts'
import { tableListKey } from './get-table-list.ts'

/** Delete a saved template; the lists and the wizard's template choice are read again. */
export async function removeTemplate(tempid: string): Promise<{ message: string }> {
  const removed = await bffPost<{ message: string }>('/custom-tables/templates/remove', { tempid })
  void mutate(tableListKey)
  void mutate((key) => typeof key === 'string' && key.startsWith('/custom-tables/wizard'))
  return removed
}
