// Table tests for DESIGN.md "Caches": answer sheets (/obt/v1/student/answer-pic, /api/v3/…/answer-pics)
// and /api/v3/exam/dashboard are kept 3600 s; "The key includes who asks (a hash of the session), so one
// user's entry is never served to another."
import t from 'tap'
import fc from 'fast-check'
import { cacheKey, isCacheablePath } from '../../../src/domain/gateway/cache-key.ts'

const ANSWER_PICS = '/api/v3/exams/e-1/papers/2/students/s-9/answer-pics/0'

t.test('isCacheablePath table', async (t) => {
  const rows: Array<{ ref: string; method: string; path: string; want: boolean }> = [
    { ref: 'DESIGN caches: answer-pic under obt', method: 'GET', path: '/report/obt/v1/student/answer-pic', want: true },
    { ref: 'DESIGN caches: answer-pic under obt with query', method: 'GET', path: '/report/obt/v1/student/answer-pic?examid=1&org=0&pindex=1&studentId=s', want: true },
    { ref: 'DESIGN caches + export rule: answer-pic under pdf (export session)', method: 'GET', path: '/report/pdf/v1/student/answer-pic?examid=1', want: true },
    { ref: 'DESIGN caches: /api/v3 answer-pics image', method: 'GET', path: ANSWER_PICS, want: true },
    { ref: 'DESIGN caches: /api/v3 answer-pics image with query', method: 'GET', path: `${ANSWER_PICS}?v=2`, want: true },
    { ref: 'DESIGN caches: /api/v3/exam/dashboard', method: 'GET', path: '/api/v3/exam/dashboard', want: true },
    { ref: 'DESIGN caches /api/v3/…/answer-pics: a student\'s own sheets (spec 3 §7)', method: 'GET', path: '/api/v3/user/student/answer-pics?examid=1&org=0&pindex=2', want: true },
    { ref: 'not listed: a sub-path of the own sheets', method: 'GET', path: '/api/v3/user/student/answer-pics/x', want: false },
    { ref: 'DESIGN caches: /api/v3/exam/dashboard with query', method: 'GET', path: '/api/v3/exam/dashboard?examid=1&org=0&grade=%E9%AB%98%E4%B8%80', want: true },
    { ref: 'GET only: POST answer-pic', method: 'POST', path: '/report/obt/v1/student/answer-pic', want: false },
    { ref: 'GET only: POST dashboard', method: 'POST', path: '/api/v3/exam/dashboard', want: false },
    { ref: 'GET only: HEAD answer-pics', method: 'HEAD', path: ANSWER_PICS, want: false },
    { ref: 'GET only: PUT', method: 'PUT', path: ANSWER_PICS, want: false },
    { ref: 'GET only: DELETE', method: 'DELETE', path: '/api/v3/exam/dashboard', want: false },
    { ref: 'not listed: answer-pic under another prefix', method: 'GET', path: '/report/pri/v1/student/answer-pic', want: false },
    { ref: 'not listed: answer-pics (plural) under obt', method: 'GET', path: '/report/obt/v1/student/answer-pics', want: false },
    { ref: 'not listed: answer-pic sub-path', method: 'GET', path: '/report/obt/v1/student/answer-pic/x', want: false },
    { ref: 'not listed: client path without /report', method: 'GET', path: '/obt/v1/student/answer-pic', want: false },
    { ref: 'not listed: /api/v4 answer-pics', method: 'GET', path: ANSWER_PICS.replace('/v3/', '/v4/'), want: false },
    { ref: 'not listed: answer-pics list without a page', method: 'GET', path: '/api/v3/exams/e-1/papers/2/students/s-9/answer-pics', want: false },
    { ref: 'not listed: answer-pics page sub-path', method: 'GET', path: `${ANSWER_PICS}/x`, want: false },
    { ref: 'not listed: /api/v3/exam/dashboardx', method: 'GET', path: '/api/v3/exam/dashboardx', want: false },
    { ref: 'not listed: /api/v3/exam/dashboard/x', method: 'GET', path: '/api/v3/exam/dashboard/x', want: false },
    { ref: 'not listed: /api/v4/exam/dashboard', method: 'GET', path: '/api/v4/exam/dashboard', want: false },
    { ref: 'not listed: user info (per-user, changes)', method: 'GET', path: '/report/obt/v1/user/info', want: false },
    { ref: 'not listed: exam list', method: 'GET', path: '/report/obt/v1/exam/compare/list', want: false },
  ]
  for (const row of rows) t.equal(isCacheablePath(row.method, row.path), row.want, `${row.ref}: ${row.method} ${row.path}`)
})

