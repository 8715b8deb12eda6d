// Table tests for DESIGN.md "Upstream path rules (one pure function, table-tested)" and spec 1 §7
// ("Requests whose first path segment is one of obt … user are prefixed with /report. In PDF-export
// mode, paths under obt switch to a pdf segment (except unify-token generation).").
import t from 'tap'
import fc from 'fast-check'
import { isApiPath, isUnsafePath, toUpstreamPath, type UpstreamPathResult } from '../../../src/domain/gateway/upstream-path.ts'

const PREFIXES = ['obt', 'pri', 'mod', 'excel', 'task', 'tool', 'exam', 'analysis', 'user'] as const

interface Row {
  ref: string
  path: string
  exportMode?: boolean
  want: UpstreamPathResult
  /** Set only for a row that fails because of a source bug (reported to the lead). */
  bug?: string
}

const ok = (path: string): UpstreamPathResult => ({ ok: true, path })
const notAllowed: UpstreamPathResult = { ok: false, reason: 'not-allowed' }
const unsafe: UpstreamPathResult = { ok: false, reason: 'unsafe' }

const rows: Row[] = [
  // DESIGN path rules: "first segment is one of obt pri mod excel task tool exam analysis user goes … with /report in front"
  ...PREFIXES.map((p): Row => ({ ref: `DESIGN prefix rule: ${p}`, path: `/${p}/v1/some/thing`, want: ok(`/report/${p}/v1/some/thing`) })),
  { ref: 'DESIGN example: /obt/v1/user/info → /report/obt/v1/user/info', path: '/obt/v1/user/info', want: ok('/report/obt/v1/user/info') },
  { ref: 'DESIGN prefix rule: one segment after the prefix is enough', path: '/user/x', want: ok('/report/user/x') },
  // DESIGN: "Other paths (/api/v3/…, /api/v4/…) go as they are"
  { ref: 'DESIGN: /api/v3/… as it is', path: '/api/v3/exam/dashboard', want: ok('/api/v3/exam/dashboard') },
  { ref: 'DESIGN: /api/v4/… as it is', path: '/api/v4/x/y', want: ok('/api/v4/x/y') },
  { ref: 'DESIGN: /api/v3 answer-pics as it is', path: '/api/v3/exams/e1/papers/1/students/s1/answer-pics/0', want: ok('/api/v3/exams/e1/papers/1/students/s1/answer-pics/0') },
  { ref: 'DESIGN: /api/v3 is never re-prefixed in export mode', path: '/api/v3/exam/dashboard', exportMode: true, want: ok('/api/v3/exam/dashboard') },
  // DESIGN: "Passthrough accepts only those prefixes (under /report/) and /api/v3/…, /api/v4/…"
  { ref: 'DESIGN whitelist: /api/v5 refused', path: '/api/v5/x', want: notAllowed },
  { ref: 'DESIGN whitelist: /api/v2 refused', path: '/api/v2/x', want: notAllowed },
  { ref: 'DESIGN whitelist: /api/v3 alone refused', path: '/api/v3', want: notAllowed },
  { ref: 'DESIGN whitelist: /api/v4 alone refused', path: '/api/v4', want: notAllowed },
  { ref: 'DESIGN whitelist: /api alone refused', path: '/api', want: notAllowed },
  { ref: 'DESIGN whitelist: /pdf/… refused (pdf only by export rewrite)', path: '/pdf/v1/exam/info', want: notAllowed },
  { ref: 'DESIGN whitelist: /bff/… refused (BFF routes are not passthrough)', path: '/bff/session', want: notAllowed },
  { ref: 'DESIGN whitelist: /report/… refused (no double prefix)', path: '/report/obt/v1/user/info', want: notAllowed },
  { ref: 'DESIGN whitelist: / refused', path: '/', want: notAllowed },
  { ref: 'DESIGN whitelist: /obt alone refused', path: '/obt', want: notAllowed },
  { ref: 'DESIGN whitelist: /obt/ refused', path: '/obt/', want: notAllowed },
  { ref: 'DESIGN whitelist: /obt?x=1 refused', path: '/obt?x=1', want: notAllowed },
  { ref: 'DESIGN whitelist: prefix match is on the whole segment (/obtx)', path: '/obtx/v1/a', want: notAllowed },
  { ref: 'DESIGN whitelist: prefixes are case-sensitive (/OBT)', path: '/OBT/v1/a', want: notAllowed },
  { ref: 'DESIGN whitelist: /API/v3 is not /api/v3', path: '/API/v3/x', want: notAllowed },
  { ref: 'DESIGN whitelist: unknown segment refused', path: '/admin/v1/x', want: notAllowed },
  // DESIGN: "In a PDF-export session (fxExport=pdf), obt becomes pdf … /obt/v1/user/genUnifyToken is the one exception"
  { ref: 'DESIGN export mode example: /obt/v1/exam/info → /report/pdf/v1/exam/info', path: '/obt/v1/exam/info', exportMode: true, want: ok('/report/pdf/v1/exam/info') },
  { ref: 'DESIGN export mode: genUnifyToken stays under obt', path: '/obt/v1/user/genUnifyToken', exportMode: true, want: ok('/report/obt/v1/user/genUnifyToken') },
  { ref: 'DESIGN export mode: genUnifyToken with a query stays under obt', path: '/obt/v1/user/genUnifyToken?x=1', exportMode: true, want: ok('/report/obt/v1/user/genUnifyToken?x=1') },
  { ref: 'DESIGN export mode: only exactly genUnifyToken is exempt (trailing slash)', path: '/obt/v1/user/genUnifyToken/', exportMode: true, want: ok('/report/pdf/v1/user/genUnifyToken/') },
  { ref: 'DESIGN export mode: only exactly genUnifyToken is exempt (longer name)', path: '/obt/v1/user/genUnifyTokenX', exportMode: true, want: ok('/report/pdf/v1/user/genUnifyTokenX') },
  { ref: 'DESIGN export mode: only exactly genUnifyToken is exempt (other user path)', path: '/obt/v1/user/info', exportMode: true, want: ok('/report/pdf/v1/user/info') },
  { ref: 'DESIGN export mode: only obt becomes pdf (exam)', path: '/exam/v1/exam/info', exportMode: true, want: ok('/report/exam/v1/exam/info') },
  { ref: 'DESIGN export mode: only obt becomes pdf (pri)', path: '/pri/v1/a', exportMode: true, want: ok('/report/pri/v1/a') },
  { ref: 'DESIGN export mode: obt elsewhere in the path is untouched', path: '/exam/v1/obt/x', exportMode: true, want: ok('/report/exam/v1/obt/x') },
  // isApiPath: exam also names client routes (/report/exam/dashboard): only versioned exam paths are API
  { ref: 'client route /exam/dashboard is not passthrough', path: '/exam/dashboard?examid=1', want: notAllowed },
  { ref: 'client route /exam/oldReport/table is not passthrough', path: '/exam/oldReport/table', want: notAllowed },
  { ref: 'exam without version segment refused', path: '/exam/obt/x', exportMode: true, want: notAllowed },
  { ref: 'exam with v2 segment is API', path: '/exam/v2/x', want: ok('/report/exam/v2/x') },
  { ref: 'DESIGN export mode off: genUnifyToken under obt', path: '/obt/v1/user/genUnifyToken', want: ok('/report/obt/v1/user/genUnifyToken') },
  // queries are kept as they are
  { ref: 'query kept (report prefix)', path: '/obt/v1/exam/info?examid=1&org=0&grade=%E9%AB%98%E4%B8%80', want: ok('/report/obt/v1/exam/info?examid=1&org=0&grade=%E9%AB%98%E4%B8%80') },
  { ref: 'query kept (export mode)', path: '/obt/v1/exam/info?examid=1&org=0', exportMode: true, want: ok('/report/pdf/v1/exam/info?examid=1&org=0') },
  { ref: 'query kept (/api/v3)', path: '/api/v3/exam/dashboard?examid=1&org=0', want: ok('/api/v3/exam/dashboard?examid=1&org=0') },
  { ref: 'query kept: an encoded slash in the query is data, not a separator', path: '/obt/v1/a?next=%2Freport%2F', want: ok('/report/obt/v1/a?next=%2Freport%2F') },
  { ref: 'query kept: dots in the query are data', path: '/obt/v1/a?f=../x', want: ok('/report/obt/v1/a?f=../x') },
  // DESIGN: "it rejects .., encoded slashes and dot segments in any spelling"
  { ref: 'DESIGN unsafe: .. segment', path: '/obt/../admin', want: unsafe },
  { ref: 'DESIGN unsafe: .. segment climbing out of /api/v3', path: '/api/v3/../../x', want: unsafe },
  { ref: 'DESIGN unsafe: trailing .. segment', path: '/obt/v1/..', want: unsafe },
  { ref: 'DESIGN unsafe: . segment', path: '/obt/./v1/a', want: unsafe },
  { ref: 'DESIGN unsafe: trailing . segment', path: '/obt/v1/.', want: unsafe },
  { ref: 'DESIGN unsafe: %2e%2e', path: '/obt/%2e%2e/admin', want: unsafe },
  { ref: 'DESIGN unsafe: %2E%2E upper case', path: '/obt/%2E%2E/admin', want: unsafe },
  { ref: 'DESIGN unsafe: mixed .%2E', path: '/obt/.%2E/admin', want: unsafe },
  { ref: 'DESIGN unsafe: %2E single dot', path: '/obt/%2E/v1', want: unsafe },
  { ref: 'DESIGN unsafe: %2f encoded slash', path: '/obt/v1%2f..%2fadmin', want: unsafe },
  { ref: 'DESIGN unsafe: %2F encoded slash upper case', path: '/obt/v1%2Fadmin', want: unsafe },
  { ref: 'DESIGN unsafe: %5c encoded backslash', path: '/obt/v1%5c..%5cadmin', want: unsafe },
  { ref: 'DESIGN unsafe: %5C encoded backslash upper case', path: '/obt/v1%5Cadmin', want: unsafe },
  { ref: 'DESIGN unsafe: raw backslash', path: '/obt/v1\\..\\admin', want: unsafe },
  { ref: 'DESIGN unsafe: %00 NUL', path: '/obt/v1/a%00.png', want: unsafe },
  { ref: 'DESIGN unsafe: %252f double-encoded slash', path: '/obt/v1%252f..%252fadmin', want: unsafe },
  { ref: 'DESIGN unsafe: %252e double-encoded dot', path: '/obt/%252e%252e/admin', want: unsafe },
  { ref: 'DESIGN unsafe: %25 any encoded percent', path: '/obt/v1/100%25', want: unsafe },
  { ref: 'DESIGN unsafe: // empty segment', path: '/obt//v1/a', want: unsafe },
  { ref: 'DESIGN unsafe: leading // (protocol-relative)', path: '//evil.com/obt/v1', want: unsafe },
  { ref: 'DESIGN unsafe: // inside /api/v3', path: '/api/v3//x', want: unsafe },
  { ref: 'unsafe: raw NUL', path: '/obt/v1/a\u0000b', want: unsafe },
  { ref: 'unsafe: raw tab', path: '/obt/v1/a\tb', want: unsafe },
  { ref: 'unsafe: raw CR LF in the path (header injection)', path: '/obt/v1/a\r\nX-Evil: 1', want: unsafe },
  { ref: 'unsafe: raw DEL', path: '/obt/v1/a\u007fb', want: unsafe },
  { ref: 'unsafe: CR LF in the query', path: '/obt/v1/a?x=1\r\nX-Evil: 1', want: unsafe },
  { ref: 'unsafe: LF alone in the query', path: '/obt/v1/a?x=1\nX', want: unsafe },
  { ref: 'unsafe: NUL in the query', path: '/api/v3/exam/dashboard?x=\u0000', want: unsafe },
  { ref: 'unsafe: DEL in the query', path: '/obt/v1/a?x=\u007f', want: unsafe },
  { ref: 'unsafe: relative path (no leading /)', path: 'obt/v1/a', want: unsafe },
  { ref: 'unsafe: empty path', path: '', want: unsafe },
  { ref: 'unsafe: absolute URL', path: 'http://evil.com/obt/v1', want: unsafe },
  {
    ref: 'DESIGN unsafe "in any spelling": ..; (path-parameter dot segment, normalised to .. by Tomcat/Spring upstreams)',
    path: '/obt/..;/..;/admin',
    want: unsafe,
    bug: 'regression (fixed): upstream-path.ts accepts "..;" segments → /report/obt/..;/..;/admin (DESIGN: rejects .. in any spelling)',
  },
  {
    ref: 'DESIGN unsafe "in any spelling": .; segment',
    path: '/obt/.;/v1/a',
    want: unsafe,
    bug: 'regression (fixed): upstream-path.ts accepts ".;" segments → /report/obt/.;/v1/a (DESIGN: rejects dot segments in any spelling)',
  },
]

