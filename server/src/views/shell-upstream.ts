import type { ContactInfo, HelpCenterJump, HomeMenu, HomeSchoolNum, SchoolSettings } from '@report/contracts/upstream/shell'
import type { ModulePermissions, RoleOrigin, UpstreamUser } from '@report/contracts/upstream/user'
import type { ShellFacts } from '../domain/shell/to-shell-view.ts'
import { isMultiSchoolOwner } from '../domain/shell/owner-view.ts'
import type { ViewUpstream } from './upstream-calls.ts'
import { BffError, bffError } from '../errors.ts'

export const getUser = async (u: ViewUpstream) => (await u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info')).user
export const getModules = (u: ViewUpstream) => u.json<ModulePermissions>('GET', '/analysis/v1/permission/versionAuth/modules')
export const getHomeMenu = (u: ViewUpstream) => u.json<HomeMenu>('GET', '/user/v1/user/homeMenu')
/**
 * The account's contact: its school's (getSchoolQrcode, with the account manager); a platform that
 * lacks it or fails it gives the province's line (getProvinceQrCore) instead; null when both fail.
 */
export async function getContact(u: ViewUpstream): Promise<ContactInfo | null> {
  return (
    (await u.soft('school contact', () => u.json<ContactInfo>('GET', '/user/v1/user/getSchoolQrcode'))) ??
    (await u.soft('province contact', () => u.json<ContactInfo>('GET', '/user/v1/user/getProvinceQrCore')))
  )
}
export const getCustomerService = (u: ViewUpstream) => u.json<ContactInfo>('GET', '/user/v1/user/getCustomerServiceQrCore')
export const getRoleOrigin = (u: ViewUpstream) => u.json<RoleOrigin>('GET', '/user/v1/user/role/origin')
export const getHelpCenter = (u: ViewUpstream) => u.json<HelpCenterJump>('GET', '/user/v1/user/helpCenter/jump')
export const getHomeSchools = (u: ViewUpstream) => u.json<HomeSchoolNum>('POST', '/user/v1/user/getHomeSchoolNum', {})
export const getGrades = async (u: ViewUpstream) => (await u.json<{ grades: string[] }>('GET', '/obt/v1/user/grades')).grades
export const getSchoolSettings = (u: ViewUpstream) => u.json<SchoolSettings>('GET', '/user/v1/school/getSchoolSettings')

/**
 * The shell's calls: user, module permissions, home menu, contact, customer service, help centre and the role's origin in parallel; then, only for a
 * multi-school owner the managed schools, only for a simple account its grades and purchased grade.
 * The user and the second round are required; the others degrade (logged) to what hides the most.
 */
export async function gatherShellFacts(u: ViewUpstream): Promise<ShellFacts> {
  const [user, modules, menu, contact, customerService, helpCenter, roleOrigin] = await Promise.all([
    getUser(u),
    u.soft('module permissions', () => getModules(u)),
    u.soft('home menu', () => getHomeMenu(u)),
    getContact(u),
    u.soft('customer service', () => getCustomerService(u)),
    u.soft('help centre', () => getHelpCenter(u)),
    u.soft('role origin', () => getRoleOrigin(u)),
  ])
  const owner = isMultiSchoolOwner(user.managedSchoolIds)
  const [homeSchools, roleGrades, schoolSettings] = await Promise.all([
    owner ? getHomeSchools(u).catch(schoolInfoFailed) : null,
    user.isSimple ? getGrades(u) : null,
    user.isSimple ? getSchoolSettings(u) : null,
  ])
  return { user, modules, menu: menu?.menus ?? null, contact, customerService, helpCenter, roleOrigin, homeSchools, roleGrades, schoolSettings }
}

/** spec 1 §8: the owner's schools could not be read — 获取学校信息失败…; a lost session stays itself. */
function schoolInfoFailed(error: unknown): never {
  if (error instanceof BffError && (error.kind === 'auth' || error.kind === 'no-session')) throw error
  throw bffError('BFF_ERR_SCHOOL_INFO', { cause: error })
}
