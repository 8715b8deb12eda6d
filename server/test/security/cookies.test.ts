import t from 'tap'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { buildBff, listen } from '../helpers/build.ts'

function setCookies(value: string | string[] | undefined): string[] {
  return Array.isArray(value) ? value : value ? [value] : []
}

/** Every cookie the BFF writes, through every step of the token chain, sign-out and the role notice. */
async function everyCookie(env: Record<string, string>) {
  const upstream = buildUpstream()
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' })
  const app = await buildBff({ teardown: () => undefined }, url, env)
  try {
    const cookies: string[] = []
    for (const path of [
      '/report/?token=demo-city',
      '/report/exam/ranking?hfsToken=demo-teacher&platform=hfs',
      '/report/?fxtoken=demo-school-admin',
      `/report/export/pdf?fxPdfToken=${pdfTokenFor('city', { exam: '280162611180' })}`,
      '/report/?token=demo-no-view',
    ]) {
      cookies.push(...setCookies((await app.inject({ url: path })).headers['set-cookie']))
    }
    const unify = cookies.find((c) => c.startsWith('unifyToken=') && !c.startsWith('unifyToken=;'))!.split(';', 1)[0]!
    cookies.push(...setCookies((await app.inject({ url: `/report/?unifyToken=${unify.slice('unifyToken='.length)}` })).headers['set-cookie']))
    cookies.push(...setCookies((await app.inject({ url: '/report/bff/session', headers: { cookie: 'fxNotice=role' } })).headers['set-cookie']))
    cookies.push(...setCookies((await app.inject({ method: 'POST', url: '/report/bff/logout', headers: { cookie: unify, 'content-type': 'application/json' }, payload: '{}' })).headers['set-cookie']))
    return cookies
  } finally {
    await app.close()
    await upstream.close()
  }
}

t.test('every cookie the BFF sets is HttpOnly, SameSite=Lax, Path=/ and not Secure by default', async (t) => {
  const cookies = await everyCookie({})
  const names = new Set(cookies.map((c) => c.split('=', 1)[0]))
  t.same([...names].sort(), ['fxExport', 'fxNotice', 'fxtoken', 'unifyToken'], 'all four cookies were seen')
  for (const cookie of cookies) {
    const label = cookie.split(';', 1)[0]!.replace(/=.{12,}$/, '=…')
    t.match(cookie, /;\s*HttpOnly/i, `${label}: HttpOnly`)
    t.match(cookie, /;\s*SameSite=Lax/i, `${label}: SameSite=Lax`)
    t.match(cookie, /;\s*Path=\/(;|$)/, `${label}: Path=/`)
    t.notMatch(cookie, /;\s*Domain=/i, `${label}: host-only`)
    t.notMatch(cookie, /;\s*Secure/i, `${label}: not Secure without COOKIE_SECURE`)
  }
})

t.test('COOKIE_SECURE=1 adds Secure to every cookie, clearing ones included', async (t) => {
  const cookies = await everyCookie({ COOKIE_SECURE: '1' })
  t.ok(cookies.length >= 8)
  for (const cookie of cookies) t.match(cookie, /;\s*Secure/i, cookie.split(';', 1)[0]!.replace(/=.{12,}$/, '=…'))
})

t.test('the upstream\'s own Set-Cookie never reaches the browser, on any path', async (t) => {
  const upstream = buildUpstream()
  // The reference upstream sets no cookie of its own: make one answer that does.
  upstream.addHook('onSend', async (_request, reply, payload) => {
    reply.header('set-cookie', ['JSESSIONID=upstream-secret; Path=/; HttpOnly', 'unifyToken=forged; Path=/'])
    return payload
  })
  const app = await buildBff(t, await listen(t, upstream))
  const auth = await upstream.inject({ method: 'POST', url: '/report/obt/auth', payload: { token: 'demo-head-teacher', platform: 'fx' } })
  const cookie = `unifyToken=${auth.json().data.unifyToken}`
  const paths = [
    '/report/obt/v1/user/info',
    '/report/obt/v1/bench/sample',
    '/report/obt/v1/student/answer-pic?examid=100152611100&org=0&pindex=2&studentId=100012520301',
    '/api/v3/exams/100152611100/papers/2/students/100012520301/answer-pics/1',
    '/report/obt/v1/nothing-here',
    '/report/bff/session',
    '/report/bff/exams',
  ]
  for (const url of paths) {
    const res = await app.inject({ url, headers: { cookie } })
    t.notOk(res.headers['set-cookie'], `${url} (${res.statusCode}): no Set-Cookie`)
  }
  const sign = await app.inject({ url: '/report/?token=demo-city' })
  t.notMatch(setCookies(sign.headers['set-cookie']).join('\n'), /JSESSIONID|forged/, 'the token chain sets only the BFF\'s own cookies')
})
