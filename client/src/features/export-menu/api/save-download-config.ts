import type { DownloadConfigBody, DownloadConfigView } from '@report/contracts/bff/tasks-config'
import { mutate } from 'swr'
import { bffPost } from '../../../lib/bff-client.ts'
import { DOWNLOAD_CONFIG_KEY } from './get-download-config.ts'

/** POST /report/bff/tasks/download-config: the one-click download configuration (user-cfg). */
export async function saveDownloadConfig(body: DownloadConfigBody): Promise<DownloadConfigView> {
  const view = await bffPost<DownloadConfigView>(DOWNLOAD_CONFIG_KEY, body)
  await mutate(DOWNLOAD_CONFIG_KEY, view, { revalidate: false })
  return view
}
