// Table tests for DESIGN.md "Token exchange chain" (spec 1 §4 navigation guard, steps 2–5).
import t from 'tap'
import fc from 'fast-check'
import { hasTokenParam, pathWithoutTokens, planExchange, type ExchangePlan } from '../../../src/domain/session/token-exchange-plan.ts'

const TOKEN_KEYS = ['fxPdfToken', 'unifyToken', 'fxtoken', 'token', 'hfsToken', 'ygToken', 'hfsfd-token'] as const

interface PlanRow {
  ref: string
  query: string | Array<[string, string]>
  fetchDest?: string
  want: ExchangePlan | null
  bug?: string
}

const q = (query: PlanRow['query']) => new URLSearchParams(query)
const long = (n: number) => 'x'.repeat(n)

const planRows: PlanRow[] = [
  // order: fxPdfToken > unifyToken > fxtoken > token/hfsToken/ygToken/hfsfd-token (spec 1 §4 guard order)
  { ref: 'DESIGN step 1: fxPdfToken', query: 'fxPdfToken=P', want: { step: 'pdf', token: 'P' } },
  { ref: 'DESIGN order: fxPdfToken wins over all others', query: 'token=T&fxtoken=F&unifyToken=U&fxPdfToken=P', want: { step: 'pdf', token: 'P' } },
  { ref: 'DESIGN step 2: unifyToken (continues as step 4: platform needed)', query: 'unifyToken=U', want: { step: 'unify', unifyToken: 'U', platform: 'fx' } },
  { ref: 'DESIGN order: unifyToken wins over fxtoken and token', query: 'token=T&fxtoken=F&unifyToken=U', want: { step: 'unify', unifyToken: 'U', platform: 'fx' } },
  { ref: 'DESIGN step 3: fxtoken', query: 'fxtoken=F', want: { step: 'login', token: 'F' } },
  { ref: 'DESIGN order: fxtoken wins over token', query: 'token=T&fxtoken=F', want: { step: 'login', token: 'F' } },
  { ref: 'DESIGN step 4: token', query: 'token=T', want: { step: 'auth', token: 'T', platform: 'fx' } },
  { ref: 'DESIGN step 4: hfsToken', query: 'hfsToken=H', want: { step: 'auth', token: 'H', platform: 'fx' } },
  { ref: 'DESIGN step 4: ygToken', query: 'ygToken=Y', want: { step: 'auth', token: 'Y', platform: 'fx' } },
  { ref: 'DESIGN step 4: hfsfd-token', query: 'hfsfd-token=Z', want: { step: 'auth', token: 'Z', platform: 'fx' } },
  { ref: 'DESIGN step 4 order: token before hfsToken, whatever the query order', query: 'hfsToken=H&token=T', want: { step: 'auth', token: 'T', platform: 'fx' } },
  { ref: 'DESIGN step 4 order: hfsToken before ygToken', query: 'ygToken=Y&hfsToken=H', want: { step: 'auth', token: 'H', platform: 'fx' } },
  { ref: 'DESIGN step 4 order: ygToken before hfsfd-token', query: 'hfsfd-token=Z&ygToken=Y', want: { step: 'auth', token: 'Y', platform: 'fx' } },
  { ref: 'repeated key: the first value counts', query: 'token=A&token=B', want: { step: 'auth', token: 'A', platform: 'fx' } },
  { ref: 'token value is decoded from the query', query: 'token=a%2Bb%3D%3D', want: { step: 'auth', token: 'a+b==', platform: 'fx' } },
  // platform: query's platform, else yj from an iframe (Sec-Fetch-Dest: iframe, or iframe=1), else fx
  { ref: 'DESIGN platform: from the query', query: 'token=T&platform=hfs', want: { step: 'auth', token: 'T', platform: 'hfs' } },
  { ref: 'DESIGN platform: the query wins over an iframe', query: 'token=T&platform=hfs&iframe=1', fetchDest: 'iframe', want: { step: 'auth', token: 'T', platform: 'hfs' } },
  { ref: 'DESIGN platform: Sec-Fetch-Dest iframe → yj', query: 'token=T', fetchDest: 'iframe', want: { step: 'auth', token: 'T', platform: 'yj' } },
  { ref: 'DESIGN platform: iframe=1 → yj', query: 'token=T&iframe=1', want: { step: 'auth', token: 'T', platform: 'yj' } },
  { ref: 'DESIGN platform: iframe=0 → fx', query: 'token=T&iframe=0', want: { step: 'auth', token: 'T', platform: 'fx' } },
  { ref: 'DESIGN platform: Sec-Fetch-Dest document → fx', query: 'token=T', fetchDest: 'document', want: { step: 'auth', token: 'T', platform: 'fx' } },
  { ref: 'DESIGN platform: Sec-Fetch-Dest frame is not iframe → fx', query: 'token=T', fetchDest: 'frame', want: { step: 'auth', token: 'T', platform: 'fx' } },
  { ref: 'DESIGN platform: empty platform= does not count (iframe)', query: 'token=T&platform=', fetchDest: 'iframe', want: { step: 'auth', token: 'T', platform: 'yj' } },
  { ref: 'DESIGN platform: empty platform= does not count (top level)', query: 'token=T&platform=', want: { step: 'auth', token: 'T', platform: 'fx' } },
  { ref: 'DESIGN platform: unify step from an iframe → yj', query: 'unifyToken=U', fetchDest: 'iframe', want: { step: 'unify', unifyToken: 'U', platform: 'yj' } },
  { ref: 'DESIGN platform: unify step with query platform', query: 'unifyToken=U&platform=hfs', want: { step: 'unify', unifyToken: 'U', platform: 'hfs' } },
  // unusable tokens are ignored (the next parameter in the order is tried)
  { ref: 'unusable: empty fxPdfToken is skipped', query: 'fxPdfToken=&token=T', want: { step: 'auth', token: 'T', platform: 'fx' } },
  { ref: 'unusable: empty unifyToken is skipped', query: 'unifyToken=&fxtoken=F', want: { step: 'login', token: 'F' } },
  { ref: 'unusable: empty token alone → nothing to do', query: 'token=', want: null },
  { ref: 'unusable: every key empty → nothing to do', query: TOKEN_KEYS.map((k) => `${k}=`).join('&'), want: null },
  { ref: 'unusable: 4096 chars is still usable', query: [['token', long(4096)]], want: { step: 'auth', token: long(4096), platform: 'fx' } },
  { ref: 'unusable: over 4096 chars', query: [['token', long(4097)]], want: null },
  { ref: 'unusable: over 4096 chars falls through to the next key', query: [['fxPdfToken', long(5000)], ['fxtoken', 'F']], want: { step: 'login', token: 'F' } },
  { ref: 'unusable: space (+)', query: 'token=a+b', want: null },
  { ref: 'unusable: space (%20)', query: 'token=a%20b', want: null },
  { ref: 'unusable: semicolon (cookie injection)', query: 'token=a%3B%20fxExport=pdf', want: null },
  { ref: 'unusable: comma', query: 'token=a%2Cb', want: null },
  { ref: 'unusable: CR LF (header injection)', query: 'token=a%0D%0ASet-Cookie:x', want: null },
  { ref: 'unusable: tab', query: 'token=a%09b', want: null },
  { ref: 'unusable: NUL', query: 'token=a%00b', want: null },
  { ref: 'unusable: unit separator 0x1f', query: 'token=a%1Fb', want: null },
  {
    ref: 'unusable: DEL 0x7f is a control char',
    query: 'token=a%7Fb',
    want: null,
    bug: 'regression (fixed): token-exchange-plan.ts usable() accepts DEL (0x7f): regex [\\s;,\\u0000-\\u001f] misses \\u007f; planExchange returns {step:auth, token:"a\\x7fb"}',
  },
  // nothing to do
  { ref: 'no token parameter', query: 'examid=1&org=0', want: null },
  { ref: 'platform alone is not a token', query: 'platform=fx', want: null },
  { ref: 'key names are case-sensitive (Token)', query: 'Token=T', want: null },
  { ref: 'empty query', query: '', want: null },
]

