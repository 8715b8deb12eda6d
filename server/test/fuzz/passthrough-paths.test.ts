import t from 'tap'
import fc from 'fast-check'
import { Pool } from 'undici'
import { REPORT_PREFIXES } from '@report/contracts/constants'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'
import { isErrorShape } from '../faults/rig.ts'
import { holds } from './arbitraries.ts'
import { toUpstreamPath } from '../../src/domain/gateway/upstream-path.ts'

const RUNS = Number(process.env.FUZZ_RUNS ?? 300)
/** Path pieces that try to climb, smuggle a separator or confuse a parser, in every spelling. */
const PIECES = ['..', '.', '%2e', '%2E', '%2e%2e', '.%2e', '%2f', '%2F', '%5c', '%5C', '\\', '%252e', '%252f', '%00', '%0a', ';', '..;', '%3b', '%u002e', '\uff0e\uff0e', '\u2215', 'v1', 'v2', 'user', 'info', 'exam', 'a b', '成绩', '%E6%88%90', '~', '@', ':', '*', '%', '%%', '', '//']
const FIRST = [...REPORT_PREFIXES, 'api', 'pdf', 'bff', 'report', 'assets', 'OBT', '..', '%2e%2e', '']

const segment = fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 }), fc.array(fc.constantFrom(...PIECES), { maxLength: 3 }).map((p) => p.join('')))
const plausible = fc.tuple(fc.constantFrom(...REPORT_PREFIXES.map((p) => `/report/${p}`), '/api/v3', '/api/v4'), fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/), { minLength: 1, maxLength: 4 }), fc.option(fc.string({ maxLength: 10 })))
  .map(([base, rest, query]) => `${base}/v1/${rest.join('/')}${query === null ? '' : `?${query}`}`)
const rawPath = fc.oneof(plausible, fc.tuple(fc.constantFrom('/report/', '/api/', '/'), fc.constantFrom(...FIRST), fc.array(segment, { maxLength: 5 }), fc.option(fc.string({ maxLength: 10 }))).map(
  ([base, first, rest, query]) => `${base}${base === '/api/' ? fc.sample(fc.constantFrom('v3', 'v4', 'v5', first), 1)[0] : first}/${rest.join('/')}${query === null ? '' : `?${query}`}`,
))
/** What an HTTP client can put in a request line: no spaces or controls, everything else percent-encoded. */
const onTheWire = (path: string) => path.replace(/[\u0000-\u0020\u007f-\uffff]/gu, (c) => encodeURIComponent(c.toWellFormed()))

t.test('the path rules: whatever they accept is inside the whitelist and means the same to any URL parser', async (t) => {
  await holds(t, 'path rules',
    fc.property(rawPath.map(onTheWire), fc.boolean(), (path, exportMode) => {
      const client = path.startsWith('/report/') ? path.slice('/report'.length) : path
      const rule = toUpstreamPath(client, exportMode)
      if (!rule.ok) return
      const [pathname] = rule.path.split('?', 1) as [string]
      if (!/^\/report\/(obt|pri|mod|excel|task|tool|exam|analysis|user|pdf)\/[^/]/.test(pathname) && !/^\/api\/v[34]\//.test(pathname)) throw new Error(`${path} → ${rule.path}: outside the whitelist`)
      // The upstream's URL parser must see the same segments: no dot segment in any spelling it knows.
      const normalised = new URL(pathname, 'http://upstream.example').pathname
      if (normalised.split('/').length !== pathname.split('/').length) throw new Error(`${path} → ${rule.path}: a URL parser reads ${normalised}`)
      let decoded: string
      try {
        decoded = decodeURIComponent(pathname)
      } catch {
        return
      }
      if (decoded.split('/').some((s) => s === '..' || s === '.') || decoded.includes('\\') || decoded.includes('//')) throw new Error(`${path} → ${rule.path}: decodes to ${decoded}`)
      if (exportMode && pathname.startsWith('/report/obt/') && !pathname.endsWith('/v1/user/genUnifyToken')) throw new Error(`${path}: obt kept in export mode`)
    }),
    { numRuns: RUNS * 10 },
  )
})

t.test('the passthrough over a real socket: never a 5xx, refusals in the error shape, refused paths never reach the upstream', async (t) => {
  const upstream = fakeUpstream({})
  // The fake answers 404 for any path it does not know: a forwarded request shows up as that.
  const app = await buildBff(t, await listen(t, upstream.app))
  const pool = new Pool(await listen(t, app), { connections: 8 })
  t.teardown(() => pool.close())
  let forwarded = 0
  let refused = 0
  await holds(t, 'passthrough',
    fc.asyncProperty(rawPath.map(onTheWire), fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'), async (path, method) => {
      const before = upstream.seen.length
      const res = await pool.request({ method, path, headers: { cookie: 'unifyToken=U', 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : null })
      const text = await res.body.text()
      const client = path.startsWith('/report/') ? path.slice('/report'.length) : path
      const rule = toUpstreamPath(client, false)
      // Only this request's forwarding counts: a session's own calls (its facts, kept 30 s) may land meanwhile.
      const asked = path.split('?', 1)[0]!
      const own = upstream.seen.slice(before).filter((s) => s.url.split('?', 1)[0] === asked || (rule.ok && s.url === rule.path))
      const reached = own.length
      if (res.statusCode >= 500) throw new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 200)}`)
      if (reached > 0) {
        forwarded += 1
        if (!rule.ok) throw new Error(`${method} ${path} reached the upstream though the rules refuse it`)
        if (!own.some((s) => s.url === rule.path)) throw new Error(`${path}: the upstream saw ${own.map((s) => s.url).join(', ')}, the rules say ${rule.path}`)
      } else if (method !== 'HEAD' && (res.statusCode === 400 || (res.statusCode === 404 && text.includes('BFF_ERR')))) {
        refused += 1
        if (!isErrorShape(JSON.parse(text))) throw new Error(`${path}: not the error shape`)
      }
    }),
    { numRuns: RUNS },
  )
  t.ok(forwarded > 10 && refused > 10, `${forwarded} forwarded, ${refused} refused`)
})
