import type { SettingsPublishBody, SettingsSaveBody, SettingsView } from '@report/contracts/bff/settings'
import type { SettingsPage } from '@report/contracts/upstream/settings'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export function settingsKey(page: SettingsPage, grade: string | null, embedded: boolean): string {
  const q = new URLSearchParams({ page })
  if (grade) q.set('grade', grade)
  if (embedded) q.set('embedded', '1')
  return `/settings?${q.toString()}`
}

export function useSettings(page: SettingsPage, grade: string | null, embedded: boolean) {
  return useSWR(settingsKey(page, grade, embedded), (key: string) => bffGet<SettingsView>(key), { revalidateOnFocus: false })
}

export const saveSettings = (body: SettingsSaveBody) => bffPost<{ version: number; message: string }>('/settings/save', body)
export const publishExam = (body: SettingsPublishBody) => bffPost<{ version: number; message: string }>('/settings/publish', body)
