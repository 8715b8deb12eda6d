import t from 'tap'
import { buildBff, listen, type Teardown } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'
import { startRedis } from '../helpers/redis.ts'
import { staffUserInfo } from '../helpers/staff-user-info.ts'

// Issue 22: two BFF instances on one Redis behave as one — one token exchange, one answer-sheet cache.

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'
const SHEET = '/api/v3/exams/E1/papers/1/students/S1/answer-pics/1'
// Who asks decides whether a kept sheet may go out again (issue 20); these users are staff.
const STAFF_INFO = await staffUserInfo()

function platform() {
  return fakeUpstream({
    'POST /report/obt/v1/user/genUnifyToken': async (request) => {
      await new Promise((r) => setTimeout(r, 80))
      const { token } = JSON.parse(String(request.body)) as { token: string }
      return { code: 0, data: { unifyToken: `U-pdf-${token}` } }
    },
    [SHEET]: async (request, reply) => {
      await new Promise((r) => setTimeout(r, 30))
      return reply.type('image/svg+xml').send(SVG.replace('/>', ` data-for="${String(request.headers.cookie)}"/>`))
    },
    '/api/v3/exam/dashboard': async (_req, reply) => reply.code(503).send({ code: 503, msg: 'busy' }),
    '/report/obt/v1/user/info': async () => STAFF_INFO,
  })
}

async function twoInstances(t: Teardown) {
  const redis = await startRedis(t)
  const upstream = platform()
  const origin = await listen(t, upstream.app)
  const a = await buildBff(t, origin, { REDIS_URL: redis })
  const b = await buildBff(t, origin, { REDIS_URL: redis })
  return { upstream, a, b }
}

t.test('30 concurrent requests with one fxPdfToken spread over two instances make exactly one exchange and one session', async (t) => {
  const { upstream, a, b } = await twoInstances(t)
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).inject({ url: `/report/export/pdf?page=${i}&fxPdfToken=P-shared` })),
  )
  t.ok(answers.every((r) => r.statusCode === 302), 'every request answered')
  t.equal(answers.filter((r) => String(r.headers['set-cookie'] ?? '').includes('unifyToken=U-pdf-P-shared')).length, 1, 'one session: the token is single-use on both instances')
  t.equal(upstream.seen.filter((s) => s.url === '/report/obt/v1/user/genUnifyToken').length, 1, 'one exchange')
  const metrics = [(await a.inject({ url: '/metrics' })).body, (await b.inject({ url: '/metrics' })).body]
  const count = (result: string) => metrics.map((m) => Number(new RegExp(`bff_token_exchanges_total\\{step="pdf",result="${result}"\\} (\\d+)`).exec(m)?.[1] ?? 0))
  t.same(count('ok').sort(), [0, 1], 'made by one instance')
  t.equal(count('spent').reduce((a, b) => a + b, 0), 29, 'the other 29 found it spent, on either instance')
})

t.test('an answer sheet cached by one instance is served by the other without an upstream call, never to another user', async (t) => {
  const { upstream, a, b } = await twoInstances(t)
  const sheetCalls = () => upstream.seen.filter((s) => s.url === SHEET).length
  const first = await a.inject({ url: SHEET, headers: { cookie: 'unifyToken=A' } })
  t.equal(first.statusCode, 200)
  t.equal(sheetCalls(), 1)
  const fromB = await b.inject({ url: SHEET, headers: { cookie: 'unifyToken=A' } })
  t.equal(fromB.statusCode, 200)
  t.equal(fromB.body, first.body, 'the same picture')
  t.match(String(fromB.headers['content-type']), /^image\/svg\+xml/)
  t.equal(sheetCalls(), 1, 'no upstream call from the second instance')
  const other = await b.inject({ url: SHEET, headers: { cookie: 'unifyToken=B' } })
  t.equal(sheetCalls(), 2, 'another user asks the upstream')
  t.match(other.body, /unifyToken=B/)
  t.notMatch(other.body, /unifyToken=A/)
})

t.test('a failure is passed on and kept by neither instance', async (t) => {
  const { upstream, a, b } = await twoInstances(t)
  for (const app of [a, b, a]) t.equal((await app.inject({ url: '/api/v3/exam/dashboard?examid=1', headers: { cookie: 'unifyToken=A' } })).statusCode, 503)
  t.equal(upstream.seen.filter((s) => s.url.startsWith('/api/v3/exam/dashboard')).length, 3)
})

t.test('the token rate limit counts one address over both instances: the 31st new token in a minute is refused', async (t) => {
  const { a, b } = await twoInstances(t)
  const statuses: number[] = []
  for (let i = 0; i < 31; i++) statuses.push((await (i < 20 ? a : b).inject({ url: `/report/?token=guess-${i}` })).statusCode)
  t.same(statuses.slice(0, 30), Array(30).fill(302), 'thirty admitted, twenty on one and ten on the other')
  t.equal(statuses[30], 429, 'the thirty-first refused by the other instance')
})
