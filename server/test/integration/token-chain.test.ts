import t from 'tap'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

function authUpstream(delayMs = 0) {
  return fakeUpstream({
    'POST /report/obt/auth': async (request) => {
      await new Promise((r) => setTimeout(r, delayMs))
      const { token } = JSON.parse(String(request.body)) as { token: string }
      if (token === 'no-role') return { code: 401, msg: '当前角色无权限' }
      if (token === 'broken') return { code: 6, msg: '账号已停用' }
      if (token === 'with-exam') return { code: 0, data: { unifyToken: 'U-exam', exam: '/report/exam/dashboard?examid=9&org=0&grade=高一' } }
      if (token === 'evil-exam') return { code: 0, data: { unifyToken: 'U-evil', exam: '//evil.example/report/' } }
      if (token === 'unify') return { code: 0, data: { unifyToken: 'U-renewed' } }
      return { code: 0, data: { unifyToken: `U-${token}` } }
    },
    'POST /report/obt/v1/user/genUnifyToken': async (request) => {
      await new Promise((r) => setTimeout(r, delayMs))
      const { token } = JSON.parse(String(request.body)) as { token: string }
      return { code: 0, data: { unifyToken: `U-pdf-${token}` } }
    },
  })
}

function cookiesOf(setCookie: string | string[] | undefined): Map<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return new Map(list.map((c) => [c.split('=', 1)[0]!, c]))
}

t.test('a platform token is exchanged once and answered by a 302 without the token, cookies HttpOnly and Lax', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  const res = await app.inject({ url: '/report/exam/ranking?examid=1&token=T1&platform=fx&org=0' })
  t.equal(res.statusCode, 302)
  t.equal(res.headers.location, '/report/exam/ranking?examid=1&org=0', 'same page minus token and platform')
  const unify = cookiesOf(res.headers['set-cookie']).get('unifyToken')!
  t.match(unify, /^unifyToken=U-T1;/)
  t.match(unify, /HttpOnly/)
  t.match(unify, /SameSite=Lax/)
  t.match(unify, /Path=\//)
  t.notMatch(unify, /Secure/)
  t.same(JSON.parse(upstream.seen[0]!.body), { token: 'T1', platform: 'fx' })
})

t.test('the platform is yj inside an iframe and the query platform wins over both', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  await app.inject({ url: '/report/?hfsToken=A', headers: { 'sec-fetch-dest': 'iframe' } })
  await app.inject({ url: '/report/?ygToken=B&iframe=1' })
  await app.inject({ url: '/report/?hfsfd-token=C&platform=hfs', headers: { 'sec-fetch-dest': 'iframe' } })
  t.same(upstream.seen.map((s) => JSON.parse(s.body).platform), ['yj', 'yj', 'hfs'])
})

t.test('COOKIE_SECURE=1 adds Secure', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app), { COOKIE_SECURE: '1' })
  const res = await app.inject({ url: '/report/?token=T2' })
  t.match(cookiesOf(res.headers['set-cookie']).get('unifyToken')!, /Secure/)
})

t.test('the exam of the auth answer is the redirect target, but only inside /report/', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  const good = await app.inject({ url: '/report/?token=with-exam' })
  t.equal(decodeURI(String(good.headers.location)), '/report/exam/dashboard?examid=9&org=0&grade=高一')
  const evil = await app.inject({ url: '/report/?token=evil-exam' })
  t.equal(evil.headers.location, '/report/')
})

t.test('auth code 401 stays on the page and the session view says 当前角色无法查看; code 6 goes to the error page', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  const res = await app.inject({ url: '/report/exam/dashboard?examid=1&token=no-role' })
  t.equal(res.statusCode, 302)
  t.equal(res.headers.location, '/report/exam/dashboard?examid=1')
  const notice = cookiesOf(res.headers['set-cookie']).get('fxNotice')!
  t.match(notice, /HttpOnly/)
  const session = await app.inject({ url: '/report/bff/session', headers: { cookie: notice.split(';', 1)[0]! } })
  t.equal(session.statusCode, 403)
  t.equal(session.json().message, '当前角色无法查看')

  const six = await app.inject({ url: '/report/?token=broken' })
  t.equal(six.headers.location, `/report/error?msg=${encodeURIComponent('账号已停用')}`)
})

