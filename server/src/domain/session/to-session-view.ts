import type { RoleOrigin, UpstreamUser } from '@report/contracts/upstream/user'
import type { SessionView } from '@report/contracts/bff/session'
import { versionDisplay } from './version-display.ts'
import { actingRoleName } from './role-name.ts'
import { displayNameOf } from '../upstream-facts/complete-user.ts'

export interface SessionContext {
  embedded: boolean
  exportMode: boolean
  logoutUrl: string
}

export const PRODUCT_NAME = '成绩分析报告'
const DEMO_SCHOOL_PLACEHOLDER = '演示教育局'

/** Seed of the shell view model: who is signed in (and as what role: role/origin where asked), and how the header shows the plan. */
export function toSessionView(user: UpstreamUser, ctx: SessionContext, roleOrigin: RoleOrigin | null = null): SessionView {
  return {
    user: {
      id: user.id,
      displayName: displayNameOf(user),
      schoolName: user.isDemoAccount ? DEMO_SCHOOL_PLACEHOLDER : user.schoolName,
      roleName: actingRoleName(user, roleOrigin),
      accountType: user.accountType,
    },
    version: versionDisplay({ versionName: user.versionName, isTrial: user.isTrial, leftDays: user.leftDays, trialEndTime: user.trialEndTime }),
    productName: PRODUCT_NAME,
    embedded: ctx.embedded,
    exportMode: ctx.exportMode,
    logoutUrl: ctx.logoutUrl,
  }
}
