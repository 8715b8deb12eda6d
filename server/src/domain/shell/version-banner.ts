import type { ShellView } from '@report/contracts/bff/shell'
import type { VersionDisplay } from '@report/contracts/bff/session'
import { formatDate } from '@report/contracts/format/date-time'

/** spec 1 §2 route table: /comparison-list/version takes query type 1 for virtual-school accounts, else 0. */
export function versionPageHref(isVirtualSchool: boolean): string {
  return `/report/comparison-list/version?type=${isVirtualSchool ? 1 : 0}`
}

export interface BannerFacts {
  schoolName: string
  version: VersionDisplay
  startTime: string
  endTime: string
  isVirtualSchool: boolean
  isStudent: boolean
  hideVersion: boolean
}

/**
 * spec 1 §2 "Version banner: school name, version name, contract period, and an upgrade or
 * view-details link": upgrade for a trial or a plan about to expire, view details otherwise. Students
 * and accounts whose version is not displayed (closeFxDisPlayVersion) get none.
 */
export function versionBanner(facts: BannerFacts): ShellView['versionBanner'] {
  if (facts.isStudent || facts.hideVersion) return null
  const start = formatDate(facts.startTime)
  const end = formatDate(facts.endTime)
  const upgrade = facts.version.isTrial || facts.version.expiringSoon
  return {
    schoolName: facts.schoolName,
    versionName: facts.version.name,
    contractPeriod: start !== '--' && end !== '--' ? `${start} - ${end}` : '',
    link: { label: upgrade ? '升级版本' : '查看详情', href: versionPageHref(facts.isVirtualSchool), newTab: false },
  }
}

/** spec 1 §4 / §9: the remaining-days badge shows when at most 31 days remain. */
export function remainingDaysText(version: VersionDisplay): string | null {
  return version.remainingDaysBadge === null ? null : `剩余 ${version.remainingDaysBadge} 天`
}
