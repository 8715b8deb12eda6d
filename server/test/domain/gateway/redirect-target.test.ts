// Table tests for DESIGN.md token chain: "Every redirect target stays inside /report/ on this host."
import t from 'tap'
import fc from 'fast-check'
import { validateHeaderValue } from 'node:http'
import { safeRedirectTarget } from '../../../src/domain/gateway/redirect-target.ts'

const HOME = '/report/'
const LEGIT = '/report/exam/dashboard?examid=1&org=0&grade=%E9%AB%98%E4%B8%80'

interface Row {
  ref: string
  target: string | undefined | null
  want: string
  bug?: string
}

const toHome = (ref: string, target: string | undefined | null): Row => ({ ref, target, want: HOME })

const rows: Row[] = [
  // leaving the host
  toHome('DESIGN same host: protocol-relative //evil.com', '//evil.com'),
  toHome('DESIGN same host: protocol-relative //evil.com/report/', '//evil.com/report/'),
  toHome('DESIGN same host: ///evil.com', '///evil.com'),
  toHome('DESIGN same host: /\\evil.com (browsers read \\ as /)', '/\\evil.com'),
  toHome('DESIGN same host: \\\\evil.com', '\\\\evil.com'),
  toHome('DESIGN same host: /report/\\evil.com', '/report/\\evil.com'),
  toHome('DESIGN same host: https://evil', 'https://evil'),
  toHome('DESIGN same host: http://evil.com/report/', 'http://evil.com/report/'),
  toHome('DESIGN same host: https://this-host/report/ (absolute URLs never pass)', 'https://127.0.0.1:3000/report/'),
  toHome('DESIGN same host: javascript: URL', 'javascript:alert(1)'),
  toHome('DESIGN same host: JaVaScRiPt: URL', 'JaVaScRiPt:alert(1)'),
  toHome('DESIGN same host: data: URL', 'data:text/html,<script>alert(1)</script>'),
  toHome('DESIGN same host: leading space before //', ' //evil.com'),
  toHome('DESIGN same host: leading tab (stripped by URL parsers)', '\t//evil.com'),
  // leaving /report/
  toHome('DESIGN inside /report/: /report/../x', '/report/../x'),
  toHome('DESIGN inside /report/: /report/x/../../y', '/report/x/../../y'),
  toHome('DESIGN inside /report/: /report/..', '/report/..'),
  toHome('DESIGN inside /report/: /report/./x (dot segment)', '/report/./x'),
  toHome('DESIGN inside /report/: /report/%2e%2e/x', '/report/%2e%2e/x'),
  toHome('DESIGN inside /report/: /report/%2E%2E/x', '/report/%2E%2E/x'),
  toHome('DESIGN inside /report/: /report/.%2e/x', '/report/.%2e/x'),
  toHome('DESIGN inside /report/: /report/%2e/x', '/report/%2e/x'),
  toHome('DESIGN inside /report/: /reportx', '/reportx'),
  toHome('DESIGN inside /report/: /reportx/y', '/reportx/y'),
  toHome('DESIGN inside /report/: /report%2f..', '/report%2f..'),
  toHome('DESIGN inside /report/: /report%2F..%2Fadmin', '/report%2F..%2Fadmin'),
  toHome('DESIGN inside /report/: /report/%2f%2fevil.com', '/report/%2f%2fevil.com'),
  toHome('DESIGN inside /report/: /report/%5cevil.com', '/report/%5cevil.com'),
  toHome('DESIGN inside /report/: /Report/ (case)', '/Report/'),
  toHome('DESIGN inside /report/: /', '/'),
  toHome('DESIGN inside /report/: /api/v3/x', '/api/v3/x'),
  toHome('DESIGN inside /report/: relative report/x', 'report/x'),
  toHome('DESIGN inside /report/: relative ./report/', './report/'),
  toHome('DESIGN inside /report/: ?x=1 only', '?x=1'),
  toHome('DESIGN inside /report/: #frag only', '#/report/'),
  // header injection
  toHome('header injection: raw CRLF', '/report/\r\nSet-Cookie: fxtoken=evil'),
  toHome('header injection: raw LF', '/report/x\nLocation: //evil.com'),
  toHome('header injection: raw CRLF in the query', '/report/x?a=1\r\nSet-Cookie: a=b'),
  toHome('header injection: encoded %0d%0a', '/report/%0d%0aSet-Cookie:%20fxtoken=evil'),
  toHome('header injection: encoded %0D%0A in the query', '/report/x?a=%0D%0ASet-Cookie:%20a=b'),
  toHome('control char: raw NUL', '/report/x\u0000'),
  toHome('control char: encoded %00', '/report/x%00'),
  toHome('control char: raw DEL', '/report/x\u007f'),
  toHome('encoded backslash in the query', '/report/x?next=%5c%5cevil.com'),
  toHome('malformed percent-encoding', '/report/x?a=%zz'),
  toHome('malformed percent-encoding: lone %', '/report/100%'),
  // empty, missing, oversize
  toHome('empty string', ''),
  toHome('undefined', undefined),
  toHome('null', null),
  toHome('very long (2049 chars)', '/report/' + 'a'.repeat(2049 - '/report/'.length)),
  toHome('very long (100 000 chars)', '/report/?q=' + 'a'.repeat(100_000)),
  // kept
  { ref: 'kept: home itself', target: '/report/', want: '/report/' },
  { ref: 'kept: legitimate dashboard link, encoded (DESIGN step 4: data.exam with examid, org, grade)', target: LEGIT, want: LEGIT },
  {
    ref: 'kept: legitimate dashboard link with a raw Chinese grade, percent-encoded for the Location header',
    target: '/report/exam/dashboard?examid=1&org=0&grade=高一',
    want: LEGIT,
  },
  { ref: 'kept: page with query', target: '/report/exam/common/ranking?examid=e-1&org=1&grade=%E9%AB%98%E4%B8%80&lkschool=s1', want: '/report/exam/common/ranking?examid=e-1&org=1&grade=%E9%AB%98%E4%B8%80&lkschool=s1' },
  { ref: 'kept: fragment', target: '/report/help#top', want: '/report/help#top' },
  { ref: 'kept: dots inside a name are not dot segments', target: '/report/files/a.b..c', want: '/report/files/a.b..c' },
  { ref: 'kept: // inside the query is data', target: '/report/x?next=https://evil.com', want: '/report/x?next=https://evil.com' },
  { ref: 'kept: space is percent-encoded', target: '/report/a b', want: '/report/a%20b' },
  { ref: 'kept: exactly 2048 chars', target: '/report/' + 'a'.repeat(2048 - '/report/'.length), want: '/report/' + 'a'.repeat(2048 - '/report/'.length) },
  {
    ref: 'no throw on a lone UTF-16 surrogate (e.g. "\\ud800" in upstream JSON data.exam); falls back home',
    target: '/report/exam/dashboard?grade=\uD800',
    want: HOME,
    bug: 'regression (fixed): redirect-target.ts headerSafe() calls encodeURIComponent on a lone surrogate and throws URIError instead of returning /report/',
  },
]

