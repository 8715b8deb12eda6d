import { TOP_ROLE } from '@report/contracts/constants'
import { hasRoleBit, ROLE_BIT } from '@report/contracts/upstream/role-bits'
import type { UpstreamUser } from '@report/contracts/upstream/user'

// Who may change what every user of a school sees: its indicator settings, an exam's settings, the
// publication of family reports, the transcript settings, a score sync (DESIGN.md "School-wide writes ...
// need the school manager role or above"). From spec 1 §6 and §3:
// - top roles: 1 city bureau, 2 county bureau, 7 school admin are the school's manager and the bureaus
//   the school answers to; 3–6 are bureau researchers who follow one grade or subject across schools, and
//   8–11 (grade admin, subject admin, head teacher, teacher) work inside one school: they read;
// - role bit 4 (and the auth flag isSchoolManager, derived from it) is the school manager whatever the
//   top role;
// - students (and their parents' accounts) have no access to settings; a simple account is one
//   teacher's personal edition, with no school to change.

/** Top roles at or above a school's manager. */
const WRITER_ROLES: ReadonlySet<number> = new Set([TOP_ROLE.cityBureau, TOP_ROLE.countyBureau, TOP_ROLE.schoolAdmin])

export type SchoolWriterFacts = Pick<UpstreamUser, 'isSimple'> & { auth: Pick<UpstreamUser['auth'], 'topRole' | 'roleNum' | 'isStudent' | 'isSchoolManager'> }

/** isSchoolWideWriter(u) = not a student, not a simple account, and top role 1, 2 or 7 or the school-manager bit or flag. */
export function isSchoolWideWriter(user: SchoolWriterFacts): boolean {
  const { auth } = user
  if (auth.isStudent || user.isSimple === true) return false
  return WRITER_ROLES.has(auth.topRole) || hasRoleBit(auth.roleNum, ROLE_BIT.schoolManager) || auth.isSchoolManager === true
}
