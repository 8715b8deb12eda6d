import t from 'tap'
import { Pool } from 'undici'
import { buildBff, listen, type Teardown } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

const SESSION = 'fxtoken=F1; unifyToken=U1; other=browser-only'

async function setup(t: Teardown, env: Record<string, string> = {}) {
  const upstream = fakeUpstream({
    '/report/obt/v1/user/info': async (_req, reply) =>
      reply.header('set-cookie', 'upstream=leak; Path=/').header('x-upstream-node', '10.0.0.7').header('etag', '"v1"').send({ code: 0, data: { user: { id: 'u1' } } }),
    '/report/pdf/v1/user/info': async () => ({ code: 0, data: { pdf: true } }),
    '/report/obt/v1/user/genUnifyToken': async () => ({ code: 0, data: { unifyToken: 'X' } }),
    '/api/v3/exam/list': async () => ({ code: 0, data: [] }),
    'POST /report/task/v1/create': async (req) => ({ code: 0, data: { echo: req.body } }),
    '/report/obt/v1/slow': async () => new Promise((resolve) => setTimeout(() => resolve({ code: 0 }), 3_000)),
  })
  const url = await listen(t, upstream.app)
  const app = await buildBff(t, url, { UPSTREAM_HEADERS_TIMEOUT_MS: '300', ...env })
  return { app, upstream }
}

t.test('a whitelisted path goes upstream under /report with the session cookies written by the BFF', async (t) => {
  const { app, upstream } = await setup(t)
  const res = await app.inject({ url: '/report/obt/v1/user/info', headers: { cookie: SESSION, 'x-forwarded-for': '1.2.3.4' } })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { code: 0, data: { user: { id: 'u1' } } })
  const seen = upstream.seen.at(-1)!
  t.equal(seen.url, '/report/obt/v1/user/info')
  t.equal(seen.headers.cookie, 'fxtoken=F1; unifyToken=U1', 'only the session cookies, from the session')
  t.notOk(seen.headers['x-forwarded-for'], 'browser headers outside the list stay here')
  t.notOk(res.headers['set-cookie'], 'upstream Set-Cookie never reaches the browser')
  t.notOk(res.headers['x-upstream-node'], 'internal headers stay here')
  t.equal(res.headers.etag, '"v1"')
})

t.test('/api/v3 paths go as they are', async (t) => {
  const { app, upstream } = await setup(t)
  const res = await app.inject({ url: '/api/v3/exam/list?x=1', headers: { cookie: SESSION } })
  t.equal(res.statusCode, 200)
  t.equal(upstream.seen.at(-1)!.url, '/api/v3/exam/list?x=1')
})

t.test('in a PDF-export session obt becomes pdf; the unify-token exchange stays the token chain\'s own', async (t) => {
  const { app, upstream } = await setup(t)
  const cookie = `${SESSION}; fxExport=pdf`
  t.same((await app.inject({ url: '/report/obt/v1/user/info', headers: { cookie } })).json(), { code: 0, data: { pdf: true } })
  const before = upstream.seen.length
  const refused = await app.inject({ url: '/report/obt/v1/user/genUnifyToken', headers: { cookie } })
  t.equal(refused.statusCode, 404)
  t.equal(refused.json().code, 'BFF_ERR_PATH_NOT_ALLOWED')
  t.equal(upstream.seen.length, before, 'page script cannot have a unify token issued')
})

t.test('unsafe and unlisted paths are refused in the error shape and never reach the upstream', async (t) => {
  const { app, upstream } = await setup(t)
  // Over a real socket: inject() would normalise dot segments before the BFF sees them.
  const pool = new Pool(await listen(t, app))
  t.teardown(() => pool.close())
  const cases: Array<[string, number]> = [
    ['/report/obt/v1/%2e%2e/admin', 400],
    ['/report/obt/v1/..%2fadmin', 400],
    ['/report/obt/v1/%2Fetc', 400],
    ['/report/obt/v1/a%5cb', 400],
    ['/report/obt/v1/%252e%252e/x', 400],
    ['/report/obt//v1/x', 400],
    ['/report/obt/./v1/user/info', 400],
    ['/api/v5/anything', 404],
  ]
  for (const [url, status] of cases) {
    const res = await pool.request({ method: 'GET', path: url, headers: { cookie: SESSION } })
    t.equal(res.statusCode, status, url)
    const body = await res.body.json()
    t.match(body, { code: String, kind: String, message: String, requestId: String }, `${url} answers the error shape`)
  }
  t.equal(upstream.seen.length, 0)
})