t.test('planExchange table', async (t) => {
  for (const row of planRows) {
    const label = typeof row.query === 'string' ? row.query : row.query.map(([k, v]) => `${k}=<${v.length} chars>`).join('&')
    const name = `${row.ref}: ?${label}${row.fetchDest ? ` [Sec-Fetch-Dest: ${row.fetchDest}]` : ''}`
    t.same(planExchange({ query: q(row.query), fetchDest: row.fetchDest }), row.want, name)
  }
})

t.test('hasTokenParam table (any token key, usable or not, must leave the URL)', async (t) => {
  for (const key of TOKEN_KEYS) {
    t.equal(hasTokenParam(q(`${key}=v`)), true, `${key}=v`)
    t.equal(hasTokenParam(q(`${key}=`)), true, `${key}= (empty still counts)`)
    t.equal(hasTokenParam(q(`examid=1&${key}=${long(5000)}`)), true, `${key}=<5000 chars> (unusable still counts)`)
  }
  for (const query of ['', 'examid=1&org=0', 'platform=fx', 'iframe=1', 'Token=T', 'tokens=T', 'fxPdftoken=P', 'hfsfd_token=Z']) {
    t.equal(hasTokenParam(q(query)), false, JSON.stringify(query))
  }
})

t.test('pathWithoutTokens table (DESIGN: "302 to the same page without that parameter")', async (t) => {
  const rows: Array<[ref: string, pathname: string, query: string, dropPlatform: boolean, want: string]> = [
    ['DESIGN step 4 fallback: "same page minus token and platform"', '/report/exam/dashboard', 'examid=1&token=T&org=0&platform=hfs&grade=g', true, '/report/exam/dashboard?examid=1&org=0&grade=g'],
    ['platform kept when not asked to drop it', '/report/exam/dashboard', 'examid=1&token=T&org=0&platform=hfs', false, '/report/exam/dashboard?examid=1&org=0&platform=hfs'],
    ['every token key removed', '/report/', TOKEN_KEYS.map((k, i) => `${k}=v${i}&p${i}=${i}`).join('&'), false, '/report/?p0=0&p1=1&p2=2&p3=3&p4=4&p5=5&p6=6'],
    ['only tokens → bare path', '/report/', 'fxPdfToken=P&unifyToken=U', false, '/report/'],
    ['only token and platform → bare path', '/report/x', 'token=T&platform=yj', true, '/report/x'],
    ['repeated token key removed every time', '/report/', 'token=A&a=1&token=B', false, '/report/?a=1'],
    ['other params keep their order and repeats', '/report/', 'b=2&token=T&a=1&b=3', false, '/report/?b=2&a=1&b=3'],
    ['iframe flag kept', '/report/', 'iframe=1&token=T', true, '/report/?iframe=1'],
    ['empty token value removed too', '/report/', 'token=&x=1', false, '/report/?x=1'],
    ['Chinese value stays percent-encoded', '/report/exam/dashboard', 'grade=%E9%AB%98%E4%B8%80&unifyToken=U', true, '/report/exam/dashboard?grade=%E9%AB%98%E4%B8%80'],
    ['no query at all', '/report/help', '', true, '/report/help'],
  ]
  for (const [ref, pathname, query, dropPlatform, want] of rows) t.equal(pathWithoutTokens(pathname, q(query), dropPlatform), want, `${ref}: ${pathname}?${query}`)
})

