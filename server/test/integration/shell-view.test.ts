// GET /report/bff/session → ShellView, against the reference upstream (spec 1 §1–§6; DESIGN.md "session
// view model": the signed-in user and everything the shell renders).
import t from 'tap'
import { Compile } from 'typebox/compile'
import { ShellViewSchema, type ShellView } from '@report/contracts/bff/shell'
import { DATA_DASHBOARD_URL } from '@report/fixtures/upstream/routes/shell-home'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { HELP_CENTER_PATH } from '@report/fixtures/upstream/routes/shell-contact'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'
import { shellRig } from './shell-rig.ts'

const check = Compile(ShellViewSchema)
const rig = await shellRig(t)

async function shell(token: string, query = ''): Promise<ShellView> {
  const res = await rig.app.inject({ url: `/report/bff/session${query}`, headers: { cookie: await rig.signIn(token) } })
  if (res.statusCode !== 200) throw new Error(`${token}: session answered ${res.statusCode} ${res.body}`)
  return res.json().data as ShellView
}

const ALL7 = ['home', 'score-transformation', 'level-score', 'contrastHistory', 'new-custom', 'table-list', 'custom-config']

t.test('each demo account’s nav items (spec 1 §2 top navigation)', async (t) => {
  const rows: Array<[account: string, want: string[]]> = [
    ['city', ALL7],
    ['county', ALL7],
    ['grade-bureau', ALL7],
    ['county-grade', ALL7],
    ['subject-bureau', ALL7],
    ['county-subject', ALL7],
    ['school-admin', ALL7],
    ['grade-admin', ALL7],
    ['subject-admin', ALL7],
    ['head-teacher', ALL7],
    ['teacher', ALL7],
    ['student', ['home']],
    ['parent', ['home']],
    ['trial', ['home', 'score-transformation', 'level-score', 'new-custom', 'table-list', 'custom-config']],
    ['showcase', ALL7],
    ['expiring', ['home', 'score-transformation', 'contrastHistory', 'new-custom', 'table-list', 'custom-config']],
    ['owner', ALL7],
    ['vschool', [...ALL7, 'data-dashboard']],
    ['simple', ['home']],
    ['small-school', ['home', 'score-transformation', 'new-custom', 'custom-config']],
    ['zb-school', ALL7],
    ['union', [...ALL7, 'ImportDetails']],
  ]
  for (const [account, want] of rows) {
    const view = await shell(`demo-${account}`)
    t.ok(check.Check(view), `${account}: conforms to ShellViewSchema`)
    t.same(view.nav.map((i) => i.key), want, account)
  }
})

t.test('a student has no custom analysis, grade scoring, comparison or settings (spec 1 §6)', async (t) => {
  for (const account of ['student', 'parent']) {
    const view = await shell(`demo-${account}`)
    t.same(view.nav.map((i) => i.key), ['home'], `${account}: nav`)
    t.same(view.header.menus.map((m) => m.key), [1], `${account}: no settings menu`)
    t.equal(view.versionBanner, null, `${account}: no version banner`)
    t.equal(view.user.roleName, account === 'parent' ? '家长' : '学生', `${account}: the platform's name of the role (role/origin)`)
  }
})

t.test('embedded (iframe) mode: ?embedded=1 hides nav, footer, QR and feedback (spec 1 §1)', async (t) => {
  const framed = await shell('demo-school-admin')
  t.same(framed.show, { nav: true, footer: true, publicAccountQr: true, feedback: true, reportCardTip: true, versionBadge: true })
  t.equal(framed.embedded, false)
  const embedded = await shell('demo-school-admin', '?embedded=1')
  t.equal(embedded.embedded, true)
  t.same(embedded.show, { nav: false, footer: false, publicAccountQr: false, feedback: false, reportCardTip: false, versionBadge: true })
  t.same(embedded.nav, [])
  t.equal(embedded.header.reportCardTip, null)
  const bad = await rig.app.inject({ url: '/report/bff/session?embedded=yes', headers: { cookie: await rig.signIn('demo-school-admin') } })
  t.equal(bad.statusCode, 400)
  t.equal(bad.json().kind, 'invalid-input')
})

