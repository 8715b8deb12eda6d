import { EXPIRING_SOON_DAYS, REMAINING_DAYS_BADGE } from '@report/contracts/constants'
import type { VersionDisplay } from '@report/contracts/bff/session'
import { formatDate } from '@report/contracts/format/date-time'

export const TRIAL_VERSION_NAME = '体验版'
const TRIAL_NAMES: ReadonlySet<string> = new Set(['体验版', '试用版', 'trial'])

export interface VersionFacts {
  versionName: string
  isTrial: boolean
  leftDays: number
  trialEndTime?: string | undefined
}

/**
 * spec 1 §4 version display: trial/experience when there is no version name or it is trial;
 * soon-to-expire at 0–30 days left; the remaining-days badge at ≤ 31 days; trial shows its end date.
 */
export function versionDisplay(facts: VersionFacts): VersionDisplay {
  const name = facts.versionName.trim()
  const isTrial = facts.isTrial || name === '' || TRIAL_NAMES.has(name.toLowerCase())
  const left = Number.isFinite(facts.leftDays) ? Math.trunc(facts.leftDays) : -1
  return {
    name: isTrial ? TRIAL_VERSION_NAME : name,
    isTrial,
    expiringSoon: left >= 0 && left <= EXPIRING_SOON_DAYS,
    remainingDaysBadge: left >= 0 && left <= REMAINING_DAYS_BADGE ? left : null,
    trialEndDate: isTrial && facts.trialEndTime && formatDate(facts.trialEndTime) !== '--' ? formatDate(facts.trialEndTime) : null,
  }
}