t.test('cacheKey table', async (t) => {
  const a = 'sess-hash-a'
  const b = 'sess-hash-b'
  const dash = '/api/v3/exam/dashboard'
  t.not(cacheKey(a, `${dash}?examid=1`), cacheKey(b, `${dash}?examid=1`), 'DESIGN: key includes who asks (same path, two sessions)')
  t.not(cacheKey(a, ANSWER_PICS), cacheKey(b, ANSWER_PICS), 'DESIGN: key includes who asks (no query)')
  t.equal(cacheKey(a, `${dash}?examid=1&org=0&grade=g`), cacheKey(a, `${dash}?grade=g&org=0&examid=1`), 'reordered query → same key')
  t.equal(cacheKey(a, `${dash}?b=2&a=1`), cacheKey(a, `${dash}?a=1&b=2`), 'reordered query (two params) → same key')
  t.equal(cacheKey(a, `${dash}?grade=高一`), cacheKey(a, `${dash}?grade=%E9%AB%98%E4%B8%80`), 'raw and percent-encoded query value → same key')
  t.not(cacheKey(a, `${dash}?examid=1`), cacheKey(a, `${dash}?examid=2`), 'different query value → different key')
  t.not(cacheKey(a, `${dash}?examid=1`), cacheKey(a, `${dash}?org=1`), 'different query name → different key')
  t.not(cacheKey(a, ANSWER_PICS), cacheKey(a, ANSWER_PICS.replace(/0$/, '1')), 'different page → different key')
  t.not(cacheKey(a, `${dash}?examid=1&examid=2`), cacheKey(a, `${dash}?examid=1`), 'repeated param is not collapsed')
  t.equal(cacheKey(a, ANSWER_PICS), `${a} ${ANSWER_PICS}`, 'path without a query is used as it is')
  t.ok(cacheKey(a, `${dash}?b=2&a=1`).endsWith(`${dash}?a=1&b=2`), 'query is normalised by sorting names')
})

const param = fc.tuple(fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,7}$/), fc.string({ maxLength: 8 }))

t.test('property: reordering distinct query params never changes the key', async (t) => {
  fc.assert(
    fc.property(
      fc.string({ minLength: 1, maxLength: 16 }),
      fc.uniqueArray(param, { selector: ([k]) => k, minLength: 1, maxLength: 6 }),
      fc.infiniteStream(fc.nat()),
      (session, params, shuffle) => {
        const query = (ps: Array<[string, string]>) => new URLSearchParams(ps).toString()
        const shuffled = [...params]
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = shuffle.next().value % (i + 1)
          ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
        }
        return cacheKey(session, `/api/v3/exam/dashboard?${query(params)}`) === cacheKey(session, `/api/v3/exam/dashboard?${query(shuffled)}`)
      },
    ),
    { numRuns: 1000 },
  )
  t.pass()
})

t.test('property: two sessions never share a key for the same path (DESIGN: never served to another)', async (t) => {
  fc.assert(
    fc.property(fc.string({ maxLength: 16 }), fc.string({ maxLength: 16 }), fc.constantFrom(ANSWER_PICS, '/api/v3/exam/dashboard?examid=1&org=0', '/report/obt/v1/student/answer-pic?b=1&a=2'), (s1, s2, path) => {
      fc.pre(s1 !== s2)
      return cacheKey(s1, path) !== cacheKey(s2, path)
    }),
    { numRuns: 1000 },
  )
  t.pass()
})
