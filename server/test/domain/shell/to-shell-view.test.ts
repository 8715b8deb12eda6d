// Composition tests of the shell view model (DESIGN.md "session view model: the signed-in user and
// everything the shell renders"; spec 1 §1 shell behaviour, §2 top navigation, §3 contact info, §4 version
// display, §5 grade mismatch, §6 demo accounts, owner view and account manager). Each rule has its own
// table beside its function; these rows check that the mapper wires each one to the right facts.
import t from 'tap'
import type { UpstreamUser, ModulePermissions } from '@report/contracts/upstream/user'
import type { ContactInfo } from '@report/contracts/upstream/shell'
import { Compile } from 'typebox/compile'
import { ShellViewSchema } from '@report/contracts/bff/shell'
import { toShellView, type ShellFacts, type ShellRequestFacts } from '../../../src/domain/shell/to-shell-view.ts'

const ABLE: ModulePermissions = { custom_table: 'able', level_points: 'able', history_compare: 'able', common_configs: 'able' }
const user: UpstreamUser = {
  id: 'u-1', realName: '王老师', name: 'wang01', schoolid: '10001', schoolName: '第一中学', platform: 'fx', versionCode: 'ultimate', versionName: '旗舰版',
  authType: 3, startTime: '2025-09-01', endTime: '2027-08-31', leftDays: 600, remainDay: 600, isTrial: false, closeFxDisPlayVersion: false, isSimple: false,
  isBasicTable: false, isDemoAccount: false, isThreeLevel: false, inFxReportWhiteList: false, SCHTYPE_NUM: 0, customImportFlag: false, isClassShift: false,
  logoPath: '', location: '江南省:江州市', accountType: 'school', isVSchool: false, isClassDirector: false, isGradeDirector: false, isSchoolManager: true,
  lkLimit: false, versionGradeFlag: false, managedSchoolIds: [], classIds: [],
  auth: { topRole: 7, roleNum: 16, isSchoolManager: true, isMVSchool: false, isVSchool: false, isStudent: false },
}
const contact: ContactInfo = { phone: '400-600-1234', schoolCustomerUrl: '/qr/cs.svg', schoolCustomerGroupUrl: '/qr/g.svg', directSalesManager: { name: '周经理', phone: '138', qrCodeUrl: '/qr/m.svg' } }
const customerService: ContactInfo = { phone: '400-600-9999', schoolCustomerUrl: '/qr/desk.svg', schoolCustomerGroupUrl: '/qr/desk-group.svg', directSalesManager: null }
const facts: ShellFacts = {
  user, modules: ABLE, menu: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: `m${id}` })), contact, customerService, helpCenter: { url: 'https://help.example/x' }, roleOrigin: null, homeSchools: null, roleGrades: null, schoolSettings: null,
}
const request: ShellRequestFacts = { embedded: false, exportMode: false, host: '127.0.0.1:3000', logoutUrl: '/report/', year: 2026 }
const view = (f: Partial<ShellFacts> = {}, u: Partial<UpstreamUser> = {}, r: Partial<ShellRequestFacts> = {}) => toShellView({ ...facts, ...f, user: { ...user, ...u } }, { ...request, ...r })
const check = Compile(ShellViewSchema)

t.test('a flagship school admin: the whole frame, conforming to the contract', async (t) => {
  const v = view()
  t.ok(check.Check(v), [...check.Errors(v)].slice(0, 3).map((e) => `${e.instancePath} ${e.message}`).join('; '))
  t.equal(v.nav.length, 7)
  t.same(v.header.menus.map((m) => m.key), [1, 2])
  t.equal(v.compareTarget, '/compare/school')
  t.equal(v.ownerView, null)
  t.equal(v.blockingNotice, null)
  t.same(v.contact.accountManager, { name: '周经理', phone: '138', qrCodeUrl: '/qr/m.svg' })
  t.equal(v.footer.copyright, '© 2026 成绩分析报告')
  t.same(v.widgets.downloadPanelPaths, ['/dashboard', '/table', '/common', '/config-view/export-excel', '/config-view/report-export'], 'spec 3 §2, and where tasks are created (issue 15 item 10)')
  t.equal(v.widgets.publicAccountQr.width, 130)
  t.equal(v.theme, 'default')
})