t.test('toUpstreamPath table', async (t) => {
  for (const row of rows) {
    const mode = row.exportMode ? ' [export]' : ''
    t.same(toUpstreamPath(row.path, row.exportMode ?? false), row.want, `${row.ref}: ${JSON.stringify(row.path)}${mode}`)
  }
})

t.test('isUnsafePath table (DESIGN: rejects .., encoded slashes and dot segments in any spelling)', async (t) => {
  const table: Array<[string, boolean]> = [
    ['/obt/v1/user/info', false],
    ['/api/v3/exams/1/papers/2/students/3/answer-pics/0', false],
    ['/obt/v1/a.b/c.png', false], // a dot inside a name is not a dot segment
    ['/obt/v1/高一', false], // raw non-ASCII is not a separator
    ['/obt/..', true],
    ['/..', true],
    ['/.', true],
    ['/obt/./a', true],
    ['/obt/%2e%2e', true],
    ['/obt/%2E%2e', true],
    ['/obt/%2e', true],
    ['/obt%2fadmin', true],
    ['/obt%2Fadmin', true],
    ['/obt%5cadmin', true],
    ['/obt%5Cadmin', true],
    ['/obt\\admin', true],
    ['/obt/%00', true],
    ['/obt/%252f', true],
    ['/obt/%25252f', true], // triple-encoded
    ['/obt//a', true],
    ['//a', true],
    ['/obt/\r', true],
    ['/obt/\n', true],
    ['/obt/\u0000', true],
    ['/obt/\u001f', true],
    ['/obt/\u007f', true],
  ]
  for (const [path, want] of table) t.equal(isUnsafePath(path), want, JSON.stringify(path))
})

