import t from 'tap'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

const COOKIE = 'unifyToken=U1'
const HOST = 'bff.example:3000'

t.test('cross-origin state-changing requests are refused before the upstream, on every unsafe method and target', async (t) => {
  const upstream = fakeUpstream({ '/report/task/v1/create': async () => ({ code: 0, data: null }) })
  const app = await buildBff(t, await listen(t, upstream.app))
  const targets = ['/report/task/v1/create', '/api/v3/exam/x', '/report/bff/logout']
  const hostile: Array<[string, Record<string, string>]> = [
    ['another origin', { origin: 'https://evil.example' }],
    ['same host, other scheme port', { origin: 'http://bff.example:4000' }],
    ['same host and port, other scheme', { origin: 'https://bff.example:3000' }],
    ['same host and port, a scheme without an origin', { origin: 'ftp://bff.example:3000' }],
    ['Origin: null (sandboxed frame, data: URL)', { origin: 'null' }],
    ['a look-alike host', { origin: 'http://bff.example:3000.evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['same-origin claim with a foreign Origin', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }],
  ]
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    for (const url of targets) {
      if (url === '/report/bff/logout' && method !== 'POST') continue
      for (const [name, headers] of hostile) {
        const res = await app.inject({ method, url, headers: { host: HOST, cookie: COOKIE, 'content-type': 'application/json', ...headers }, payload: '{}' })
        t.equal(res.statusCode, 403, `${method} ${url} from ${name}`)
        t.match(res.json(), { code: 'BFF_ERR_CSRF', kind: 'forbidden', requestId: String })
        t.notOk(res.headers['set-cookie'], 'nothing changes: no cookie is cleared')
      }
    }
  }
  t.equal(upstream.seen.length, 0, 'none reached the upstream')
})

t.test('simple (preflight-free) bodies are refused even without an Origin; same-origin JSON passes', async (t) => {
  const upstream = fakeUpstream({ 'POST /report/task/v1/create': async () => ({ code: 0, data: null }) })
  const app = await buildBff(t, await listen(t, upstream.app))
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'TEXT/PLAIN;charset=utf-8', ' text/plain']) {
    const res = await app.inject({ method: 'POST', url: '/report/task/v1/create', headers: { cookie: COOKIE, 'content-type': type }, payload: 'a=1' })
    t.equal(res.statusCode, 415, type)
  }
  t.equal(upstream.seen.length, 0)
  const ok = await app.inject({ method: 'POST', url: '/report/task/v1/create', headers: { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin', cookie: COOKIE, 'content-type': 'application/json' }, payload: '{}' })
  t.equal(ok.statusCode, 200)
  const logout = await app.inject({ method: 'POST', url: '/report/bff/logout', headers: { host: HOST, origin: `http://${HOST}`, cookie: COOKIE, 'content-type': 'application/json' }, payload: '{}' })
  t.equal(logout.statusCode, 200)
})

t.test('a cross-site GET can only navigate: it never changes state and never runs an exchange for a foreign API path', async (t) => {
  const upstream = fakeUpstream({})
  const app = await buildBff(t, await listen(t, upstream.app))
  const res = await app.inject({ url: '/report/bff/logout', headers: { 'sec-fetch-site': 'cross-site', cookie: COOKIE } })
  t.equal(res.statusCode, 404, 'logout is POST only')
  t.notOk(res.headers['set-cookie'])
})

t.test('the Origin must match scheme, host and port; behind a trusted proxy the scheme is X-Forwarded-Proto', async (t) => {
  const upstream = fakeUpstream({ 'POST /report/task/v1/create': async () => ({ code: 0, data: null }) })
  const upstreamUrl = await listen(t, upstream.app)
  const direct = await buildBff(t, upstreamUrl)
  const proxied = await buildBff(t, upstreamUrl, { TRUST_PROXY: '1' })
  const post = (app: typeof direct, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/report/task/v1/create', headers: { cookie: COOKIE, 'content-type': 'application/json', ...headers }, payload: '{}' }).then((r) => r.statusCode)
  const rows: Array<[string, typeof direct, Record<string, string>, number]> = [
    ['plain http, same origin', direct, { host: HOST, origin: `http://${HOST}` }, 200],
    ['plain http, an https Origin of the same host and port', direct, { host: HOST, origin: `https://${HOST}` }, 403],
    ['a default port written out', direct, { host: 'bff.example', origin: 'http://bff.example:80' }, 200],
    ['the other default port', direct, { host: 'bff.example', origin: 'http://bff.example:443' }, 403],
    ['an upper-case host', direct, { host: HOST, origin: `http://BFF.EXAMPLE:3000` }, 200],
    ['an untrusted X-Forwarded-Proto is ignored', direct, { host: 'bff.example', origin: 'https://bff.example', 'x-forwarded-proto': 'https' }, 403],
    ['TLS at the proxy: the https page', proxied, { host: 'bff.example', origin: 'https://bff.example', 'x-forwarded-proto': 'https' }, 200],
    ['TLS at the proxy: an http page of the same host', proxied, { host: 'bff.example', origin: 'http://bff.example', 'x-forwarded-proto': 'https' }, 403],
  ]
  for (const [name, app, headers, status] of rows) t.equal(await post(app, headers), status, name)
})