t.test('the expiring account’s badge; the trial account’s end date (spec 1 §4 version display)', async (t) => {
  const expiring = await shell('demo-expiring')
  t.match(expiring.version, { name: '专业版', isTrial: false, expiringSoon: true, remainingDaysBadge: 20 })
  t.equal(expiring.header.remainingDaysText, '剩余 20 天')
  t.match(expiring.versionBanner, { versionName: '专业版', contractPeriod: '2025/09/01 - 2026/12/11', link: { label: '升级版本' } })
  const trial = await shell('demo-trial')
  t.match(trial.version, { name: '体验版', isTrial: true, remainingDaysBadge: 15, trialEndDate: '2026/12/06' })
  const admin = await shell('demo-school-admin')
  t.equal(admin.version.remainingDaysBadge, null)
  t.equal(admin.header.remainingDaysText, null)
  t.match(admin.versionBanner, { link: { label: '查看详情', href: '/report/comparison-list/version?type=0' } })
})

t.test('owner view, compare target and no manager card for the multi-school owner (spec 1 §1, §4, §6)', async (t) => {
  const owner = await shell('demo-owner')
  t.same(owner.ownerView, {
    title: '江州市第一中学 管理 3 所学校，历史考试对比分析',
    hint: owner.ownerView!.hint,
    schools: [
      { id: '10001', name: '江州市第一中学', href: '/report/compare/school/10001?owner=true' },
      { id: '10002', name: '江州市第二中学', href: '/report/compare/school/10002?owner=true' },
      { id: '10004', name: '明湖区外国语学校', href: '/report/compare/school/10004?owner=true' },
    ],
    currentSchoolId: '10001',
  })
  t.equal(owner.compareTarget, '/compare/multi')
  t.equal(owner.contact.accountManager, null, 'the upstream has a manager; the owner does not see the card')
  const admin = await shell('demo-school-admin')
  t.equal(admin.ownerView, null)
  t.equal(admin.compareTarget, '/compare/school')
  t.equal((await shell('demo-city')).compareTarget, '/compare/multi', 'issue 33 item 4: the city lands on the multi-school view')
  t.match(admin.contact, { phone: '400-616-8079转1', accountManager: { name: String, qrCodeUrl: '/report/user/v1/qrcode/manager-10001.svg' } })
  t.match(admin.texts.upgradeTip, /^该功能属于分析系统高级功能，请联系客户经理开通（/)
})

t.test('demo account: school name → placeholder bureau (spec 1 §6)', async (t) => {
  const view = await shell('demo-showcase')
  t.equal(view.user.schoolName, '演示教育局')
  t.equal(view.versionBanner?.schoolName, '演示教育局')
  t.notMatch(JSON.stringify(view), /明湖区外国语学校/)
})

t.test('simple account: its own title and public-account QR, no blocking notice while the grades agree (spec 1 §1, §5)', async (t) => {
  const view = await shell('demo-simple')
  t.equal(view.titleSuffix, '成绩管理个人版')
  t.equal(view.widgets.publicAccountQr.imageUrl, '/report/user/v1/qrcode/public-account-cjgl.svg')
  t.equal(view.blockingNotice, null)
  t.same(view.header.menus.map((m) => m.key), [1])
})

t.test('the QR images named in the view model load through the passthrough', async (t) => {
  const view = await shell('demo-school-admin')
  const cookie = await rig.signIn('demo-school-admin')
  for (const url of [view.widgets.publicAccountQr.imageUrl, view.header.reportCardTip!.imageUrl, view.contact.schoolCustomerUrl, view.contact.accountManager!.qrCodeUrl]) {
    const res = await rig.app.inject({ url, headers: { cookie } })
    t.equal(res.statusCode, 200, url)
    t.match(String(res.headers['content-type']), /^image\/svg\+xml/, url)
  }
})

