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
