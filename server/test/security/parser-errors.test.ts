import { connect } from 'node:net'
import t from 'tap'
import { clientErrorResponse } from '../../src/lib/client-error.ts'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

// Issue 30 item 9: a 100 KB query value was answered by Node's parser through Fastify's default handler,
// `{"error":"Request Header Fields Too Large",…}`, outside the error shape every other refusal has.

/** Writes `raw` on a fresh connection and reads everything until the server closes it. */
function exchange(url: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.write(raw)
  })
}

function parse(response: string): { status: number; headers: string; body: Record<string, unknown> } {
  const at = response.indexOf('\r\n\r\n')
  const head = response.slice(0, at)
  return { status: Number(head.split(' ')[1]), headers: head, body: JSON.parse(response.slice(at + 4)) as Record<string, unknown> }
}

t.test('a request line over the header limit: 431 in the error shape, with a Chinese message', async (t) => {
  const upstream = fakeUpstream({})
  const url = await listen(t, await buildBff(t, await listen(t, upstream.app)))
  const res = parse(await exchange(url, `GET /report/bff/exams?schoolid=${'x'.repeat(100 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`))
  t.equal(res.status, 431)
  t.same(Object.keys(res.body).sort(), ['code', 'kind', 'message', 'requestId'])
  t.match(res.body, { code: 'BFF_ERR_INPUT_HEADERS_TOO_LARGE', kind: 'invalid-input', message: /过长/ })
  t.match(res.headers, /content-type: application\/json; charset=utf-8/i)
})

t.test('bytes that are not HTTP: 400 in the error shape', async (t) => {
  const upstream = fakeUpstream({})
  const url = await listen(t, await buildBff(t, await listen(t, upstream.app)))
  const res = parse(await exchange(url, 'HELLO\r\n\r\n'))
  t.equal(res.status, 400)
  t.match(res.body, { code: 'BFF_ERR_INPUT_MALFORMED', kind: 'invalid-input', requestId: String })
})

t.test('the response counts its Chinese body in bytes', async (t) => {
  const raw = clientErrorResponse('HPE_HEADER_OVERFLOW', 'r-1')
  const at = raw.indexOf('\r\n\r\n')
  const declared = Number(/Content-Length: (\d+)/.exec(raw.slice(0, at))?.[1])
  t.equal(declared, Buffer.byteLength(raw.slice(at + 4)), 'Content-Length is the body in UTF-8 bytes')
  t.ok(declared > raw.slice(at + 4).length, 'which is more than its characters')
  t.match(raw, /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
})
