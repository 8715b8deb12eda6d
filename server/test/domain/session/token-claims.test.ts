// spec 1 §5 "A token decoder requires three dot-separated parts, else yields nothing; a decoding failure
// yields nothing and is only logged" — and where it is used: an expired session token goes to the
// sign-in page (/login) before the platform is asked (issue 21).

import t from 'tap'
import { decodeTokenClaims, isExpired } from '../../../src/domain/session/token-claims.ts'
import { shellRig } from '../../integration/shell-rig.ts'

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url')
const jwt = (payload: object) => `${b64('{"alg":"HS256"}')}.${b64(JSON.stringify(payload))}.sig`

t.test('decoder table', async (t) => {
  const cases: Array<[string, string | undefined, object | null, number]> = [
    ['three parts, JSON payload', jwt({ sub: 'a', exp: 10 }), { sub: 'a', exp: 10 }, 0],
    ['no token', undefined, null, 0],
    ['two parts: nothing, nothing logged', 'a.b', null, 0],
    ['four parts: nothing', 'a.b.c.d', null, 0],
    ['a demo login token (one part)', 'demo-city', null, 0],
    ['payload not base64url: nothing, logged', 'a.b+c.d', null, 1],
    ['payload not JSON: nothing, logged', `a.${b64('not json')}.c`, null, 1],
    ['payload an array: nothing, logged', `a.${b64('[1]')}.c`, null, 1],
  ]
  for (const [name, token, want, logged] of cases) {
    const reasons: string[] = []
    t.same(decodeTokenClaims(token, (r) => reasons.push(r)), want, name)
    t.equal(reasons.length, logged, `${name}: logged ${logged}`)
  }
})

t.test('expiry: a numeric exp in seconds, in the past', async (t) => {
  t.equal(isExpired({ exp: 100 }, 100_000), true)
  t.equal(isExpired({ exp: 101 }, 100_000), false)
  t.equal(isExpired({ exp: '100' }, 100_000), false)
  t.equal(isExpired({}, 100_000), false)
  t.equal(isExpired(null, 100_000), false)
})

t.test('the session view: an expired token answers 401 BFF_ERR_SESSION_EXPIRED; an undecodable one is asked upstream as before', async (t) => {
  const rig = await shellRig(t)
  const expired = await rig.app.inject({ url: '/report/bff/session', headers: { cookie: `unifyToken=${jwt({ sub: 'school-admin', kind: 'web', exp: 1 })}` } })
  t.equal(expired.statusCode, 401)
  t.match(expired.json(), { code: 'BFF_ERR_SESSION_EXPIRED', kind: 'auth', message: '登录已过期，请重新登录' })
  const live = await rig.app.inject({ url: '/report/bff/session', headers: { cookie: await rig.signIn('demo-school-admin') } })
  t.equal(live.statusCode, 200)
})
