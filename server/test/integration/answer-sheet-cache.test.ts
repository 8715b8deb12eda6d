import t from 'tap'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'
import { staffUserInfo } from '../helpers/staff-user-info.ts'

// Who asks decides whether a kept sheet may go out again (issue 20); these users are staff.
const TEACHER_INFO = await staffUserInfo()

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'

function sheetUpstream(delayMs = 0) {
  return fakeUpstream({
    '/api/v3/exams/E1/papers/1/students/S1/answer-pics/1': async (_req, reply) => {
      await new Promise((r) => setTimeout(r, delayMs))
      return reply.type('image/svg+xml').send(SVG)
    },
    '/report/obt/v1/student/answer-pic': async (request) => {
      const cookie = String(request.headers.cookie)
      return { code: 0, data: { pics: [{ page: 1, url: `/api/v3/exams/E1/papers/1/students/S1/answer-pics/1#${cookie}` }] } }
    },
    '/report/obt/v1/student/answer-pic-fail': async () => ({ code: 5, msg: 'no' }),
    '/report/obt/v1/user/info': async () => TEACHER_INFO,
  })
}

t.test('answer pictures are cached per user for an hour; concurrent misses make one upstream call', async (t) => {
  const upstream = sheetUpstream(30)
  const app = await buildBff(t, await listen(t, upstream.app))
  const url = '/api/v3/exams/E1/papers/1/students/S1/answer-pics/1'
  const sheetCalls = () => upstream.seen.filter((s) => s.url === url).length
  const first = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url, headers: { cookie: 'unifyToken=A' } })))
  t.ok(first.every((r) => r.statusCode === 200 && r.body === SVG && String(r.headers['content-type']).startsWith('image/svg+xml')))
  t.equal(sheetCalls(), 1)
  await app.inject({ url, headers: { cookie: 'unifyToken=A' } })
  t.equal(sheetCalls(), 1, 'a hit')
  await app.inject({ url, headers: { cookie: 'unifyToken=B' } })
  t.equal(sheetCalls(), 2, 'another user never gets the first user\'s entry')
  const metrics = (await app.inject({ url: '/metrics' })).body
  t.match(metrics, /bff_cache_lookups_total\{cache="answer-sheet",result="hit"\} \d+/)
})

t.test('one user\'s cached answer-pic list is never served to another', async (t) => {
  const upstream = sheetUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  const url = '/report/obt/v1/student/answer-pic?examid=E1&org=0&pindex=1&studentId=S1'
  const a = await app.inject({ url, headers: { cookie: 'unifyToken=A' } })
  const b = await app.inject({ url, headers: { cookie: 'unifyToken=B' } })
  t.match(a.body, /unifyToken=A/)
  t.match(b.body, /unifyToken=B/)
  t.notMatch(b.body, /unifyToken=A/)
})

t.test('failures are not cached', async (t) => {
  let calls = 0
  const upstream = fakeUpstream({
    '/api/v3/exam/dashboard': async (_req, reply) => {
      calls += 1
      return calls === 1 ? reply.code(503).send({ code: 503, msg: 'busy' }) : { code: 0, data: { ok: true } }
    },
  })
  const app = await buildBff(t, await listen(t, upstream.app))
  t.equal((await app.inject({ url: '/api/v3/exam/dashboard?examid=1', headers: { cookie: 'unifyToken=A' } })).statusCode, 503)
  t.equal((await app.inject({ url: '/api/v3/exam/dashboard?examid=1', headers: { cookie: 'unifyToken=A' } })).statusCode, 200)
  t.equal((await app.inject({ url: '/api/v3/exam/dashboard?examid=1', headers: { cookie: 'unifyToken=A' } })).statusCode, 200)
  t.equal(calls, 2)
})

t.test('issue 32: one sheet load is one upstream call however many wait for it, even when who asks cannot be told', async (t) => {
  // The user's facts lack a field the reuse rule needs (auth.isStudent, promised): the BFF cannot tell
  // whether a kept sheet may go out again, so a copy loaded before is asked for anew. The 20 requests
  // below all wait on one load: each takes its answer, none asks the reuse rule or the upstream again.
  const info = structuredClone(TEACHER_INFO) as { data: { user: { auth: Record<string, unknown> } } }
  delete info.data.user.auth.isStudent
  const upstream = fakeUpstream({
    '/api/v3/exams/E1/papers/1/students/S1/answer-pics/1': async (_req, reply) => {
      await new Promise((r) => setTimeout(r, 50))
      return reply.type('image/svg+xml').send(SVG)
    },
    '/report/obt/v1/user/info': async () => info,
  })
  const app = await buildBff(t, await listen(t, upstream.app))
  const url = '/api/v3/exams/E1/papers/1/students/S1/answer-pics/1'
  const sheetCalls = () => upstream.seen.filter((s) => s.url === url).length
  const all = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url, headers: { cookie: 'unifyToken=A' } })))
  t.ok(all.every((r) => r.statusCode === 200 && r.body === SVG), 'every waiter has the sheet')
  t.equal(sheetCalls(), 1, 'one upstream call for 20 concurrent requests')
  t.equal(upstream.seen.filter((s) => s.url === '/report/obt/v1/user/info').length, 0, 'the waiters of the load never asked who they are')
  const again = await app.inject({ url, headers: { cookie: 'unifyToken=A' } })
  t.equal(again.statusCode, 200)
  t.equal(sheetCalls(), 2, 'a copy loaded before, for a user who cannot be told, is not reused: asked anew')
})
