import { formatDateTime } from '@report/contracts/format/date-time'
import type { ExamSettingsVersion } from '@report/contracts/upstream/reports/exam'
import { versionLabel } from '../settings/settings-view.ts'

/** The settings (as the catalogue names them) an exam may have of its own, beside its published version. */
export const OWN_SETTINGS: Readonly<Record<string, ExamSettingsVersion['own'][number]>> = { 分数段设置: 'segment', 名次段设置: 'rankScale' }

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

/**
 * pageSettingsVersionText(settings, reads) = the settings version of a whole page's figures, for its
 * 指标说明 and a printed report's appendix: the version the exam is published against, and which of the
 * settings `reads` (the union of its metrics') the exam has of its own — the same words the figures'
 * explanations use (settingsVersionText); null when no figure reads a setting.
 */
export function pageSettingsVersionText(settings: ExamSettingsVersion | undefined, reads: readonly string[]): string | null {
  if (reads.length === 0) return null
  if (!settings) return settingsVersionText(settings, reads)
  const own = [...new Set(reads)].filter((name) => {
    const key = OWN_SETTINGS[name]
    return key !== undefined && settings.own.includes(key)
  })
  const published = `本次考试发布时的设置：${publishedVersionText(settings)}`
  if (own.length === 0) return published
  const ownText = `${own.join('、')}为${settingsVersionText(settings, own)}`
  return own.length === new Set(reads).size ? ownText : `${published}；${ownText}`
}
