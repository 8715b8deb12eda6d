import { CONTRAST_DEFAULT_SCOPE, CONTRAST_SCOPE_LABELS, type ContrastScope } from '@report/contracts/bff/contrast-rules'
import type { UpstreamUser } from '@report/contracts/upstream/user'

export interface ContrastScopeOption {
  value: ContrastScope
  label: string
  hint: string
}

const HINTS: Readonly<Record<ContrastScope, string>> = {
  0: '按参加考试的全部学生计算名次、标准分和三率（联考、统考含其他学校）',
  1: '只按本校学生计算名次、标准分和三率',
  3: '只按本区县学校的学生计算名次、标准分和三率',
  4: '只按您所辖学校的学生计算名次、标准分和三率',
}

const option = (value: ContrastScope): ContrastScopeOption => ({ value, label: CONTRAST_SCOPE_LABELS[value], hint: HINTS[value] })

/**
 * contrastScopeOptions(user) = the scopes a comparison may be computed over for this user (spec 2 §4:
 * 0 all, 1 school, 3 county, 4 area; spec 1 §6 account type), 全体 (0, the default) first, then the
 * user's own level: a city account its area (4, the city); a county account its county (3); a school
 * account its school (1), and a multi-school owner or virtual school also the schools it manages (4;
 * a virtual school has no school of its own, so no 1).
 */
export function contrastScopeOptions(user: Pick<UpstreamUser, 'accountType' | 'isVSchool' | 'managedSchoolIds'> & { auth: Pick<UpstreamUser['auth'], 'isVSchool' | 'isMVSchool'> }): ContrastScopeOption[] {
  const own: ContrastScope[] = []
  if (user.accountType === 'city') own.push(4)
  else if (user.accountType === 'county') own.push(3)
  else {
    const virtual = user.isVSchool || user.auth.isVSchool
    if (!virtual) own.push(1)
    if (virtual || user.auth.isMVSchool || user.managedSchoolIds.length > 1) own.push(4)
  }
  return [option(CONTRAST_DEFAULT_SCOPE), ...own.map(option)]
}
