import type { ShellView } from '@report/contracts/bff/shell'
import type { HomeSchoolNum } from '@report/contracts/upstream/shell'

export const OWNER_HINT = '单校分析可查看所管理学校下的全部考试（包括联考和校内考试），用于历史对比分析；可在此切换学校。'

/** A multi-school owner manages more than one school (spec 1 §1 school-owner view). */
export function isMultiSchoolOwner(managedSchoolIds: readonly string[]): boolean {
  return new Set(managedSchoolIds).size > 1
}

/** The owner route of spec 1 §1: route school with the school param and query owner=true. */
export function ownerSchoolHref(schoolId: string): string {
  return `/report/compare/school/${encodeURIComponent(schoolId)}?owner=true`
}

/**
 * spec 1 §1 school-owner view: title '{school name} manages N schools, historical exam comparison
 * analysis', a school dropdown and the hint. N is the platform's count (getHomeSchoolNum total).
 */
export function ownerView(isOwner: boolean, schoolName: string, currentSchoolId: string, home: HomeSchoolNum | null): ShellView['ownerView'] {
  if (!isOwner || !home) return null
  return {
    title: `${schoolName} 管理 ${home.total} 所学校，历史考试对比分析`,
    hint: OWNER_HINT,
    schools: home.schools.map((s) => ({ id: s.id, name: s.name, href: ownerSchoolHref(s.id) })),
    currentSchoolId: home.schools.some((s) => s.id === currentSchoolId) ? currentSchoolId : (home.schools[0]?.id ?? currentSchoolId),
  }
}

export interface CompareTargetFacts {
  isOwner: boolean
  accountType: 'city' | 'county' | 'school'
  isVirtualSchool: boolean
}

/**
 * spec 1 §4 guard step 6: "Route compare redirects to multi for a multi-school user, else to school."
 * A multi-school user: an owner of several schools, a bureau (city or county: every school of its area)
 * and a virtual school (its member schools). Issue 33 item 4: the city was sent to the school view.
 */
export function compareTarget(f: CompareTargetFacts): ShellView['compareTarget'] {
  return f.isOwner || f.accountType !== 'school' || f.isVirtualSchool ? '/compare/multi' : '/compare/school'
}
