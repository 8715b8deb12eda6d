import type { ShellView } from '@report/contracts/bff/shell'
import type { ContactInfo, HelpCenterJump, HomeMenu, HomeSchoolNum, SchoolSettings } from '@report/contracts/upstream/shell'
import type { ModulePermissions, RoleOrigin, UpstreamUser } from '@report/contracts/upstream/user'
import { toSessionView } from '../session/to-session-view.ts'
import { isVirtualSchool } from './account.ts'
import { toContact, upgradeTipText, VERSION_TIP } from './contact-card.ts'
import { demoSchoolName } from './demo-anonymise.ts'
import { footer } from './footer.ts'
import { frameFlags, titleAndTheme } from './frame.ts'
import { gradeMismatchNotice } from './grade-mismatch.ts'
import { helpCenterLink } from './help-center.ts'
import { headerMenus } from './header-menus.ts'
import { navItems } from './nav-items.ts'
import { compareTarget, isMultiSchoolOwner, ownerView } from './owner-view.ts'
import { publicAccountQr, reportCardQr } from './qr-images.ts'
import { accountManagerWidget, customerServiceWidget } from './support-widgets.ts'
import { remainingDaysText, versionBanner, versionPageHref } from './version-banner.ts'

/** What the upstream said; null where a call failed (soft) or was not needed. */
export interface ShellFacts {
  user: UpstreamUser
  modules: ModulePermissions | null
  menu: HomeMenu['menus'] | null
  /** The account's contact (getSchoolQrcode, else getProvinceQrCore). */
  contact: ContactInfo | null
  /** getCustomerServiceQrCore: the 客服 widget. */
  customerService: ContactInfo | null
  /** role/origin: the platform's name of the role the account acts as. */
  roleOrigin: RoleOrigin | null
  /** helpCenter/jump: where 帮助中心 goes. */
  helpCenter: HelpCenterJump | null
  /** getHomeSchoolNum, fetched for multi-school owners only. */
  homeSchools: HomeSchoolNum | null
  /** getGradeList and getSchoolSettings, fetched for simple accounts only. */
  roleGrades: readonly string[] | null
  schoolSettings: SchoolSettings | null
}

export interface ShellRequestFacts {
  embedded: boolean
  exportMode: boolean
  /** Host the browser asked for (theme and product name). */
  host: string
  logoutUrl: string
  /** Copyright year. */
  year: number
}

/**
 * spec 3 §2: the download-task panel shows on paths containing /dashboard, /table or /common; also on
 * the export menu's pages that create tasks, whose cloud export promises 完成后自动下载: without the
 * panel there, nothing downloads a task created there until the user opens another page (issue 15
 * item 10).
 */
export const DOWNLOAD_PANEL_PATHS = ['/dashboard', '/table', '/common', '/config-view/export-excel', '/config-view/report-export']
export const FEEDBACK_TEXT = '点击图标，提出您的宝贵建议'

/** The shell view model (spec 1 §1–§6): one pure mapper over what the upstream answered. */
export function toShellView(facts: ShellFacts, request: ShellRequestFacts): ShellView {
  const { user } = facts
  const session = toSessionView(user, { embedded: request.embedded, exportMode: request.exportMode, logoutUrl: request.logoutUrl }, facts.roleOrigin)
  const isStudent = user.auth.isStudent
  const virtual = isVirtualSchool(user)
  const owner = isMultiSchoolOwner(user.managedSchoolIds)
  const naming = titleAndTheme(request.host, user.platform)
  const contact = toContact(facts.contact, owner)
  const show = frameFlags({ embedded: request.embedded, exportMode: request.exportMode, hideVersion: user.closeFxDisPlayVersion })
  const owned = ownerView(owner, session.user.schoolName, user.schoolid, facts.homeSchools)
  return {
    user: session.user,
    version: session.version,
    ...naming,
    embedded: request.embedded,
    exportMode: request.exportMode,
    show,
    header: {
      menus: headerMenus({ isStudent, isSimple: user.isSimple, modules: facts.modules }),
      reportCardTip: show.reportCardTip ? reportCardQr() : null,
      remainingDaysText: show.versionBadge ? remainingDaysText(session.version) : null,
    },
    nav: show.nav ? navItems({ isStudent, isSimple: user.isSimple, isVirtualSchool: virtual, modules: facts.modules, menu: facts.menu }) : [],
    versionBanner: versionBanner({
      schoolName: session.user.schoolName,
      version: session.version,
      startTime: user.startTime,
      endTime: user.endTime,
      isVirtualSchool: virtual,
      isStudent,
      hideVersion: user.closeFxDisPlayVersion,
    }),
    widgets: {
      publicAccountQr: publicAccountQr(user.platform),
      feedbackText: FEEDBACK_TEXT,
      // The support widgets are side widgets like the public account's: hidden where it is (embedded, export).
      support: show.publicAccountQr ? [customerServiceWidget(facts.customerService), accountManagerWidget(contact)].filter((w) => w !== null) : [],
      downloadPanelPaths: [...DOWNLOAD_PANEL_PATHS],
    },
    footer: footer(request.year, naming.productName, versionPageHref(virtual), helpCenterLink(facts.helpCenter)),
    contact,
    texts: { upgradeTip: upgradeTipText(contact), versionTip: VERSION_TIP },
    blockingNotice: gradeMismatchNotice({
      isSimple: user.isSimple,
      roleGrades: facts.roleGrades ?? [],
      versionGrade: facts.schoolSettings?.versionGrade ?? null,
      customerQrUrl: contact.schoolCustomerUrl,
    }),
    ownerView: owned && user.isDemoAccount ? { ...owned, schools: owned.schools.map((s, i) => ({ ...s, name: demoSchoolName(i) })) } : owned,
    compareTarget: compareTarget({ isOwner: owner, accountType: user.accountType, isVirtualSchool: virtual }),
    logoutUrl: request.logoutUrl,
  }
}