t.test('fxtoken is stored and the user goes home; unifyToken is stored and re-authenticated as token=unify', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  const login = await app.inject({ url: '/report/exam/ranking?fxtoken=F9' })
  t.equal(login.headers.location, '/report/')
  t.match(cookiesOf(login.headers['set-cookie']).get('fxtoken')!, /^fxtoken=F9;/)
  const unify = await app.inject({ url: '/report/exam/ranking?examid=3&unifyToken=U7' })
  t.equal(unify.headers.location, '/report/exam/ranking?examid=3')
  t.match(cookiesOf(unify.headers['set-cookie']).get('unifyToken')!, /^unifyToken=U-renewed;/)
  const call = upstream.seen.at(-1)!
  t.equal(call.headers.cookie, 'unifyToken=U7', 'the auth call carries the given unify token')
  t.same(JSON.parse(call.body), { token: 'unify', platform: 'fx' })
})

t.test('fxPdfToken makes a PDF-export session: fxExport=pdf, fxtoken and the exchanged unify token, each with a Max-Age', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  const res = await app.inject({ url: '/report/export/pdf?examid=1&fxPdfToken=P1' })
  t.equal(res.headers.location, '/report/export/pdf?examid=1')
  const jar = cookiesOf(res.headers['set-cookie'])
  t.match(jar.get('fxExport')!, /^fxExport=pdf;/)
  t.match(jar.get('fxtoken')!, /^fxtoken=P1;/)
  t.match(jar.get('unifyToken')!, /^unifyToken=U-pdf-P1;/)
  // A token that names no expiry (this platform's is opaque) lasts the longest an export session may: an hour.
  for (const cookie of jar.values()) t.match(cookie, /;\s*Max-Age=3600(;|$)/, cookie.split('=', 1)[0]!)
  t.equal(upstream.seen[0]!.url, '/report/obt/v1/user/genUnifyToken')
})

t.test('1,000 parallel document requests with one fxPdfToken: one exchange and one session; the rest, and a reload, get none', async (t) => {
  const upstream = authUpstream(50)
  const app = await buildBff(t, await listen(t, upstream.app))
  const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => app.inject({ url: `/report/export/pdf?page=${i}&fxPdfToken=P-shared` })))
  t.ok(answers.every((r) => r.statusCode === 302 && !String(r.headers.location).includes('fxPdfToken')), 'every one sent on without the token')
  t.equal(answers.filter((r) => String(r.headers['set-cookie']).includes('unifyToken=U-pdf-P-shared')).length, 1, 'a single-use token makes one session')
  t.equal(upstream.seen.length, 1)
  const reload = await app.inject({ url: '/report/export/pdf?fxPdfToken=P-shared' })
  t.notOk(reload.headers['set-cookie'], 'spent: no session')
  t.equal(upstream.seen.length, 1, 'and not asked again')
})

t.test('an exchange that outlives the 5 s session wait, or an upstream that is down, leaves no session and no hang', async (t) => {
  const down = await buildBff(t, 'http://127.0.0.1:9')
  const res = await down.inject({ url: '/report/?token=T3&x=1' })
  t.equal(res.statusCode, 302)
  t.equal(res.headers.location, '/report/?x=1')
  t.notOk(String(res.headers['set-cookie'] ?? '').includes('unifyToken=U'), 'no session cookie')
})

t.test('API and static paths never run the exchange, and a token never stays in a redirect', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  await app.inject({ url: '/report/bff/session?token=T4' })
  t.equal(upstream.seen.filter((s) => s.url === '/report/obt/auth').length, 0)
  const unusable = await app.inject({ url: '/report/?token=' })
  t.equal(unusable.headers.location, '/report/', 'an empty token is dropped from the URL')
})
