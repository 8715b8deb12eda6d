import t from 'tap'
import fc from 'fast-check'
import { bffRoutes, faultRig, isErrorShape } from '../faults/rig.ts'
import { TEMPLATE_BODY_LIMIT_BYTES } from '@report/contracts/upstream/report-templates'
import { holds, jsonBody, nastyString, queryString, PROTO_KEYS } from './arbitraries.ts'
import { DEMO_CONSUMER_KEY } from '@report/contracts/constants'
import { CLAIM_BODY_LIMIT, UPDATE_BODY_LIMIT } from '../../src/views/renderer-queue.ts'

/** Query keys the view models know (a superset: each route takes some of them). */
const KNOWN_KEYS = ['embedded', 'isFilter', 'schoolid', 'examid', 'org', 'grade', 'paperid', 'pindex', 'classid', 'subject', 'type', 'page', 'size', 'format', 'table', 'studentId']
const RUNS = Number(process.env.FUZZ_RUNS ?? 60)
/** Fuzzing is about input, not a slow machine: the default upstream timeouts, not the fault tests' short ones. */
const DEFAULT_TIMEOUTS = { UPSTREAM_HEADERS_TIMEOUT_MS: '15000', UPSTREAM_BODY_TIMEOUT_MS: '30000' }

const USER_INFO = 'GET /report/obt/v1/user/info'

/** Upstream calls counted by the fault rig, but those named in `besides`. */
function upstreamCalls(counts: Record<string, number>, ...besides: string[]): number {
  return Object.entries(counts).reduce((a, [call, n]) => (besides.includes(call) ? a : a + n), 0)
}

function prototypeIsClean(): boolean {
  const probe = {} as Record<string, unknown>
  return probe.polluted === undefined && probe.isAdmin === undefined && Object.keys(Object.prototype).length === 0 && typeof ({}).toString === 'function'
}

t.test('every view model, any query string: never a 5xx, the error shape for refusals, no upstream call for invalid input', async (t) => {
  // A school with 25 exams: valid exam-list requests cost a probe and one page.
  const rig = await faultRig(t, DEFAULT_TIMEOUTS, 'demo-small-school')
  const routes = bffRoutes(rig.app).filter((r) => r.methods.includes('GET'))
  t.ok(routes.length >= 2, routes.map((r) => r.path).join(' '))
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '1')
    let refused = 0
    await holds(t, `${route.path}`,
      fc.asyncProperty(queryString(KNOWN_KEYS), fc.boolean(), async (query, signedIn) => {
        const before = upstreamCalls(rig.faults.counts())
        const res = await rig.app.inject({ url: `${path}?${query}`, headers: signedIn ? { cookie: rig.cookie() } : {} })
        const calls = upstreamCalls(rig.faults.counts()) - before
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${path}?${query}: ${res.body.slice(0, 200)}`)
        if (res.statusCode >= 400) {
          const body = res.json()
          if (!isErrorShape(body)) throw new Error(`not the error shape: ${res.body.slice(0, 200)}`)
          if (res.statusCode === 400 || res.statusCode === 401) {
            refused += 1
            if (calls !== 0) throw new Error(`${calls} upstream call(s) for refused input ${path}?${query}`)
          }
        }
        if (!prototypeIsClean()) throw new Error(`Object.prototype polluted by ${path}?${query}`)
      }),
      { numRuns: RUNS },
    )
    t.comment(`${route.path}: ${refused} of ${RUNS} refused before the upstream`)
  }
})

const ROUTE_BODY_LIMITS: Record<string, number> = {
  '/report/bff/report-diagnosis': TEMPLATE_BODY_LIMIT_BYTES,
  // The renderer's relay: a claim is small, an update carries the merged PDF.
  '/report/bff/renderer/task': CLAIM_BODY_LIMIT,
  '/report/bff/renderer/task/update': UPDATE_BODY_LIMIT,
}

t.test('every POST route, any body and content type: never a 5xx; oversized bodies are 413; prototype keys are harmless', async (t) => {
  const rig = await faultRig(t, DEFAULT_TIMEOUTS, 'demo-small-school')
  const posts = bffRoutes(rig.app).filter((r) => r.methods.includes('POST')).map((r) => r.path.replace(/:([A-Za-z0-9_]+)/g, '1'))
  // The passthrough takes bodies too.
  posts.push('/report/task/v1/create')
  const types = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/JSON', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data', 'application/octet-stream', 'application/xml', '', 'application/json; charset=utf-16', '*/*')
  for (const url of posts) {
    await holds(t, `POST ${url}`,
      fc.asyncProperty(fc.oneof(jsonBody.map((v) => JSON.stringify(v) ?? 'null'), nastyString(60), fc.constantFrom('{', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '[]', '', 'null', '1e999')), types, async (payload, type) => {
        const headers: Record<string, string> = { cookie: rig.cookie() }
        if (type) headers['content-type'] = type
        const res = await rig.app.inject({ method: 'POST', url, headers, payload })
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} for POST ${url} (${type}) ${JSON.stringify(payload).slice(0, 100)}: ${res.body.slice(0, 200)}`)
        if (res.statusCode >= 400 && url.startsWith('/report/bff/') && !isErrorShape(res.json())) throw new Error(`not the error shape: ${res.body.slice(0, 200)}`)
        if (!prototypeIsClean()) throw new Error('Object.prototype polluted')
      }),
      { numRuns: RUNS },
    )
    const before = upstreamCalls(rig.faults.counts(), USER_INFO)
    // Views take 256 KB, the passthrough 1 MB; a teacher diagnosis carries a 10 MB image as base64.
    const limit = ROUTE_BODY_LIMITS[url] ?? (url.startsWith('/report/bff/') ? 256 * 1024 : 1024 * 1024)
    const oversized = (headers: Record<string, string> = {}) =>
      rig.app.inject({ method: 'POST', url, headers: { cookie: rig.cookie(), 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ pad: 'x'.repeat(limit) }) })
    // The renderer's relay knows its caller by the consumer key before it reads a body (issue 30 item 4).
    const renderer = url.startsWith('/report/bff/renderer/')
    if (renderer) t.match((await oversized()).json(), { code: 'BFF_ERR_RENDERER_KEY' }, `POST ${url}: without the renderer's key, refused unread`)
    const big = await oversized(renderer ? { 'x-consumer-key': DEMO_CONSUMER_KEY } : {})
    t.equal(big.statusCode, 413, `POST ${url}: a body over ${limit / 1024} KB is refused`)
    t.match(big.json(), { code: 'BFF_ERR_INPUT_TOO_LARGE', kind: 'invalid-input' })
    // A school-wide write asks who the user is before it reads the body (authorise before parse): that
    // call may come (the user's facts are kept 30 s), the body never does.
    t.equal(upstreamCalls(rig.faults.counts(), USER_INFO) - before, 0, 'and never reaches the upstream')
  }
  t.ok(prototypeIsClean())
})