t.test('state-changing requests need a same-origin caller and a JSON body', async (t) => {
  const { app, upstream } = await setup(t)
  const cross = await app.inject({ method: 'POST', url: '/report/task/v1/create', headers: { cookie: SESSION, origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{}' })
  t.equal(cross.statusCode, 403)
  t.equal(cross.json().kind, 'forbidden')
  const site = await app.inject({ method: 'POST', url: '/report/task/v1/create', headers: { cookie: SESSION, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, payload: '{}' })
  t.equal(site.statusCode, 403)
  const form = await app.inject({ method: 'POST', url: '/report/task/v1/create', headers: { cookie: SESSION, 'content-type': 'text/plain' }, payload: '{}' })
  t.equal(form.statusCode, 415)
  t.equal(form.json().kind, 'invalid-input')
  t.equal(upstream.seen.length, 0)
  const ok = await app.inject({ method: 'POST', url: '/report/task/v1/create', headers: { cookie: SESSION, host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json' }, payload: '{"a":1}' })
  t.equal(ok.statusCode, 200)
  t.same(ok.json(), { code: 0, data: { echo: '{"a":1}' } }, 'the body reaches the upstream unchanged')
})

t.test('an upstream that does not answer in time maps to timeout; one that is down maps to upstream, without addresses', async (t) => {
  const { app } = await setup(t)
  const slow = await app.inject({ url: '/report/obt/v1/slow', headers: { cookie: SESSION } })
  t.equal(slow.statusCode, 504)
  t.equal(slow.json().kind, 'timeout')
  t.equal(slow.json().message, '请求超时，请稍后重试')

  const down = await buildBff(t, 'http://127.0.0.1:9')
  const res = await down.inject({ url: '/report/obt/v1/user/info', headers: { cookie: SESSION } })
  t.equal(res.statusCode, 502)
  t.equal(res.json().kind, 'upstream')
  t.notMatch(res.body, /127\.0\.0\.1|ECONNREFUSED|:9\b/, 'no internal address or error code leaks')
})

t.test('held and streamed answers alike: HEAD, 304 and a body past the hold limit arrive as the upstream sent them', async (t) => {
  const big = Buffer.alloc(600 * 1024, 120)
  const upstream = fakeUpstream({
    '/report/obt/v1/user/info': async (req, reply) => {
      if (req.headers['if-none-match'] === '"v1"') return reply.code(304).header('etag', '"v1"').send()
      return reply.header('etag', '"v1"').send({ code: 0, data: { user: { id: 'u1' } } })
    },
    '/report/obt/v1/big': async (_req, reply) => reply.type('application/octet-stream').send(big),
  })
  const app = await buildBff(t, await listen(t, upstream.app))
  const pool = new Pool(await listen(t, app))
  t.teardown(() => pool.close())
  const get = async (path: string, method: 'GET' | 'HEAD' = 'GET', headers: Record<string, string> = {}) => {
    const res = await pool.request({ path, method, headers: { cookie: SESSION, ...headers } })
    const body = Buffer.from(await res.body.arrayBuffer())
    return { status: res.statusCode, headers: res.headers, body }
  }
  const head = await get('/report/obt/v1/user/info', 'HEAD')
  t.equal(head.status, 200)
  t.equal(head.body.length, 0, 'HEAD has no body')
  const full = await get('/report/obt/v1/user/info')
  t.equal(head.headers['content-length'], full.headers['content-length'], 'HEAD tells the length GET sends')
  const notModified = await get('/report/obt/v1/user/info', 'GET', { 'if-none-match': '"v1"' })
  t.equal(notModified.status, 304)
  t.equal(notModified.body.length, 0)
  const large = await get('/report/obt/v1/big')
  t.equal(large.status, 200)
  t.ok(large.body.equals(big), 'a 600 KB body (streamed, past the 256 KB hold) arrives whole')
  t.equal((await get('/report/obt/v1/user/info')).status, 200, 'the connection is fine afterwards')
})

t.test('a held answer whose body stops answers 504 in the error shape rather than a cut-off 200', async (t) => {
  const upstream = fakeUpstream({
    '/report/obt/v1/stops': async (_req, reply) => {
      reply.hijack()
      reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
      reply.raw.write('{"code":0,')
    },
  })
  const app = await buildBff(t, await listen(t, upstream.app), { UPSTREAM_BODY_TIMEOUT_MS: '300' })
  const pool = new Pool(await listen(t, app))
  t.teardown(() => pool.close())
  const res = await pool.request({ path: '/report/obt/v1/stops', method: 'GET', headers: { cookie: SESSION } })
  const body = (await res.body.json()) as { kind?: string; code?: string }
  t.equal(res.statusCode, 504)
  t.equal(body.kind, 'timeout')
  t.match(body.code, /^BFF_ERR_/)
  upstream.app.server.closeAllConnections()
})
