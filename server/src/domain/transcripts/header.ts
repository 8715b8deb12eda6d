import type { TranscriptHeader } from '@report/contracts/bff/transcripts'
import { REMAINING_DAYS_BADGE } from '@report/contracts/constants'
import { versionPageHref } from '../shell/version-banner.ts'

export const TRANSCRIPT_PAGES = {
  index: '/report/transcript/index',
  set: '/report/transcript/set',
  create: '/report/transcript/create',
  report: '/report/transcript/report',
} as const

/**
 * spec 1 §2 / spec 3 §1: the counter of transcripts downloaded by the school. A bureau or a virtual
 * school is not a school (issue 33 item 8: the city read 本校): it counts its schools'.
 */
export function counterText(downloaded: number, whose: { accountType: 'city' | 'county' | 'school'; isVirtualSchool: boolean }): string {
  const unit = whose.accountType === 'school' && !whose.isVirtualSchool ? '本校' : '所辖学校'
  return `${unit}已下载成绩单 ${downloaded} 份`
}

/**
 * spec 1 §2 transcript header: menu 1 (index) and 2 (set), a logout command (the page's), the
 * remaining days of the plan, or 查看详情 when more than 31 days remain (spec 1 §9), and the school's
 * counter of downloaded transcripts (spec 3 §1).
 */
export function transcriptHeader(f: { current: 'index' | 'set' | 'create'; userName: string; schoolName: string; remainingDays: number; isVirtualSchool: boolean; accountType: 'city' | 'county' | 'school'; downloaded: number }): TranscriptHeader {
  const within = f.remainingDays >= 0 && f.remainingDays <= REMAINING_DAYS_BADGE
  return {
    menu: [
      { key: '1', label: '成绩单', href: TRANSCRIPT_PAGES.index, current: f.current === 'index' || f.current === 'create' },
      { key: '2', label: '成绩单设置', href: TRANSCRIPT_PAGES.set, current: f.current === 'set' },
    ],
    userName: f.userName,
    schoolName: f.schoolName,
    remainingText: within ? `剩余 ${f.remainingDays} 天` : null,
    detailsLink: within ? null : { label: '查看详情', href: versionPageHref(f.isVirtualSchool) },
    counterText: counterText(f.downloaded, f),
  }
}
