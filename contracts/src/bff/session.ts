import { Type, type Static } from 'typebox'

/** The version (plan) display of the header (spec 1 §4 version display). */
export const VersionDisplaySchema = Type.Object({
  name: Type.String({ description: 'shown name; 体验版 for trial/experience' }),
  isTrial: Type.Boolean(),
  expiringSoon: Type.Boolean(),
  /** Remaining days when the badge shows (≤ 31 days), else null. */
  remainingDaysBadge: Type.Union([Type.Integer(), Type.Null()]),
  trialEndDate: Type.Union([Type.String(), Type.Null()]),
})
export type VersionDisplay = Static<typeof VersionDisplaySchema>

export const SessionUserSchema = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  schoolName: Type.String(),
  roleName: Type.String(),
  accountType: Type.Union([Type.Literal('city'), Type.Literal('county'), Type.Literal('school')]),
})
export type SessionUser = Static<typeof SessionUserSchema>

/** GET /report/bff/session: the signed-in user and what the shell renders. */
export const SessionViewSchema = Type.Object({
  user: SessionUserSchema,
  version: VersionDisplaySchema,
  productName: Type.String(),
  embedded: Type.Boolean(),
  exportMode: Type.Boolean(),
  logoutUrl: Type.String(),
})
export type SessionView = Static<typeof SessionViewSchema>