t.test('客服, 专属客服 and 帮助中心 come from getCustomerServiceQrCore, getSchoolQrcode and helpCenter/jump (spec 1 §3, §6, §7)', async (t) => {
  const admin = await shell('demo-school-admin')
  t.same(admin.widgets.support.map((w) => w.label), ['客服', '专属客服'])
  t.match(admin.widgets.support[0], { lines: ['客服电话：400-616-8079转1'], qrs: [{ qr: { imageUrl: /customer-service-\d+\.svg$/ } }, { qr: { imageUrl: /customer-group-\d+\.svg$/ } }] })
  t.match(admin.widgets.support[1], { lines: [`客户经理：${admin.contact.accountManager!.name}`], qrs: [{ qr: { imageUrl: '/report/user/v1/qrcode/manager-10001.svg' } }] })
  t.same(admin.footer.links[0], { label: '帮助中心', href: HELP_CENTER_PATH, newTab: true })
  const trial = await shell('demo-trial')
  t.same(trial.widgets.support.map((w) => w.label), ['客服'], 'no account manager on a trial')
  t.same((await shell('demo-simple')).footer.links[0], { label: '帮助中心', href: '/report/help', newTab: false }, 'no help centre on the personal platform: our own')
  const cookie = await rig.signIn('demo-school-admin')
  for (const { qr } of admin.widgets.support.flatMap((w) => w.qrs)) t.equal((await rig.app.inject({ url: qr.imageUrl, headers: { cookie } })).statusCode, 200, `${qr.imageUrl} loads`)
})

t.test('a platform that fails the contact calls: each costs its widget, the school contact falls back to the province line', async (t) => {
  const failing = (match: string) => ({ match, mode: 'error' as const, status: 404 })
  const upstream = buildUpstream({
    faults: [failing('/report/user/v1/user/getSchoolQrcode'), failing('/report/user/v1/user/getCustomerServiceQrCore'), failing('/report/user/v1/user/helpCenter/jump')],
  })
  const app = await buildBff(t, await listen(t, upstream))
  const signIn = await app.inject({ url: '/report/?token=demo-school-admin' })
  const res = await app.inject({ url: '/report/bff/session', headers: { cookie: cookieHeaderFrom(signIn.headers['set-cookie']) } })
  t.equal(res.statusCode, 200)
  const view = res.json().data as ShellView
  t.same(view.widgets.support, [], 'no 客服, and the province line names no manager')
  t.equal(view.contact.phone, '400-616-8079转1', 'the province line')
  t.same(view.footer.links[0], { label: '帮助中心', href: '/report/help', newTab: false })
})

t.test('data dashboard: a BFF redirect for the virtual school, never a token in the address (spec 1 §2 entry 8)', async (t) => {
  const res = await rig.app.inject({ url: '/report/bff/data-dashboard', headers: { cookie: await rig.signIn('demo-vschool') } })
  t.equal(res.statusCode, 302)
  t.equal(res.headers.location, DATA_DASHBOARD_URL)
  t.notMatch(String(res.headers.location), /token/i)
  t.equal(res.headers['referrer-policy'], 'no-referrer')
  for (const account of ['school-admin', 'student', 'city']) {
    const refused = await rig.app.inject({ url: '/report/bff/data-dashboard', headers: { cookie: await rig.signIn(`demo-${account}`) } })
    t.equal(refused.statusCode, 403, account)
    t.match(refused.json(), { kind: 'auth', message: '当前角色无法查看', requestId: String })
  }
  t.equal((await rig.app.inject({ url: '/report/bff/data-dashboard' })).statusCode, 401, 'no session')
})

t.test('PDF-export session: the shell reads the user through /report/pdf and shows no frame', async (t) => {
  const res = await rig.app.inject({ url: `/report/?fxPdfToken=${pdfTokenFor('school-admin', { exam: '100152611100' })}` })
  t.equal(res.statusCode, 302)
  const cookie = cookieHeaderFrom(res.headers['set-cookie'])
  const view = (await rig.app.inject({ url: '/report/bff/session', headers: { cookie } })).json().data as ShellView
  t.equal(view.exportMode, true)
  t.same(view.nav, [])
  t.equal(view.show.footer, false)
})

t.test('no session → no-session; a role that cannot view → auth (spec 1 §8)', async (t) => {
  const none = await rig.app.inject({ url: '/report/bff/session' })
  t.equal(none.statusCode, 401)
  t.match(none.json(), { kind: 'no-session' })
  const role = await rig.app.inject({ url: '/report/?token=demo-no-view' })
  const cookie = cookieHeaderFrom(role.headers['set-cookie'])
  const refused = await rig.app.inject({ url: '/report/bff/session', headers: { cookie } })
  t.equal(refused.statusCode, 403)
  t.match(refused.json(), { kind: 'auth', message: '当前角色无法查看' })
})