t.test('safeRedirectTarget table', async (t) => {
  for (const row of rows) {
    const label = typeof row.target === 'string' && row.target.length > 80 ? `${row.target.slice(0, 40)}… (${row.target.length} chars)` : JSON.stringify(row.target)
    let got: string
    try {
      got = safeRedirectTarget(row.target)
    } catch (error) {
      got = `threw ${String(error)}`
    }
    t.equal(got, row.want, `${row.ref}: ${label}`)
  }
})

const segment = fc.constantFrom('report', 'report', 'exam', 'dashboard', '', '.', '..', '%2e', '%2E%2e', '%2f', '%5c', '\\', 'evil.com', 'https:', 'javascript:', '高一', ' ', '\r\n', '%0d%0a', '?', '#', '@', 'a..b')
const hostile = fc.oneof(
  fc.array(segment, { maxLength: 6 }).map((s) => '/' + s.join('/')),
  fc.array(segment, { maxLength: 6 }).map((s) => s.join('/')),
  fc.tuple(fc.array(segment, { maxLength: 4 }), fc.string({ unit: 'binary', maxLength: 12 })).map(([s, q]) => '/report/' + s.join('/') + '?' + q),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
)

t.test('property: any target resolves to this host, inside /report, as a legal Location header (DESIGN token chain)', async (t) => {
  fc.assert(
    fc.property(hostile, (target) => {
      const out = safeRedirectTarget(target)
      validateHeaderValue('location', out) // throws on a character a header cannot carry
      if (!/^[\x21-\x7e]+$/.test(out)) return false
      if (out.startsWith('//')) return false
      const url = new URL(out, 'https://bff.test')
      return url.origin === 'https://bff.test' && (url.pathname === '/report' || url.pathname.startsWith('/report/'))
    }),
    { numRuns: 1000 },
  )
  t.pass('held for 1000 targets')
})

t.test('property: a kept target is the input itself, up to percent-encoding of non-ASCII', async (t) => {
  fc.assert(
    fc.property(hostile, (target) => {
      const out = safeRedirectTarget(target)
      return out === HOME || decodeURI(out) === decodeURI(target) || out === target
    }),
    { numRuns: 1000 },
  )
  t.pass()
})
