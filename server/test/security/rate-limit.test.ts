import t from 'tap'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

function authUpstream() {
  return fakeUpstream({
    'POST /report/obt/auth': async (request) => ({ code: 0, data: { unifyToken: `U-${JSON.parse(String(request.body)).token}` } }),
    'POST /report/obt/v1/user/genUnifyToken': async () => {
      await new Promise((r) => setTimeout(r, 50))
      return { code: 0, data: { unifyToken: 'U-pdf' } }
    },
    '/report/obt/v1/user/info': async () => ({ code: 0, data: {} }),
  })
}

t.test('30 new tokens a minute per address on document requests; the 31st is 429 in the error shape', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  for (let i = 0; i < 30; i += 1) {
    const res = await app.inject({ url: `/report/?token=guess-${i}` })
    t.equal(res.statusCode, 302, `token ${i}`)
  }
  const over = await app.inject({ url: '/report/exam/ranking?token=guess-30' })
  t.equal(over.statusCode, 429)
  t.match(over.json(), { code: 'BFF_ERR_RATE_LIMITED', kind: String, message: '请求过于频繁，请稍后再试', requestId: String })
  t.ok(Number(over.headers['retry-after']) > 0, 'Retry-After says when')
  t.notOk(over.headers['set-cookie'])
  t.equal(upstream.seen.filter((s) => s.url === '/report/obt/auth').length, 30, 'the refused one never reached the upstream')
  for (const param of ['fxPdfToken', 'unifyToken', 'fxtoken', 'hfsToken', 'ygToken', 'hfsfd-token']) {
    t.equal((await app.inject({ url: `/report/?${param}=another` })).statusCode, 429, `${param} is limited as well`)
  }
  t.equal((await app.inject({ url: '/report/?token=guess-3' })).statusCode, 302, 'a token already admitted is free (a reload)')
  t.equal((await app.inject({ url: '/report/?token=fresh', remoteAddress: '10.9.8.7' })).statusCode, 302, 'another address has its own allowance')
  t.equal((await app.inject({ url: '/report/exam/ranking' })).statusCode, 200, 'a page without a token is never limited')
  t.equal((await app.inject({ url: '/report/obt/v1/user/info?token=x', headers: { cookie: 'unifyToken=U' } })).statusCode, 200, 'API calls are not token entry points')
  t.equal((await app.inject({ url: '/report/bff/session?token=x' })).statusCode, 401, 'nor are view models')
})

t.test('1,000 concurrent requests with one fxPdfToken count once: one exchange, the repeats answered without the upstream', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => app.inject({ url: `/report/export/pdf?page=${i}&fxPdfToken=P-one` })))
  t.ok(answers.every((r) => r.statusCode === 302), 'no 429')
  t.equal(upstream.seen.length, 1, 'one exchange')
  t.equal(answers.filter((r) => String(r.headers['set-cookie'] ?? '').includes('unifyToken=U-pdf')).length, 1, 'and one session: the token is single-use')
  for (let i = 0; i < 29; i += 1) await app.inject({ url: `/report/?token=t-${i}` })
  t.equal((await app.inject({ url: '/report/?token=t-29' })).statusCode, 429, 'the one token used 1 of the 30')
})

t.test('concurrent repeats of a refused token are refused too (no racing past the limit)', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  for (let i = 0; i < 30; i += 1) await app.inject({ url: `/report/?token=g-${i}` })
  const burst = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: '/report/?token=g-new' })))
  t.ok(burst.every((r) => r.statusCode === 429), burst.map((r) => r.statusCode).join(' '))
  t.equal(upstream.seen.length, 30)
})
