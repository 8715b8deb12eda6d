import type { DownloadConfigView } from '@report/contracts/bff/tasks-config'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const DOWNLOAD_CONFIG_KEY = '/tasks/download-config'

export const getDownloadConfig = (): Promise<DownloadConfigView> => bffGet<DownloadConfigView>(DOWNLOAD_CONFIG_KEY)

export function useDownloadConfig() {
  return useSWR(DOWNLOAD_CONFIG_KEY, getDownloadConfig, { revalidateOnFocus: false })
}
