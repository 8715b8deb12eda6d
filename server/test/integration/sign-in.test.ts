// The sign-in page's view model and where 退出 leads (spec 1 §2 logout, §8 auth code 6; issue 15 items
// 12 and 15): the embedded reference upstream lists its demo accounts, a real platform its own page.
import t from 'tap'
import type { SignInView } from '@report/contracts/bff/sign-in'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { buildBff, testClientDist, type Teardown } from '../helpers/build.ts'

const NO_UPSTREAM = 'http://127.0.0.1:9'
const DEMO = [{ label: '江州市第一中学 · 校长', roleName: '学校管理员', loginToken: 'demo-school-admin' }]

async function embeddedBff(t: Teardown) {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: testClientDist() }), { upstreamUrl: NO_UPSTREAM, logger: false, demoAccounts: DEMO })
  t.teardown(() => app.close())
  return app
}

const logout = { method: 'POST' as const, url: '/report/bff/logout', headers: { cookie: 'fxtoken=F; unifyToken=U', 'content-type': 'application/json' }, payload: '{}' }

t.test('embedded: 退出 lands on our sign-in page, which lists the demo accounts without a session', async (t) => {
  const app = await embeddedBff(t)
  t.same((await app.inject(logout)).json(), { code: 0, data: { redirectUrl: '/report/login?reason=logged-out' } })
  const res = await app.inject({ url: '/report/bff/sign-in?reason=no-session&returnTo=%2Freport%2Fexam%2Fdashboard%3Fexamid%3D9' })
  t.equal(res.statusCode, 200)
  const view = (res.json() as { data: SignInView }).data
  t.same(view.accounts, [{ label: '江州市第一中学 · 校长', roleName: '学校管理员', href: '/report/exam/dashboard?examid=9&token=demo-school-admin' }])
  t.equal(view.platformLink, null)
})

t.test('a real platform: 退出 goes to its LOGOUT_URL; the page names the platform and lists no demo account', async (t) => {
  const app = await buildBff(t, NO_UPSTREAM, { LOGOUT_URL: 'https://platform.example/home' })
  t.same((await app.inject(logout)).json(), { code: 0, data: { redirectUrl: 'https://platform.example/home' } })
  const view = ((await app.inject({ url: '/report/bff/sign-in' })).json() as { data: SignInView }).data
  t.match(view, { title: '未登录', message: '请从学校平台进入成绩分析报告', platformLink: { href: 'https://platform.example/home' }, accounts: [] })
})

t.test('a real platform without LOGOUT_URL: 退出 lands on our sign-in page', async (t) => {
  const app = await buildBff(t, NO_UPSTREAM, { LOGOUT_URL: '' })
  t.same((await app.inject(logout)).json(), { code: 0, data: { redirectUrl: '/report/login?reason=logged-out' } })
})

t.test('a refused sign-in: the reason and whom to contact; a bad reason is invalid input', async (t) => {
  const app = await embeddedBff(t)
  const view = ((await app.inject({ url: `/report/bff/sign-in?reason=refused&msg=${encodeURIComponent('该账号已被停用')}` })).json() as { data: SignInView }).data
  t.match(view, { title: '无法进入成绩分析报告', message: '该账号已被停用', contact: /本校管理员/ })
  t.equal((await app.inject({ url: '/report/bff/sign-in?reason=whatever' })).statusCode, 400)
})