t.test('property: pathWithoutTokens removes every token key and keeps every other param in order', async (t) => {
  const key = fc.oneof(fc.constantFrom(...TOKEN_KEYS, 'platform', 'examid', 'org', 'grade', 'iframe'), fc.stringMatching(/^[a-z]{1,5}$/))
  fc.assert(
    fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 8 })), { maxLength: 10 }), fc.boolean(), (params, dropPlatform) => {
      const out = pathWithoutTokens('/report/x', new URLSearchParams(params), dropPlatform)
      const outQuery = new URLSearchParams(out.includes('?') ? out.slice(out.indexOf('?') + 1) : '')
      const expected = params.filter(([k]) => !(TOKEN_KEYS as readonly string[]).includes(k) && !(dropPlatform && k === 'platform'))
      return !hasTokenParam(outQuery) && JSON.stringify([...outQuery]) === JSON.stringify(expected) && out.startsWith('/report/x')
    }),
    { numRuns: 1000 },
  )
  t.pass()
})

t.test('property: a plan exists exactly when some token key holds a usable value (usable = 1..4096 chars, no space/;/,/control)', async (t) => {
  const value = fc.oneof(fc.constantFrom('', 'T', 'a b', 'a;b', 'a,b', 'a\nb'), fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/))
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.constantFrom(...TOKEN_KEYS, 'platform', 'x'), value), { maxLength: 6 }), (params) => {
      const query = new URLSearchParams(params)
      const usableSomewhere = TOKEN_KEYS.some((k) => {
        const v = query.get(k)
        return v !== null && v.length > 0 && !/[\s;,\u0000-\u001f\u007f]/.test(v)
      })
      return (planExchange({ query, fetchDest: undefined }) !== null) === usableSomewhere
    }),
    { numRuns: 1000 },
  )
  t.pass()
})
