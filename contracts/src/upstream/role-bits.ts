/**
 * The role bit flags of `auth.roleNum` (spec 1 §6), as values: bit n is `1 << n`. Bit 6 means subject
 * director in a school and subject manager in a virtual school; bit 3 is the virtual school's own
 * subject-manager bit.
 */
export const ROLE_BIT = {
  vSchoolSubjectManager: 1 << 3,
  schoolManager: 1 << 4,
  gradeDirector: 1 << 5,
  subjectDirector: 1 << 6,
  classDirector: 1 << 7,
  teacher: 1 << 8,
} as const

export function hasRoleBit(roleNum: number, bit: number): boolean {
  return (roleNum & bit) !== 0
}
