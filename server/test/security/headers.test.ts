import t from 'tap'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

t.test('helmet headers on every kind of answer: page, view model, passthrough, cached, redirect, error', async (t) => {
  const upstream = fakeUpstream({
    '/report/obt/v1/user/info': async () => ({ code: 0, data: { user: {} } }),
    '/api/v3/exam/dashboard': async () => ({ code: 0, data: {} }),
    'POST /report/obt/auth': async () => ({ code: 0, data: { unifyToken: 'U' } }),
  })
  const app = await buildBff(t, await listen(t, upstream.app))
  const answers = {
    page: await app.inject({ url: '/report/exam/ranking' }),
    'view model error': await app.inject({ url: '/report/bff/session' }),
    passthrough: await app.inject({ url: '/report/obt/v1/user/info', headers: { cookie: 'unifyToken=U' } }),
    cached: await app.inject({ url: '/api/v3/exam/dashboard?examid=1', headers: { cookie: 'unifyToken=U' } }),
    redirect: await app.inject({ url: '/report/?token=T' }),
    'not found': await app.inject({ url: '/report/bff/nothing' }),
    'unsafe path': await app.inject({ url: '/report/obt/v1/a%2fb' }),
  }
  for (const [name, res] of Object.entries(answers)) {
    const h = res.headers
    t.match(String(h['content-security-policy']), /default-src 'self'/, `${name}: CSP`)
    t.match(String(h['content-security-policy']), /object-src 'none'/, `${name}: CSP object-src`)
    t.match(String(h['content-security-policy']), /frame-ancestors 'self'/, `${name}: CSP frame-ancestors`)
    t.equal(h['x-content-type-options'], 'nosniff', `${name}: nosniff`)
    t.equal(h['referrer-policy'], 'no-referrer', `${name}: referrer policy`)
    t.match(String(h['strict-transport-security']), /max-age=\d+/, `${name}: HSTS`)
    t.equal(h['cross-origin-opener-policy'], 'same-origin', `${name}: COOP`)
    t.equal(h['cross-origin-resource-policy'], 'same-origin', `${name}: CORP`)
    t.equal(h['x-dns-prefetch-control'], 'off', `${name}: DNS prefetch off`)
    t.notOk(h['x-powered-by'], `${name}: no X-Powered-By`)
    t.notOk(h['access-control-allow-origin'], `${name}: no CORS grant`)
  }
  for (const name of ['view model error', 'not found', 'unsafe path'] as const) {
    t.equal(answers[name].headers['cache-control'], 'no-store', `${name}: errors are never cached`)
  }
  t.equal(answers.redirect.headers['cache-control'], 'no-store', 'a redirect that sets cookies is never cached')
  t.match(String(answers.cached.headers['cache-control']), /^private/, 'a per-user cached answer is private to the browser')
})
