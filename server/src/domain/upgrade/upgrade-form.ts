import { UPGRADE_INTEREST_DEFAULT, UPGRADE_INTEREST_OPTIONS, type UpgradeFormView, type UpgradeSubmitBody } from '@report/contracts/bff/upgrade'
import type { UpgradeCommitBody } from '@report/contracts/upstream/upgrade'
import { validateUpgradeForm, type UpgradeFieldErrors } from '@report/contracts/validators/upgrade-form'

/** What the session tells about the user (spec 1 §3: id, schoolid, schoolName, location "province:city"). */
export interface UpgradeUserFacts {
  id: string
  schoolid: string
  schoolName: string
  location: string
  versionName: string
}

/** spec 1 §3 location is "province:city"; a missing part is empty. */
export function splitLocation(location: string): { province: string; city: string } {
  const [province = '', city = ''] = location.split(':').map((part) => part.trim())
  return { province, city }
}

/** spec 3 §2 "On reopening it is prefilled with region, school and user id"; §3 interestingInfo default. */
export function upgradeFormView(user: UpgradeUserFacts): UpgradeFormView {
  return {
    ...splitLocation(user.location),
    schoolId: user.schoolid,
    schoolName: user.schoolName,
    userId: user.id,
    versionName: user.versionName,
    interestOptions: [...UPGRADE_INTEREST_OPTIONS],
    interestDefault: UPGRADE_INTEREST_DEFAULT,
  }
}

export type UpgradeCommitPlan = { ok: true; body: UpgradeCommitBody } | { ok: false; errors: UpgradeFieldErrors }

/**
 * spec 3 §3, §5: the submission the upstream gets. The user's name and phone pass the shared
 * validators (the client runs the same ones as the user types); region, school and user id are the
 * session's, never the browser's; commitWay is 1; an interest outside the offered ones is the default.
 */
export function upgradeCommitPlan(input: UpgradeSubmitBody, user: UpgradeUserFacts): UpgradeCommitPlan {
  const verdict = validateUpgradeForm(input)
  if (!verdict.valid) return { ok: false, errors: { name: verdict.name, phone: verdict.phone } }
  const interest = (UPGRADE_INTEREST_OPTIONS as readonly string[]).includes(input.interestingInfo.trim()) ? input.interestingInfo.trim() : UPGRADE_INTEREST_DEFAULT
  return {
    ok: true,
    body: {
      name: input.name.trim(),
      phone: input.phone.trim(),
      otherInfo: input.otherInfo.trim(),
      ...splitLocation(user.location),
      interestingInfo: interest,
      schoolId: user.schoolid,
      schoolName: user.schoolName,
      userId: user.id,
      commitWay: 1,
    },
  }
}
