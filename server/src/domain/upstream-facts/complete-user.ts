import { ROLE_BIT, hasRoleBit } from '@report/contracts/upstream/role-bits'
import type { UpstreamUser, UserInfoDataSchema } from '@report/contracts/upstream/user'
import type { Static } from 'typebox'
import { accountTypeOf } from './account-type.ts'

type DecodedUser = Static<typeof UserInfoDataSchema>['user']

/** Top roles that are the role a flag names (spec 1 §6 top roles: 7 school admin, 8 grade admin, 10 head teacher). */
const TOP_ROLE = { schoolAdmin: 7, gradeAdmin: 8, headTeacher: 10 } as const
/** Spec 1 §1: "simple-platform users (platform value fx_cjgl)". */
const SIMPLE_PLATFORM = 'fx_cjgl'

/**
 * The user's facts a platform may leave out because the spec derives them (spec 1 §6): the account type
 * from topRole, and the manager and director flags from the role bits (bit 4 school manager, 5 grade
 * director, 7 class director) or the top role that is that role, a student being none of them; isSimple
 * from the platform (spec 1 §1). What the platform states is kept.
 */
export function completeUser(user: DecodedUser): UpstreamUser {
  const { topRole, roleNum, isStudent } = user.auth
  const staff = !isStudent
  const isSchoolManager = user.isSchoolManager ?? user.auth.isSchoolManager ?? (staff && (hasRoleBit(roleNum, ROLE_BIT.schoolManager) || topRole === TOP_ROLE.schoolAdmin))
  return {
    ...user,
    accountType: user.accountType ?? accountTypeOf(topRole),
    isSimple: user.isSimple ?? user.platform === SIMPLE_PLATFORM,
    isSchoolManager,
    isGradeDirector: user.isGradeDirector ?? (staff && (hasRoleBit(roleNum, ROLE_BIT.gradeDirector) || topRole === TOP_ROLE.gradeAdmin)),
    isClassDirector: user.isClassDirector ?? (staff && (hasRoleBit(roleNum, ROLE_BIT.classDirector) || topRole === TOP_ROLE.headTeacher)),
    auth: { ...user.auth, isSchoolManager: user.auth.isSchoolManager ?? isSchoolManager },
  }
}

/** The name the shell shows for a user: the real name, else the account name, else the id. */
export function displayNameOf(user: Pick<UpstreamUser, 'realName' | 'name' | 'id'>): string {
  return user.realName || user.name || user.id
}
