import type { CustomTableTemplateBody } from '@report/contracts/bff/custom-tables'
import { mutate } from 'swr'
import { bffPost } from '../../../lib/bff-client.ts'
import { tableListKey } from './get-table-list.ts'

/** Save the configuration as a template (tempid: update that one). */
export async function saveTemplate(body: CustomTableTemplateBody): Promise<{ tempid: string; message: string }> {
  const saved = await bffPost<{ tempid: string; message: string }>('/custom-tables/templates', body)
  void mutate(tableListKey)
  void mutate((key) => typeof key === 'string' && key.startsWith('/custom-tables/wizard'))
  return saved
}