t.test('isApiPath table (DESIGN prefix list; exam shares its name with client routes)', async (t) => {
  const table: Array<[string, boolean]> = [
    ...PREFIXES.filter((p) => p !== 'exam').map((p): [string, boolean] => [`/${p}/anything`, true]),
    ['/exam/v1/exam/info', true],
    ['/exam/v12/x', true],
    ['/exam/v1', true],
    ['/exam/dashboard', false],
    ['/exam/common/ranking', false],
    ['/exam/v1x/a', false],
    ['/exam', false],
    ['/exam/v1?x=1', true],
    ['/exam/dashboard?v=v1', false],
    ['/api/v3/x', false], // /api/* is not a report prefix
    ['/pdf/v1/x', false],
    ['/bff/session', false],
    ['/', false],
  ]
  for (const [path, want] of table) t.equal(isApiPath(path), want, JSON.stringify(path))
})

// Generator of hostile-looking paths: segments from a dictionary of tricky spellings plus free text,
// with an optional query.
const TRICKY = [
  ...PREFIXES, 'api', 'v3', 'v4', 'v5', 'pdf', 'bff', 'report', 'v1', 'user', 'genUnifyToken', 'a', '高一',
  '', '.', '..', '...', '..;', '.;', 'a..b', '%2e', '%2E', '%2e%2e', '.%2e', '%2f', '%2F', '%5c', '%5C', '\\', '%00',
  '%252f', '%252e', '%25', '%', ';', '?', '#', '\r', '\n', '\t', '\u0000', '\u007f', ' ', '~', '@evil.com',
]
const segment = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TRICKY) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) })
const hostilePath = fc
  .tuple(fc.array(segment, { minLength: 0, maxLength: 6 }), fc.option(fc.string({ maxLength: 12 }), { nil: undefined }))
  .map(([segs, query]) => '/' + segs.join('/') + (query === undefined ? '' : '?' + query))
