import t from 'tap'
import { Writable } from 'node:stream'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { buildBff, listen, cookieHeaderFrom } from '../helpers/build.ts'
import { loggerOptions } from '../../src/logger.ts'

/**
 * No token in any response body, page HTML or log line: drive the whole chain and every kind of
 * answer with real tokens of the reference upstream, log at trace, and look for the tokens everywhere.
 */
t.test('no token reaches a response body, a page or a log line', async (t) => {
  const upstream = buildUpstream()
  const lines: string[] = []
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done() } })
  const app = await buildBff(t, await listen(t, upstream), {}, { ...(loggerOptions('trace') as object), stream })

  const loginToken = 'demo-head-teacher'
  const pdfToken = pdfTokenFor('city', { exam: '280162611180' })
  const bodies: Array<[string, string]> = []
  const record = (label: string, res: { body: string; headers: Record<string, unknown> }) => {
    bodies.push([label, res.body])
    bodies.push([`${label} (location)`, String(res.headers.location ?? '')])
  }

  const signIn = await app.inject({ url: `/report/exam/ranking?examid=1&token=${loginToken}&platform=fx` })
  record('sign-in redirect', signIn)
  const cookie = cookieHeaderFrom(signIn.headers['set-cookie'])
  const unifyToken = /unifyToken=([^;]+)/.exec(cookie)![1]!
  const pdf = await app.inject({ url: `/report/export/pdf?fxPdfToken=${pdfToken}` })
  record('pdf redirect', pdf)
  const pdfCookie = cookieHeaderFrom(pdf.headers['set-cookie'])
  const pdfUnify = /unifyToken=([^;]+)/.exec(pdfCookie)![1]!
  const secrets = [loginToken, pdfToken, unifyToken, pdfUnify]

  for (const url of ['/report/', '/report/exam/ranking?examid=1', '/report/bff/session', '/report/bff/exams', '/report/obt/v1/user/info', '/report/obt/v1/user/permission', '/report/bff/nope', '/report/obt/v1/nope']) {
    record(url, await app.inject({ url, headers: { cookie } }))
  }
  record('pdf session view', await app.inject({ url: '/report/bff/session', headers: { cookie: pdfCookie } }))
  record('pdf passthrough', await app.inject({ url: '/report/obt/v1/user/info', headers: { cookie: pdfCookie } }))
  // The upstream's token endpoints must not hand a session token to page script through the passthrough.
  const json = { cookie, 'content-type': 'application/json' }
  record('passthrough auth re-issue', await app.inject({ method: 'POST', url: '/report/obt/auth', headers: json, payload: { token: 'unify', platform: 'fx' } }))
  record('passthrough auth sign-in', await app.inject({ method: 'POST', url: '/report/obt/auth', headers: json, payload: { token: loginToken, platform: 'fx' } }))
  record('a second sign-in, memoised', await app.inject({ url: `/report/?token=${loginToken}` }))
  record('an unusable token', await app.inject({ url: `/report/?token=${loginToken}%20x` }))
  record('a logged-out view', await app.inject({ url: '/report/bff/session' }))

  t.ok(bodies.length > 20)
  for (const [label, body] of bodies) {
    for (const secret of secrets) t.notOk(body.includes(secret), `${label}: no ${secret.slice(0, 10)}… in the body`)
  }
  const log = lines.join('')
  t.ok(log.includes('"msg":"incoming request"'), 'requests were logged at trace')
  for (const secret of secrets) t.notOk(log.includes(secret), `no ${secret.slice(0, 10)}… in ${lines.length} log lines`)
})
