import type { SettingsFollowBody, SettingsPublishBody, SettingsSaveBody, SettingsView } from '@report/contracts/bff/settings'
import type { SettingsPage } from '@report/contracts/upstream/settings'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

/** One exam's own settings, as the page's address names it (examid, org). */
export interface SettingsExamQuery {
  examid: string
  org: string
}

export function settingsKey(page: SettingsPage, grade: string | null, embedded: boolean, exam: SettingsExamQuery | null = null): string {
  const q = new URLSearchParams({ page })
  if (grade) q.set('grade', grade)
  if (embedded) q.set('embedded', '1')
  if (exam) {
    q.set('examid', exam.examid)
    q.set('org', exam.org)
  }
  return `/settings?${q.toString()}`
}

export function useSettings(page: SettingsPage, grade: string | null, embedded: boolean, exam: SettingsExamQuery | null = null) {
  return useSWR(settingsKey(page, grade, embedded, exam), (key: string) => bffGet<SettingsView>(key), { revalidateOnFocus: false })
}

export const saveSettings = (body: SettingsSaveBody) => bffPost<{ version?: number; message: string }>('/settings/save', body)
export const followGradeSettings = (body: SettingsFollowBody) => bffPost<{ message: string }>('/settings/exam/follow', body)
export const publishExam = (body: SettingsPublishBody) => bffPost<{ version: number; message: string }>('/settings/publish', body)
