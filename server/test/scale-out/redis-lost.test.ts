import t from 'tap'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'
import { startRedisServer } from '../helpers/redis.ts'

// Issue 22: Redis holds only what can be rebuilt (caches, the exchange memo, rate-limit counts), so an
// instance whose Redis is gone keeps serving: a picture from the platform, a token exchanged, a session.

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'
const SHEET = '/api/v3/exams/E1/papers/1/students/S1/answer-pics/1'

t.test('with its Redis gone, an instance still serves answer sheets and token exchanges', async (t) => {
  const redis = await startRedisServer(t)
  const upstream = fakeUpstream({
    'POST /report/obt/auth': async () => ({ code: 0, data: { unifyToken: 'U-1', examid: '' } }),
    [SHEET]: async (_request, reply) => reply.type('image/svg+xml').send(SVG),
  })
  const bff = await buildBff(t, await listen(t, upstream.app), { REDIS_URL: redis.url })
  t.equal((await bff.inject({ url: SHEET, headers: { cookie: 'unifyToken=A' } })).statusCode, 200, 'served while Redis is up')

  await redis.stop()
  const started = Date.now()
  const sheet = await bff.inject({ url: SHEET, headers: { cookie: 'unifyToken=B' } })
  t.equal(sheet.statusCode, 200, 'an answer sheet without Redis')
  t.equal(sheet.body, SVG)
  const exchange = await bff.inject({ url: '/report/?token=T-after-redis' })
  t.equal(exchange.statusCode, 302, `a token exchange without Redis: ${exchange.body.slice(0, 200)}`)
  t.match(String(exchange.headers['set-cookie']), /unifyToken=U-1/)
  t.ok(Date.now() - started < 10_000, 'without waiting for Redis to come back')
})