const anyPath = fc.oneof(hostilePath, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }))
const pathnameOf = (p: string) => (p.includes('?') ? p.slice(0, p.indexOf('?')) : p)

t.test('property: every accepted path starts with /report/<prefix>/ or /api/v3/ or /api/v4/, has no // and no dot segment (DESIGN path rules)', async (t) => {
  const allowed = /^\/(report\/(obt|pdf|pri|mod|excel|task|tool|exam|analysis|user)\/|api\/v[34]\/)/
  fc.assert(
    fc.property(anyPath, fc.boolean(), (path, exportMode) => {
      const r = toUpstreamPath(path, exportMode)
      if (!r.ok) return true
      const pathname = pathnameOf(r.path)
      return (
        allowed.test(r.path) &&
        !pathname.includes('//') &&
        !pathname.split('/').some((s) => s === '.' || s === '..') &&
        !/%(2e|2f|5c|25|00)/i.test(pathname) &&
        !pathname.includes('\\') &&
        !/[\u0000-\u001f\u007f]/.test(r.path)
      )
    }),
    { numRuns: 2000 },
  )
  t.pass('held for 2000 paths')
})


t.test('property: export mode changes nothing but /report/obt/ → /report/pdf/ (DESIGN export rule)', async (t) => {
  fc.assert(
    fc.property(hostilePath, (path) => {
      const normal = toUpstreamPath(path, false)
      const exported = toUpstreamPath(path, true)
      if (!normal.ok) return !exported.ok && exported.reason === normal.reason
      if (!exported.ok) return false
      if (pathnameOf(path) === '/obt/v1/user/genUnifyToken' || !normal.path.startsWith('/report/obt/')) return exported.path === normal.path
      return exported.path === '/report/pdf/' + normal.path.slice('/report/obt/'.length)
    }),
    { numRuns: 500 },
  )
  t.pass()
})

