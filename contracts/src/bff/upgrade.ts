import { Type, type Static } from 'typebox'

/** spec 3 §3: interestingInfo defaults to upgrading to the paid version of the analysis system. */
export const UPGRADE_INTEREST_DEFAULT = '升级分析系统付费版本'
export const UPGRADE_INTEREST_OPTIONS = [UPGRADE_INTEREST_DEFAULT, '续费当前版本', '了解等级赋分、历史对比等高级功能', '了解统考、联考版本'] as const

/** GET /report/bff/upgrade/form: what the form shows prefilled (spec 3 §2 "prefilled with region, school and user id"). */
export const UpgradeFormViewSchema = Type.Object({
  province: Type.String(),
  city: Type.String(),
  schoolId: Type.String(),
  schoolName: Type.String(),
  userId: Type.String(),
  /** The user's current edition, shown above the form. */
  versionName: Type.String(),
  interestOptions: Type.Array(Type.String()),
  interestDefault: Type.String(),
})
export type UpgradeFormView = Static<typeof UpgradeFormViewSchema>

/** POST /report/bff/upgrade/form: what the user types; region, school and user id come from the session. */
export const UpgradeSubmitBodySchema = Type.Object({
  name: Type.String({ maxLength: 50 }),
  phone: Type.String({ maxLength: 20 }),
  otherInfo: Type.String({ maxLength: 500, default: '' }),
  interestingInfo: Type.String({ maxLength: 100, default: '' }),
})
export type UpgradeSubmitBody = Static<typeof UpgradeSubmitBodySchema>

export const UpgradeSubmitResultSchema = Type.Object({ message: Type.String() })
export type UpgradeSubmitResult = Static<typeof UpgradeSubmitResultSchema>
