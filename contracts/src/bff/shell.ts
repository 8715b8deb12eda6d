import { Type, type Static } from 'typebox'
import { SessionUserSchema, VersionDisplaySchema } from './session.ts'

/**
 * The shell view model (GET /report/bff/session[?embedded=1] grows into this, spec 1 §1–§6):
 * everything the frame renders, already decided by the BFF. The client only matches `activeWhen`
 * against the current path and shows what is here.
 *
 * Every `href` and path in this file is root-absolute (`/report/…`, like `dashboardPath` of the exam
 * list) and is matched against `location.pathname`; a router with base `/report` strips the base.
 */

export const LinkSchema = Type.Object({
  label: Type.String(),
  href: Type.String(),
  /** Opens in a new tab (external pages, table-create). */
  newTab: Type.Boolean(),
})
export type Link = Static<typeof LinkSchema>

export const NavItemSchema = Type.Object({
  key: Type.String({ description: 'route name of spec 1 §2 top navigation, e.g. home, level-score' }),
  label: Type.String(),
  icon: Type.String({ description: 'icon key the client maps to an icon component' }),
  href: Type.String(),
  newTab: Type.Boolean(),
  /**
   * The item is highlighted when `location.pathname` equals one of `paths`, starts with one of
   * `pathPrefixes` or contains one of `pathIncludes` (spec 1 §2: contrastCreat highlights history
   * comparison; any path containing /config highlights settings). At most one item matches any path.
   */
  activeWhen: Type.Object({ paths: Type.Array(Type.String()), pathPrefixes: Type.Array(Type.String()), pathIncludes: Type.Array(Type.String()) }),
})
export type NavItem = Static<typeof NavItemSchema>

export const QrSchema = Type.Object({ imageUrl: Type.String(), text: Type.String(), width: Type.Integer() })
export type Qr = Static<typeof QrSchema>

/**
 * A support widget of the side group (客服, 专属客服): a button with its label whose popover shows the
 * lines and QR codes as they are. The BFF leaves one out when its call failed or the user has none.
 */
export const SupportWidgetSchema = Type.Object({
  label: Type.String(),
  lines: Type.Array(Type.String()),
  qrs: Type.Array(Type.Object({ qr: QrSchema, alt: Type.String() })),
})
export type SupportWidget = Static<typeof SupportWidgetSchema>

export const VersionBannerSchema = Type.Object({
  schoolName: Type.String(),
  versionName: Type.String(),
  contractPeriod: Type.String({ description: 'YYYY/MM/DD - YYYY/MM/DD, or empty' }),
  link: LinkSchema,
})

export const ContactSchema = Type.Object({
  phone: Type.String(),
  schoolCustomerUrl: Type.String(),
  schoolCustomerGroupUrl: Type.String(),
  accountManager: Type.Union([Type.Object({ name: Type.String(), phone: Type.String(), qrCodeUrl: Type.String() }), Type.Null()]),
})
export type Contact = Static<typeof ContactSchema>

export const OwnerViewSchema = Type.Object({
  title: Type.String({ description: '{school} 管理 N 所学校，历史考试对比分析' }),
  hint: Type.String(),
  /** `href`: the owner route of spec 1 §1 (route school, query owner=true) for that school. */
  schools: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), href: Type.String() })),
  currentSchoolId: Type.String(),
})

export const ShellViewSchema = Type.Object({
  user: SessionUserSchema,
  version: VersionDisplaySchema,
  productName: Type.String(),
  /** Suffix of every page title (by host; fx_cjgl users get their own). */
  titleSuffix: Type.String(),
  theme: Type.Union([Type.Literal('default'), Type.Literal('yj')]),
  embedded: Type.Boolean(),
  exportMode: Type.Boolean(),
  /** What the frame shows; embedded mode and export mode switch parts off. */
  show: Type.Object({
    nav: Type.Boolean(),
    footer: Type.Boolean(),
    publicAccountQr: Type.Boolean(),
    feedback: Type.Boolean(),
    reportCardTip: Type.Boolean(),
    versionBadge: Type.Boolean(),
  }),
  header: Type.Object({
    menus: Type.Array(Type.Object({ key: Type.Integer(), label: Type.String(), href: Type.String() })),
    reportCardTip: Type.Union([QrSchema, Type.Null()]),
    remainingDaysText: Type.Union([Type.String(), Type.Null()]),
  }),
  nav: Type.Array(NavItemSchema),
  versionBanner: Type.Union([VersionBannerSchema, Type.Null()]),
  widgets: Type.Object({
    publicAccountQr: QrSchema,
    feedbackText: Type.String(),
    /** 客服 (getCustomerServiceQrCore) and 专属客服 (the account manager of getSchoolQrcode), in that order; none in embedded mode. */
    support: Type.Array(SupportWidgetSchema),
    /** The download-task panel shows when `location.pathname` contains one of these (spec 3 §2: /dashboard, /table, /common). */
    downloadPanelPaths: Type.Array(Type.String()),
  }),
  footer: Type.Object({
    links: Type.Array(LinkSchema),
    copyright: Type.String(),
    filing: LinkSchema,
  }),
  contact: ContactSchema,
  /** Texts the client shows as they are. */
  texts: Type.Object({
    upgradeTip: Type.String(),
    versionTip: Type.String(),
  }),
  /** A non-closable notice (grade mismatch of simple accounts), or null. */
  blockingNotice: Type.Union([Type.Object({ text: Type.String(), qr: Type.Union([QrSchema, Type.Null()]) }), Type.Null()]),
  ownerView: Type.Union([OwnerViewSchema, Type.Null()]),
  /** Where /compare goes for this user (spec 1 §4 step 6): a route path under the router base, as in client paths.ts. */
  compareTarget: Type.Union([Type.Literal('/compare/multi'), Type.Literal('/compare/school')]),
  logoutUrl: Type.String(),
})
export type ShellView = Static<typeof ShellViewSchema>
