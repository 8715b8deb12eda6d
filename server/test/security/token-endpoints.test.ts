import t from 'tap'
import { Pool } from 'undici'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, listen } from '../helpers/build.ts'

/**
 * spec 1 §4 / DESIGN.md: page script never holds a token. The upstream's token endpoints are the
 * token chain's own, so the passthrough refuses them in every spelling a forgiving platform would
 * still route to them, with the session's cookies, before anything reaches the upstream.
 */
const VARIANTS = [
  '/report/obt/auth',
  '/report/obt/auth/',
  '/report/obt/auth;x=1',
  '/report/obt/auth%3Fx=1',
  '/report/obt/Auth',
  '/report/obt/AUTH/',
  '/report/obt/%61uth',
  '/report/obt/auth?token=unify&platform=fx',
  '/report/obt/login',
  '/report/obt/v1/user/genUnifyToken',
  '/report/obt/v1/user/genunifytoken;a=b',
  '/report/obt/v1/user/genUnifyToken/',
  '/report/obt/v1/user/genUnifyToken%3F',
  '/report/tool/v1/fx/yj-token',
  '/report/tool/v1/fx/YJ-Token/',
]

t.test('no spelling of a token endpoint reaches the upstream through the passthrough', async (t) => {
  const upstream = buildUpstream()
  const reached: string[] = []
  upstream.addHook('onRequest', async (request) => void reached.push(`${request.method} ${request.url}`))
  const upstreamUrl = await listen(t, upstream)
  const auth = await upstream.inject({ method: 'POST', url: '/report/obt/auth', payload: { token: 'demo-showcase', platform: 'fx' } })
  const unifyToken = auth.json().data.unifyToken as string
  reached.length = 0
  const app = await buildBff(t, upstreamUrl)
  // A real socket: inject() would tidy the path before the BFF sees it.
  const pool = new Pool(await listen(t, app))
  t.teardown(() => pool.close())

  for (const exportMode of [false, true]) {
    const cookie = `fxtoken=demo-showcase; unifyToken=${unifyToken}${exportMode ? '; fxExport=pdf' : ''}`
    for (const path of VARIANTS) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await pool.request({
          method,
          path,
          headers: { cookie, 'content-type': 'application/json' },
          body: method === 'POST' ? JSON.stringify({ token: 'unify', platform: 'fx' }) : undefined,
        })
        const text = await res.body.text()
        t.notOk(text.includes(unifyToken) || /unifyToken/i.test(text), `${method} ${path}${exportMode ? ' (PDF mode)' : ''}: no token in the answer`)
        t.ok(res.statusCode === 404 || res.statusCode === 400 || res.statusCode === 403, `${method} ${path}: refused (${res.statusCode})`)
        t.match(JSON.parse(text), { code: String, kind: String, message: String, requestId: String }, 'in the error shape')
      }
    }
  }
  t.same(reached, [], 'the upstream saw none of them')

  const info = await pool.request({ method: 'GET', path: '/report/obt/v1/user/info', headers: { cookie: `unifyToken=${unifyToken}` } })
  await info.body.text()
  t.equal(info.statusCode, 200, 'the passthrough itself still works')
  t.same(reached, ['GET /report/obt/v1/user/info'], 'and that call is the one the upstream saw')
})
