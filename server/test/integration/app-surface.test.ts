import t from 'tap'
import { Writable } from 'node:stream'
import { buildBff, listen, TEST_INDEX_HTML } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

function plainUpstream() {
  return fakeUpstream({
    '/report/obt/ip': async () => ({ code: 0, data: { ip: '127.0.0.1' } }),
    'POST /report/obt/auth': async () => ({ code: 0, data: { unifyToken: 'SECRET-UNIFY' } }),
    '/report/obt/v1/user/info': async () => ({ code: 0, data: { user: { id: 'u' } } }),
  })
}

t.test('/healthz answers while the process is up; /readyz follows the upstream', async (t) => {
  const app = await buildBff(t, await listen(t, plainUpstream().app))
  t.same((await app.inject({ url: '/healthz' })).json(), { status: 'ok' })
  t.equal((await app.inject({ url: '/readyz' })).statusCode, 200)
  const down = await buildBff(t, 'http://127.0.0.1:9')
  t.equal((await down.inject({ url: '/healthz' })).statusCode, 200)
  t.equal((await down.inject({ url: '/readyz' })).statusCode, 503)
})

t.test('/metrics speaks Prometheus text with request, upstream, cache and exchange series', async (t) => {
  const app = await buildBff(t, await listen(t, plainUpstream().app))
  await app.inject({ url: '/report/obt/v1/user/info', headers: { cookie: 'unifyToken=A' } })
  await app.inject({ url: '/report/?token=T' })
  const res = await app.inject({ url: '/metrics' })
  t.match(res.headers['content-type'], /text\/plain/)
  t.match(res.body, /bff_http_request_duration_seconds_bucket\{[^}]*route="\/report\/obt\/\*"/)
  t.match(res.body, /bff_upstream_request_duration_seconds_count\{template="\/report\/obt\/v1\/user\/info",method="GET",status="200"\} 1/)
  t.match(res.body, /bff_token_exchanges_total\{step="auth",result="ok"\} 1/)
})

t.test('client routes answer index.html (history mode); unknown BFF routes answer 404 in the error shape', async (t) => {
  const app = await buildBff(t, await listen(t, plainUpstream().app))
  for (const url of ['/report/', '/report/exam/dashboard?examid=1', '/report/config/ranking', '/report/nothing/here']) {
    const res = await app.inject({ url })
    t.equal(res.statusCode, 200, url)
    t.equal(res.body, TEST_INDEX_HTML, url)
  }
  t.equal((await app.inject({ url: '/report' })).headers.location, '/report/')
  const missing = await app.inject({ url: '/report/bff/nope' })
  t.equal(missing.statusCode, 404)
  t.match(missing.json(), { code: 'BFF_ERR_ROUTE_NOT_FOUND', kind: 'not-found', message: String, requestId: String })
  const outside = await app.inject({ url: '/elsewhere' })
  t.equal(outside.statusCode, 404)
})

t.test('security headers: CSP fitting the client, no sniffing, frame ancestors from config', async (t) => {
  const app = await buildBff(t, await listen(t, plainUpstream().app), { FRAME_ANCESTORS: "'self' https://platform.example" })
  const res = await app.inject({ url: '/report/' })
  const csp = String(res.headers['content-security-policy'])
  t.match(csp, /default-src 'self'/)
  t.match(csp, /script-src 'self'/)
  t.match(csp, /frame-ancestors 'self' https:\/\/platform\.example/)
  t.equal(res.headers['x-content-type-options'], 'nosniff')
  t.notOk(res.headers['x-frame-options'], 'embedding is governed by frame-ancestors')
})

t.test('no token, cookie or session value reaches a log line', async (t) => {
  const lines: string[] = []
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done() } })
  const { loggerOptions } = await import('../../src/logger.ts')
  const options = loggerOptions('trace') as Record<string, unknown>
  const app = await buildBff(t, await listen(t, plainUpstream().app), {}, { ...options, stream })
  await app.inject({ url: '/report/exam/dashboard?examid=1&token=SECRET-PLATFORM&fxPdfToken=SECRET-PDF' })
  await app.inject({ url: '/report/obt/v1/user/info', headers: { cookie: 'fxtoken=SECRET-LOGIN; unifyToken=SECRET-UNIFY', authorization: 'Bearer SECRET-AUTH' } })
  await app.inject({ url: '/report/bff/session', headers: { cookie: 'unifyToken=SECRET-UNIFY' } })
  const log = lines.join('')
  t.ok(log.length > 0, 'something was logged')
  t.notMatch(log, /SECRET-/)
})

t.test('logout clears the login cookies and returns the provider home page', async (t) => {
  const app = await buildBff(t, await listen(t, plainUpstream().app), { LOGOUT_URL: 'https://platform.example/home' })
  const res = await app.inject({ method: 'POST', url: '/report/bff/logout', headers: { cookie: 'fxtoken=F; unifyToken=U', 'content-type': 'application/json' }, payload: '{}' })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { code: 0, data: { redirectUrl: 'https://platform.example/home' } })
  const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
  for (const name of ['fxtoken', 'unifyToken', 'fxExport']) t.ok(cleared.some((c) => c.startsWith(`${name}=;`) && /Expires=Thu, 01 Jan 1970/.test(c)), `${name} cleared`)
})

t.test('a bad environment value is refused at start with a clear message', async (t) => {
  const { loadConfig } = await import('../../src/config.ts')
  t.throws(() => loadConfig({ PORT: 'eighty' }), /Invalid environment: PORT/)
  t.throws(() => loadConfig({ UPSTREAM_URL: 'file:///etc/passwd' }), /UPSTREAM_URL/)
  t.throws(() => loadConfig({ COOKIE_SECURE: 'yes' }), /COOKIE_SECURE/)
})
