import t from 'tap'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

const SESSION = 'unifyToken=U1'

function exam(i: number) {
  return {
    examid: String(100000 + i), trueId: `${100000 + i}:0`, org: 0, name: `考试${i}`, grade: '高一', schoolid: 's1', from: 'X', classify: 'norm',
    scale: 1, fxtype: 1, type: 1, typeName: '月考', time: '2026-10-01', event_time: 0, isLiankao: false, isXiaoneiLiankao: false,
    isThreeLevel: false, isZb: false, isXgk: false, isCustom: false, isTrial: false, isEnableView: true, isEnableDownload: true,
    ipList: [], studentCount: 500, papers: [],
  }
}

/** An upstream with `total` exams; pages listed in `failOffsets` answer 500. */
function listUpstream(total: number, failOffsets: number[] = []) {
  return fakeUpstream({
    'POST /report/obt/v1/exam/compare/list': async (request, reply) => {
      const { offset, limit } = JSON.parse(String(request.body)) as { offset: number; limit: number }
      if (limit > 1 && failOffsets.includes(offset)) return reply.code(500).send({ code: 500, msg: 'boom' })
      const examList = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, k) => exam(offset + k))
      return { code: 0, data: { examList, schools: [{ id: 's1', name: '第一中学' }], total } }
    },
  })
}

function pageRequests(seen: Array<{ body: string }>) {
  return seen.map((s) => JSON.parse(s.body) as { offset: number; limit: number }).filter((b) => b.limit > 1)
}

t.test('1,600 exams: a probe, then pages of 300 (the cap) in upstream order', async (t) => {
  const upstream = listUpstream(1600)
  const app = await buildBff(t, await listen(t, upstream.app))
  const res = await app.inject({ url: '/report/bff/exams', headers: { cookie: SESSION } })
  t.equal(res.statusCode, 200)
  const { data } = res.json()
  t.equal(data.total, 1600)
  t.equal(data.exams.length, 1600)
  t.equal(data.incomplete, false)
  t.same(data.exams.slice(0, 2).map((e: { examid: string }) => e.examid), ['100000', '100001'], 'upstream order kept')
  t.equal(data.exams[1599].examid, '101599')
  t.same(pageRequests(upstream.seen).map((p) => p.limit), [300, 300, 300, 300, 300, 300])
  t.equal(upstream.seen.length, 7)
  t.same(JSON.parse(upstream.seen[0]!.body), { offset: 0, limit: 1 }, 'the probe asks for one row')
})

t.test('40 exams: one request of 500; 200 exams: five parallel pages of 40', async (t) => {
  const small = listUpstream(40)
  const app = await buildBff(t, await listen(t, small.app))
  t.equal((await app.inject({ url: '/report/bff/exams', headers: { cookie: SESSION } })).json().data.exams.length, 40)
  t.same(pageRequests(small.seen), [{ offset: 0, limit: 500 }])
  const mid = listUpstream(200)
  const app2 = await buildBff(t, await listen(t, mid.app))
  t.equal((await app2.inject({ url: '/report/bff/exams', headers: { cookie: SESSION } })).json().data.exams.length, 200)
  t.same(pageRequests(mid.seen).map((p) => p.limit), [40, 40, 40, 40, 40])
})

t.test('a failed page yields no rows and marks the list incomplete; nothing else fails', async (t) => {
  const upstream = listUpstream(1600, [300])
  const app = await buildBff(t, await listen(t, upstream.app))
  const res = await app.inject({ url: '/report/bff/exams?isFilter=1&schoolid=s1', headers: { cookie: SESSION } })
  t.equal(res.statusCode, 200)
  t.equal(res.json().data.exams.length, 1300)
  t.equal(res.json().data.incomplete, true)
  t.same(JSON.parse(upstream.seen[0]!.body), { isFilter: true, schoolid: 's1', offset: 0, limit: 1 })
})

t.test('the list is cached per session for a short while', async (t) => {
  const upstream = listUpstream(40)
  const app = await buildBff(t, await listen(t, upstream.app))
  await app.inject({ url: '/report/bff/exams', headers: { cookie: SESSION } })
  await app.inject({ url: '/report/bff/exams', headers: { cookie: SESSION } })
  t.equal(upstream.seen.length, 2, 'probe and page once')
  await app.inject({ url: '/report/bff/exams', headers: { cookie: 'unifyToken=OTHER' } })
  t.equal(upstream.seen.length, 4, 'another user gathers their own')
})

t.test('without a session the answer is no-session; bad query is invalid-input; a failed probe maps to the catalogue', async (t) => {
  const upstream = listUpstream(40)
  const app = await buildBff(t, await listen(t, upstream.app))
  const none = await app.inject({ url: '/report/bff/exams' })
  t.equal(none.statusCode, 401)
  t.equal(none.json().kind, 'no-session')
  const bad = await app.inject({ url: '/report/bff/exams?schoolid=../x', headers: { cookie: SESSION } })
  t.equal(bad.statusCode, 400)
  t.equal(bad.json().kind, 'invalid-input')
  t.equal(upstream.seen.length, 0, 'invalid input never reaches the upstream')
  const down = await buildBff(t, 'http://127.0.0.1:9')
  const res = await down.inject({ url: '/report/bff/exams', headers: { cookie: SESSION } })
  t.equal(res.statusCode, 502)
  t.equal(res.json().kind, 'upstream')
})