t.test('cookies and headers with unicode and control characters: never a 5xx', async (t) => {
  const rig = await faultRig(t, DEFAULT_TIMEOUTS, 'demo-small-school')
  // What Node's HTTP parser lets through in a header value: visible ASCII, space and obs-text
  // (0x80–0xff); no controls, no DEL. Percent escapes in cookies decode to anything (%E6%88%90 is 成, %7F DEL).
  const octet = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff })).map((c) => String.fromCharCode(c))
  const latin1 = fc.oneof(fc.string({ unit: octet, maxLength: 60 }), fc.constantFrom('%E6%88%90', '%7F', '%00', '%0D%0A', '%ZZ', '%', 'a%20b', '%F0%9F%98%80', '"quoted"', 'a;b', 'a,b'))
  const urls = ['/report/bff/session', '/report/bff/exams', '/report/obt/v1/user/info', '/report/', '/report/?token=x']
  await holds(t, 'cookies and headers',
    fc.asyncProperty(fc.constantFrom(...urls), latin1, latin1, fc.constantFrom('fxtoken', 'unifyToken', 'fxExport', 'fxNotice', ...PROTO_KEYS), async (url, value, other, name) => {
      const res = await rig.app.inject({
        url,
        headers: { cookie: `${name}=${value}; unifyToken=${other}`, 'sec-fetch-dest': value, 'accept-language': other, 'if-none-match': value },
        remoteAddress: `10.0.${value.length}.${other.length}`,
      })
      if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${url} with cookie ${name}=${JSON.stringify(value)}; unifyToken=${JSON.stringify(other)}: ${res.body.slice(0, 200)}`)
    }),
    { numRuns: RUNS * 2 },
  )
  t.ok(prototypeIsClean())
})

t.test('a session cookie that decodes to what a Cookie header cannot carry is no session (401), not a 502', async (t) => {
  const rig = await faultRig(t, DEFAULT_TIMEOUTS, 'demo-small-school')
  for (const value of ['%E6%88%90%E7%BB%A9', '%7F', 'a%0Db', 'ok%22quote']) {
    const res = await rig.app.inject({ url: '/report/bff/session', headers: { cookie: `unifyToken=${value}` } })
    t.equal(res.statusCode, 401, value)
    t.equal(res.json().kind, 'no-session')
  }
  // The token chain stores what it is given (encoded); the next request must not choke on it.
  const login = await rig.app.inject({ url: '/report/?fxtoken=%E6%88%90%E7%BB%A9' })
  t.equal(login.statusCode, 302)
  const cookie = String(login.headers['set-cookie']).split(';', 1)[0]!
  const next = await rig.app.inject({ url: '/report/bff/exams', headers: { cookie } })
  t.equal(next.statusCode, 401, `${cookie}: no session`)
  t.same(rig.faults.counts(), {}, 'and no upstream call')
})