t.test('property: the query string is passed on byte for byte (queries kept)', async (t) => {
  const safeQuery = fc.string({ maxLength: 20 }).filter((q) => !/[\u0000-\u001f\u007f]/.test(q))
  fc.assert(
    fc.property(fc.constantFrom(...PREFIXES), safeQuery, fc.boolean(), (prefix, q, exportMode) => {
      const r = toUpstreamPath(`/${prefix}/v1/x?${q}`, exportMode)
      return r.ok && r.path.endsWith(`/v1/x?${q}`)
    }),
    { numRuns: 500 },
  )
  t.pass()
})

// The per-request scans (issue 22, passthrough CPU) must answer as the split-based definitions they replaced.
const splitIsApiPath = (path: string) => {
  const segments = path.split(/[?#]/, 1)[0]!.split('/')
  const first = segments[1] ?? ''
  if (!(PREFIXES as readonly string[]).includes(first)) return false
  return first !== 'exam' || /^v\d+$/.test(segments[2] ?? '')
}
const splitHasDotSegment = (path: string) => path.split('/').some((segment) => ['.', '..'].includes(segment.split(';', 1)[0]!))

t.test('property: isApiPath and the dot-segment check agree with their split-based definitions', async (t) => {
  const withFragments = fc.oneof(anyPath, fc.tuple(hostilePath, fc.string({ maxLength: 8 })).map(([p, f]) => `${p}#${f}`))
  fc.assert(
    fc.property(withFragments, (path) => {
      if (isApiPath(path) !== splitIsApiPath(path)) throw new Error(`isApiPath(${JSON.stringify(path)})`)
      const pathname = pathnameOf(path)
      // Unsafe for another reason first: only paths that pass the other checks test the dot segments.
      if (!/[\u0000-\u001f\u007f-\u009f\\#]/.test(pathname) && !/%(2f|5c|2e|25|00)/i.test(pathname) && !pathname.includes('//') && isUnsafePath(pathname) !== splitHasDotSegment(pathname)) {
        throw new Error(`isUnsafePath(${JSON.stringify(pathname)})`)
      }
    }),
    { numRuns: 5000 },
  )
  for (const path of ['/exam', '/exam/', '/exam/v1', '/exam/v1/x', '/exam/v1?x', '/exam?v1', '/exam#/v1', 'x/obt', '/obt', '', '/', '//obt']) {
    t.equal(isApiPath(path), splitIsApiPath(path), `isApiPath ${path}`)
  }
  for (const path of ['/.;x/a', '/a/..;/b', '/a/...', '/a/.x', '/a/x.', '.', '..;', 'a/.', '/a/./b', '/..', '/a..b', '/a/;./b']) {
    t.equal(isUnsafePath(path), splitHasDotSegment(path), `dot segment ${path}`)
  }
})
