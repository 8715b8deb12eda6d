import { formatDateTime } from '@report/contracts/format/date-time'
import type { ExamSettingsVersion } from '@report/contracts/upstream/reports/exam'
import { versionLabel } from '../settings/settings-view.ts'

/** The settings (as the catalogue names them) an exam may have of its own, beside its published version. */
const OWN_SETTINGS: Readonly<Record<string, ExamSettingsVersion['own'][number]>> = { 分数段设置: 'segment', 名次段设置: 'rankScale' }

/** '第 3 版（2026-11-20 10:05 保存）', '系统默认（从未保存过设置）'. */
export function publishedVersionText(settings: ExamSettingsVersion): string {
  if (settings.version === 0) return `${versionLabel(0)}（从未保存过设置）`
  return `${versionLabel(settings.version)}${settings.savedAt ? `（${formatDateTime(settings.savedAt)} 保存）` : ''}`
}

/**
 * settingsVersionText(settings, reads) = the settings version a figure was computed with, for a figure
 * reading the settings `reads` (the catalogue's names): the exam's own setting where it has one of those,
 * else the version it is published against, as the exam's info states it; null when the figure reads none.
 */
export function settingsVersionText(settings: ExamSettingsVersion | undefined, reads: readonly string[]): string | null {
  if (reads.length === 0) return null
  if (!settings) return '平台未说明本次考试所用的设置版本'
  const own = reads.some((name) => {
    const key = OWN_SETTINGS[name]
    return key !== undefined && settings.own.includes(key)
  })
  return own ? '本考试单独设置' : `本次考试发布时的设置：${publishedVersionText(settings)}`
}
