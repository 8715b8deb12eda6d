import t from 'tap'
import { Writable } from 'node:stream'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, listen } from '../helpers/build.ts'
import { loggerOptions, redactLogLine, redactUrl } from '../../src/logger.ts'

/**
 * A token parameter is a token however its name is spelled: URLSearchParams (and so the token
 * exchange) decodes `%74oken` to `token`, and other platforms ignore case or split on `;`.
 */
const SPELLINGS: Array<[string, string]> = [
  ['literal', '?token=S'],
  ['percent-encoded letter', '?%74oken=S'],
  ['lower-case escape', '?hfsfd%2dtoken=S'],
  ['upper case', '?TOKEN=S'],
  ['mixed case', '?fxPdfTOKEN=S'],
  ['double encoding', '?%2574oken=S'],
  ['after another parameter', '?examid=1&%55nifyToken=S'],
  ['repeated', '?token=S&token=S'],
  ['plus as space', '?+token=S'],
  ['matrix separator', '?a=1;token=S'],
  ['path parameter', '/x;fxtoken=S'],
]

t.test('redactUrl blanks every spelling of a token parameter and keeps the rest', async (t) => {
  for (const [label, query] of SPELLINGS) {
    const url = `/report/exam/ranking${query}`.replaceAll('S', 'secret-1')
    const redacted = redactUrl(url)!
    t.notOk(redacted.includes('secret-1'), `${label}: ${url} → ${redacted}`)
    t.ok(redacted.includes('[REDACTED]'), `${label}: marked`)
  }
  t.equal(redactUrl('/report/exam/ranking?examid=1&org=2'), '/report/exam/ranking?examid=1&org=2', 'other parameters stay')
  t.equal(redactUrl('/report/?tokens=1&mytoken=2'), '/report/?tokens=1&mytoken=2', 'names that only contain a token name stay')
  t.equal(redactUrl('/report/?a=1;b=2&token=x#h'), '/report/?a=1;b=2&token=[REDACTED]#h')
  t.equal(redactLogLine('{"msg":"GET /report/obt/x?%74oken=abc failed","url":"/y?TOKEN=def"}'), '{"msg":"GET /report/obt/x?%74oken=[REDACTED] failed","url":"/y?TOKEN=[REDACTED]"}')
})

t.test('at debug, no log line carries the token of any spelling, whatever answers the request', async (t) => {
  const upstream = buildUpstream()
  const lines: string[] = []
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done() } })
  const app = await buildBff(t, await listen(t, upstream), {}, { ...(loggerOptions('debug') as object), stream })

  // The demo token makes the exchange run (URLSearchParams decodes the name); the rest are unique.
  const exchanged = await app.inject({ url: '/report/?%74oken=demo-showcase' })
  t.equal(exchanged.statusCode, 302, 'the percent-encoded name runs the exchange')
  t.match(String(exchanged.headers['set-cookie']), /unifyToken=/)
  const secrets = ['demo-showcase']
  const paths = ['/report/', '/report/exam/ranking', '/report/bff/session', '/report/bff/nope', '/report/obt/v1/user/info', '/report/obt/v1/nope', '/nowhere', '/report/obt/auth']
  for (const [i, [, query]] of SPELLINGS.entries()) {
    for (const [j, path] of paths.entries()) {
      for (const method of ['GET', 'POST'] as const) {
        const secret = `leak-${method}-${i}-${j}-${'x'.repeat(12)}`
        secrets.push(secret)
        await app.inject({ method, url: `${path}${query.replaceAll('S', secret)}`, ...(method === 'POST' ? { payload: '{', headers: { 'content-type': 'application/json' } } : {}) })
      }
    }
  }
  const log = lines.join('')
  t.ok(lines.filter((line) => line.includes('"msg":"incoming request"')).length >= SPELLINGS.length * paths.length, 'every request was logged')
  for (const secret of secrets) t.notOk(log.includes(secret), `no ${secret} in ${lines.length} log lines`)
})