t.test('wiring table', async (t) => {
  const rows: Array<{ ref: string; f?: Partial<ShellFacts>; u?: Partial<UpstreamUser>; r?: Partial<ShellRequestFacts>; want: Record<string, unknown> }> = [
    { ref: '§6 demo account: school name → 演示教育局 in the user and the banner', u: { isDemoAccount: true }, want: { user: { schoolName: '演示教育局' }, versionBanner: { schoolName: '演示教育局' } } },
    { ref: '§1 embedded: no nav, footer, QR or feedback; no report-card tip', r: { embedded: true }, want: { embedded: true, nav: [], show: { nav: false, footer: false, publicAccountQr: false, feedback: false, reportCardTip: false }, header: { reportCardTip: null } } },
    { ref: 'PDF export: no frame', r: { exportMode: true }, want: { exportMode: true, nav: [], show: { versionBadge: false }, header: { remainingDaysText: null } } },
    { ref: '§4 expiring account: badge and its text', u: { leftDays: 20 }, want: { version: { remainingDaysBadge: 20, expiringSoon: true }, header: { remainingDaysText: '剩余 20 天' }, versionBanner: { link: { label: '升级版本' } } } },
    { ref: '§2 a student: home only, no settings menu, no banner', u: { auth: { ...user.auth, isStudent: true, topRole: 11 } }, want: { nav: [{ key: 'home' }], header: { menus: [{ key: 1 }] }, versionBanner: null } },
    { ref: '§2 simple account: home only', u: { isSimple: true, platform: 'fx_cjgl' }, want: { nav: [{ key: 'home' }], titleSuffix: '成绩管理个人版', widgets: { publicAccountQr: { imageUrl: '/report/user/v1/qrcode/public-account-cjgl.svg' } } } },
    { ref: '§5 simple account whose grade differs: blocking notice with the customer QR', u: { isSimple: true }, f: { roleGrades: ['初二'], schoolSettings: { versionGrade: '初三' } }, want: { blockingNotice: { text: /年级不一致/, qr: { imageUrl: '/qr/cs.svg' } } } },
    { ref: '§5 simple account whose grade agrees: no notice', u: { isSimple: true }, f: { roleGrades: ['初二'], schoolSettings: { versionGrade: '初二' } }, want: { blockingNotice: null } },
    { ref: '§1 theme by host', r: { host: 'yj.example.edu.cn' }, want: { theme: 'yj', productName: '阅卷成绩分析', footer: { copyright: '© 2026 阅卷成绩分析' } } },
    { ref: '§2 virtual school: data dashboard in a new tab, version page type 1', u: { isVSchool: true, auth: { ...user.auth, isVSchool: true, isMVSchool: true } }, f: { menu: [{ id: 8, name: '数据看板', url: 'https://dash.example/x' }] }, want: { nav: [{ key: 'home' }, { key: 'data-dashboard', newTab: true, href: '/report/bff/data-dashboard' }], versionBanner: { link: { href: '/report/comparison-list/version?type=1' } } } },
    { ref: '§3 contact unknown (spec 3 §9): the default support line 400-616-8079转1 in the contact and the upgrade tip', f: { contact: null }, want: { contact: { phone: '400-616-8079转1', accountManager: null }, texts: { upgradeTip: '该功能属于分析系统高级功能，请联系客户经理开通，或拨打客服电话 400-616-8079转1' } } },
    { ref: 'closeFxDisPlayVersion: no badge, no banner', u: { closeFxDisPlayVersion: true, leftDays: 10 }, want: { show: { versionBadge: false }, header: { remainingDaysText: null }, versionBanner: null } },
  ]
  for (const row of rows) t.match(view(row.f, row.u, row.r), row.want, row.ref)
})

t.test('§1 side widgets 客服 and 专属客服 from the contact calls; 帮助中心 from helpCenter/jump', async (t) => {
  const labels = (v: ReturnType<typeof view>) => v.widgets.support.map((w) => w.label)
  const v = view()
  t.same(v.widgets.support, [
    { label: '客服', lines: ['客服电话：400-600-9999'], qrs: [{ qr: { imageUrl: '/qr/desk.svg', text: '微信扫码联系客服', width: 130 }, alt: '客服二维码' }, { qr: { imageUrl: '/qr/desk-group.svg', text: '扫码加入客服群', width: 130 }, alt: '客服群二维码' }] },
    { label: '专属客服', lines: ['客户经理：周经理', '电话：138'], qrs: [{ qr: { imageUrl: '/qr/m.svg', text: '微信扫码添加客户经理', width: 130 }, alt: '客户经理二维码' }] },
  ])
  t.same(labels(view({ customerService: null })), ['专属客服'], 'customer service failed: its widget alone goes')
  t.same(labels(view({ contact: null })), ['客服'], 'contact failed: no manager')
  t.same(labels(view({}, { managedSchoolIds: ['10001', '10002'] })), ['客服'], '§6 no manager for a multi-school owner')
  t.same(labels(view({}, {}, { embedded: true })), [], 'embedded: no side widgets')
  t.same(view().footer.links[0], { label: '帮助中心', href: 'https://help.example/x', newTab: true })
  for (const helpCenter of [null, { url: null }, { url: 'javascript:alert(1)' }, { url: 'help' }]) {
    t.same(view({ helpCenter }).footer.links[0], { label: '帮助中心', href: '/report/help', newTab: false }, `fallback for ${JSON.stringify(helpCenter)}`)
  }
})

t.test('§1 owner view, §6 no manager card for owners, §4 compare target multi', async (t) => {
  const homeSchools = { total: 3, schools: [{ id: '10001', name: '一中' }, { id: '10002', name: '二中' }, { id: '10004', name: '外国语' }] }
  const v = view({ homeSchools }, { managedSchoolIds: ['10001', '10002', '10004'] })
  t.equal(v.ownerView?.title, '第一中学 管理 3 所学校，历史考试对比分析')
  t.equal(v.contact.accountManager, null)
  t.equal(v.compareTarget, '/compare/multi')
  t.match(v.texts.upgradeTip, /400-600-1234/, 'the tip falls back to the support line')
  const demo = view({ homeSchools }, { managedSchoolIds: ['10001', '10002'], isDemoAccount: true })
  t.same(demo.ownerView?.schools.map((s) => s.name), ['学校A', '学校B', '学校C'], '§6 demo owner: school names anonymised')
  t.equal(demo.ownerView?.title, '演示教育局 管理 3 所学校，历史考试对比分析')
})

t.test('no token ever reaches the view model', async (t) => {
  t.notMatch(JSON.stringify(view({ menu: [{ id: 8, name: 'x', url: 'https://dash.example/?token=abc' }] }, { isVSchool: true })), /token=/)
})
