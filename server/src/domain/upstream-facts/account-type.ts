import type { AccountType } from '@report/contracts/upstream/user'

const CITY_ROLES: ReadonlySet<number> = new Set([1])
const COUNTY_ROLES: ReadonlySet<number> = new Set([2, 6])

/** Spec 1 §6: "Account type: role 1 city, 2 or 6 county, else school." */
export function accountTypeOf(topRole: number): AccountType {
  if (CITY_ROLES.has(topRole)) return 'city'
  if (COUNTY_ROLES.has(topRole)) return 'county'
  return 'school'
}
