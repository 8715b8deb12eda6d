import { Type, type Static } from 'typebox'

/** The upstream's submission path of the upgrade-interest form (spec 1 §7: /user/v1/user/commit/info). */
export const UPGRADE_COMMIT_PATH = '/user/v1/user/commit/info'

/** spec 3 §3 upgrade-interest form, as the upstream takes it (commitWay 1: sent from the analysis product). */
export const UpgradeCommitBodySchema = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  otherInfo: Type.String(),
  province: Type.String(),
  city: Type.String(),
  interestingInfo: Type.String(),
  schoolId: Type.String(),
  schoolName: Type.String(),
  userId: Type.String(),
  commitWay: Type.Literal(1),
})
export type UpgradeCommitBody = Static<typeof UpgradeCommitBodySchema>
