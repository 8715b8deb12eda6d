// Table tests for the sign-in page and where 退出 leads (spec 1 §2 "Logout removes the login cookies and
// returns to the provider home page", route /login; §8 auth code 6 "go to the error page with the server
// message"; issue 15 items 12 and 15: never a browser error page or a bare line).
import t from 'tap'
import { demoSignInHref, logoutTarget, REFUSED_CONTACT, toSignInView, type SignInSource } from '../../../src/domain/session/sign-in-view.ts'

const accounts = [
  { label: '江州市第一中学 · 校长', roleName: '学校管理员', loginToken: 'demo-school-admin' },
  { label: '江州市教育局 · 市级管理员', roleName: '市级管理员', loginToken: 'demo-city' },
]
const embedded: SignInSource = { kind: 'embedded', accounts }
const platform: SignInSource = { kind: 'platform', logoutUrl: 'https://platform.example.edu.cn/' }
const platformNoUrl: SignInSource = { kind: 'platform', logoutUrl: null }

t.test('§2 logout: the provider home page of a real platform, else our sign-in page', async (t) => {
  const cases: Array<[string, SignInSource, string]> = [
    ['embedded reference upstream: no provider page, our sign-in page', embedded, '/report/login?reason=logged-out'],
    ['real platform with LOGOUT_URL: its page', platform, 'https://platform.example.edu.cn/'],
    ['real platform without LOGOUT_URL: our sign-in page', platformNoUrl, '/report/login?reason=logged-out'],
  ]
  for (const [name, source, want] of cases) t.equal(logoutTarget(source), want, name)
})

t.test('demo links lead back to the page the user wanted, without tokens, never to the sign-in or error page', async (t) => {
  const cases: Array<[string, string | undefined, string]> = [
    ['no target: home', undefined, '/report/?token=demo-city'],
    ['a deep link keeps its query', '/report/exam/total?examid=1&org=0&grade=%E9%AB%98%E4%B8%89', '/report/exam/total?examid=1&org=0&grade=%E9%AB%98%E4%B8%89&token=demo-city'],
    ['an old token in the target goes', '/report/?token=old&platform=yj', '/report/?token=demo-city'],
    ['the sign-in page itself: home', '/report/login?reason=logged-out', '/report/?token=demo-city'],
    ['the error page: home', '/report/error?msg=x', '/report/?token=demo-city'],
    ['another site: home', 'https://evil.example/', '/report/?token=demo-city'],
    ['protocol-relative: home', '//evil.example/report/', '/report/?token=demo-city'],
  ]
  for (const [name, returnTo, want] of cases) t.equal(demoSignInHref(returnTo, 'demo-city'), want, name)
})

t.test('the sign-in view by reason and source', async (t) => {
  const cases = [
    {
      name: 'embedded, no session: the demo accounts with names, roles and links',
      source: embedded,
      request: { reason: 'no-session' as const, msg: undefined, returnTo: '/report/exam/dashboard?examid=9' },
      want: {
        title: '未登录',
        contact: null,
        platformLink: null,
        accounts: [
          { label: '江州市第一中学 · 校长', roleName: '学校管理员', href: '/report/exam/dashboard?examid=9&token=demo-school-admin' },
          { label: '江州市教育局 · 市级管理员', roleName: '市级管理员', href: '/report/exam/dashboard?examid=9&token=demo-city' },
        ],
      },
    },
    {
      name: 'real platform, no session: enter from the platform, with its link; no demo accounts',
      source: platform,
      request: { reason: 'no-session' as const, msg: undefined, returnTo: undefined },
      want: { title: '未登录', message: '请从学校平台进入成绩分析报告', contact: null, platformLink: { label: '前往学校平台', href: 'https://platform.example.edu.cn/' }, accounts: [] },
    },
    {
      name: 'real platform without an address: the text alone',
      source: platformNoUrl,
      request: { reason: 'logged-out' as const, msg: undefined, returnTo: undefined },
      want: { title: '您已退出成绩分析报告', message: '请从学校平台进入成绩分析报告', platformLink: null, accounts: [] },
    },
    {
      name: '§8 auth code 6: the platform\'s reason and whom to contact',
      source: platform,
      request: { reason: 'refused' as const, msg: '该账号已被停用，请联系学校管理员或客服处理', returnTo: undefined },
      want: { title: '无法进入成绩分析报告', message: '该账号已被停用，请联系学校管理员或客服处理', contact: REFUSED_CONTACT },
    },
    {
      name: 'issue 21 /login: an expired session, with the platform\'s sign-in link',
      source: platform,
      request: { reason: 'expired' as const, msg: undefined, returnTo: '/report/exam/dashboard?examid=9' },
      want: { title: '登录已过期', message: '登录已过期，请重新登录。请从学校平台进入成绩分析报告', contact: null, platformLink: { label: '前往学校平台', href: 'https://platform.example.edu.cn/' }, accounts: [] },
    },
    {
      name: 'refused without a reason: the catalogue text',
      source: embedded,
      request: { reason: 'refused' as const, msg: '  ', returnTo: undefined },
      want: { message: '该账号暂时无法进入成绩分析报告，请联系本校管理员或客服处理', contact: REFUSED_CONTACT },
    },
  ]
  for (const c of cases) t.match(toSignInView(c.source, c.request), c.want, c.name)
})
