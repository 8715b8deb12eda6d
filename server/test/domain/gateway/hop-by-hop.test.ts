// Table tests for DESIGN.md path rules: passthrough "strips hop-by-hop headers, and adds the session
// cookies itself" and contract point "No token is ever readable by page script" (no upstream Set-Cookie).
import t from 'tap'
import { FORWARDED_REQUEST_HEADERS, HOP_BY_HOP, isForwardableResponseHeader } from '../../../src/domain/gateway/hop-by-hop.ts'

t.test('isForwardableResponseHeader table', async (t) => {
  const rows: Array<[ref: string, name: string, want: boolean]> = [
    ['DESIGN session cookies are the BFF\'s: set-cookie', 'set-cookie', false],
    ['DESIGN session cookies are the BFF\'s: Set-Cookie (any case)', 'Set-Cookie', false],
    ['DESIGN session cookies are the BFF\'s: SET-COOKIE', 'SET-COOKIE', false],
    ['DESIGN hop-by-hop: connection', 'connection', false],
    ['DESIGN hop-by-hop: Connection', 'Connection', false],
    ['DESIGN hop-by-hop: keep-alive', 'keep-alive', false],
    ['DESIGN hop-by-hop: proxy-connection', 'proxy-connection', false],
    ['DESIGN hop-by-hop: proxy-authenticate', 'proxy-authenticate', false],
    ['DESIGN hop-by-hop: proxy-authorization', 'proxy-authorization', false],
    ['DESIGN hop-by-hop: te', 'te', false],
    ['DESIGN hop-by-hop: trailer', 'trailer', false],
    ['DESIGN hop-by-hop: transfer-encoding', 'transfer-encoding', false],
    ['DESIGN hop-by-hop: Transfer-Encoding', 'Transfer-Encoding', false],
    ['DESIGN hop-by-hop: upgrade', 'upgrade', false],
    ['internal: x-upstream-*', 'x-upstream-node', false],
    ['internal: X-Upstream-* (any case)', 'X-Upstream-Trace', false],
    ['end-to-end: content-type', 'content-type', true],
    ['end-to-end: Content-Type', 'Content-Type', true],
    ['end-to-end: content-length', 'content-length', true],
    ['end-to-end: content-disposition (downloads)', 'content-disposition', true],
    ['end-to-end: cache-control', 'cache-control', true],
    ['end-to-end: etag', 'etag', true],
    ['end-to-end: last-modified', 'last-modified', true],
    ['end-to-end: content-range', 'content-range', true],
    ['end-to-end: x-request-id (not x-upstream-)', 'x-request-id', true],
  ]
  for (const [ref, name, want] of rows) t.equal(isForwardableResponseHeader(name), want, `${ref}: ${name}`)
})

t.test('HOP_BY_HOP holds the RFC 9110 §7.6.1 connection headers, lower-case', async (t) => {
  for (const name of ['connection', 'keep-alive', 'proxy-connection', 'te', 'transfer-encoding', 'upgrade', 'trailer']) t.ok(HOP_BY_HOP.has(name), name)
  for (const name of HOP_BY_HOP) t.equal(name, name.toLowerCase(), `${name} is lower-case`)
})

t.test('FORWARDED_REQUEST_HEADERS: what the upstream needs, never the browser\'s credentials', async (t) => {
  for (const name of ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-modified-since', 'range']) t.ok(FORWARDED_REQUEST_HEADERS.includes(name), `forwards ${name}`)
  // DESIGN: "adds the session cookies itself" — the browser's Cookie header never goes through as it is.
  for (const name of ['cookie', 'authorization', 'host', 'connection', 'transfer-encoding', 'x-forwarded-for', 'origin', 'referer']) {
    t.notOk(FORWARDED_REQUEST_HEADERS.includes(name), `does not forward ${name}`)
  }
  for (const name of FORWARDED_REQUEST_HEADERS) t.notOk(HOP_BY_HOP.has(name), `${name} is not hop-by-hop`)
})
