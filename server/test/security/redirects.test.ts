import t, { type Test } from 'tap'
import { Pool } from 'undici'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

/** Redirect targets an upstream (or an attacker who controls one) might hand back after sign-in. */
const EVIL_TARGETS = [
  'https://evil.example/report/',
  'http:evil.example/report/',
  '//evil.example/report/',
  '///evil.example/report/',
  '/\\evil.example/report/',
  '\\\\evil.example\\report\\',
  '/report/\\..\\..\\evil',
  '/%2F%2Fevil.example/report/',
  '/report%2F..%2F..%2F%2Fevil.example',
  '/report/%2e%2e/%2e%2e/evil',
  '/report/../../evil',
  '/report/./../x',
  '/report/%5c%5cevil.example',
  '/report/\r\nSet-Cookie: fxtoken=forged',
  '/report/%0d%0aSet-Cookie:%20fxtoken=forged',
  '/report/\u0000x',
  ' /report/',
  '\t//evil.example',
  'javascript:alert(1)//report/',
  'data:text/html,<script>alert(1)</script>',
  '/reportx/evil',
  '/report.evil.example/',
  '/rep%6frt/../evil',
  '/report/\uff0f\uff0fevil.example',
  `/report/${'a'.repeat(3000)}`,
]

function authUpstream() {
  return fakeUpstream({
    'POST /report/obt/auth': async (request) => {
      const { token } = JSON.parse(String(request.body)) as { token: string }
      const index = Number(token.slice('evil-'.length))
      return { code: 0, data: { unifyToken: `U-${index}`, exam: EVIL_TARGETS[index] } }
    },
  })
}

function assertInside(t: Test, location: string | undefined, label: string) {
  t.ok(location !== undefined, `${label}: redirects`)
  const target = String(location)
  t.ok(target === '/report/' || target.startsWith('/report/') || target.startsWith('/report?'), `${label}: ${JSON.stringify(target.slice(0, 60))} stays in /report/`)
  t.notOk(target.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(target), `${label}: not absolute or protocol-relative`)
  t.notMatch(target, /[\u0000-\u0020\u007f\\]/, `${label}: no control characters, spaces or backslashes`)
  t.notMatch(target.split(/[?#]/, 1)[0]!, /%2f|%5c|(^|\/)\.\.?(\/|$)/i, `${label}: no encoded separators or dot segments in the path`)
  // What a browser would make of it, resolved against this host.
  const resolved = new URL(target, 'https://bff.example/report/page')
  t.equal(resolved.host, 'bff.example', `${label}: same host once resolved`)
  t.ok(resolved.pathname.startsWith('/report/'), `${label}: inside /report/ once resolved`)
}

t.test('redirect targets from the upstream stay inside /report/ on this host, whatever trick they carry', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  for (let i = 0; i < EVIL_TARGETS.length; i += 1) {
    const res = await app.inject({ url: `/report/?token=evil-${i}` })
    t.equal(res.statusCode, 302)
    assertInside(t, res.headers.location as string | undefined, JSON.stringify(EVIL_TARGETS[i]!.slice(0, 40)))
    t.notMatch(String(res.headers['set-cookie']), /forged/, 'no header injection')
  }
})

t.test('the same-page redirect after an exchange keeps tricks in the request out of the Location header', async (t) => {
  const upstream = authUpstream()
  const app = await buildBff(t, await listen(t, upstream.app))
  // Over a real socket: inject() normalises some of these before the BFF sees them.
  const pool = new Pool(await listen(t, app))
  t.teardown(() => pool.close())
  const paths = [
    '/report//evil.example/?fxtoken=F',
    '/report/%2F%2Fevil.example?fxtoken=F',
    '/report/\\evil.example?fxtoken=F',
    '/report/?fxtoken=F&next=%0d%0aSet-Cookie:%20x=y',
    '/report/x?unifyToken=%0d%0aLocation:%20https://evil.example',
    '/report/?token=&back=//evil.example',
    '/report/%0d%0aSet-Cookie:x=y?fxtoken=F',
  ]
  for (const path of paths) {
    const res = await pool.request({ method: 'GET', path })
    await res.body.dump()
    if (res.statusCode === 302) assertInside(t, res.headers.location as string, path)
    else t.ok(res.statusCode === 400 || res.statusCode === 200, `${path}: ${res.statusCode}`)
    t.notMatch(String(res.headers['set-cookie'] ?? ''), /x=y/, `${path}: no injected cookie`)
  }
})
