import t from 'tap'
import { Readable } from 'node:stream'
import { Pool } from 'undici'
import { dispatchExchange, type Exchange, type ExchangeLimits } from '../../src/lib/upstream-exchange.ts'
import { listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

const MB = 1024 * 1024
const tooLarge = () => Object.assign(new Error('too large'), { code: 'TOO_LARGE' })
const limits = (over: Partial<ExchangeLimits> = {}): ExchangeLimits => ({ holdUpTo: 64 * 1024, maxBytes: Infinity, deadlineMs: 5_000, tooLarge, ...over })

function chunks(count: number, size: number, gapMs = 0): Readable {
  return Readable.from((async function* () {
    for (let i = 0; i < count; i += 1) {
      if (gapMs) await new Promise((r) => setTimeout(r, gapMs))
      yield Buffer.alloc(size, 97)
    }
  })())
}

/** 2 MB in which every byte differs from its neighbours', sent in odd-sized pieces. */
const VARIED = Buffer.from(Array.from({ length: 2 * MB }, (_, i) => (i * 31 + (i >> 8)) & 0xff))
function* pieces(buffer: Buffer, size: number): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size)
}

async function drain(answer: Exchange): Promise<number> {
  if (answer.body) return answer.body.length
  let size = 0
  for await (const chunk of answer.stream) size += (chunk as Buffer).length
  return size
}

async function failure(p: Promise<Exchange>): Promise<string> {
  try {
    await drain(await p)
    return 'ok'
  } catch (error) {
    return String((error as { code?: unknown }).code ?? (error as Error).message)
  }
}

t.test('an exchange holds small sized bodies whole and streams large or unsized ones', async (t) => {
  const upstream = fakeUpstream({
    '/small': async (_req, reply) => reply.type('application/json').send({ code: 0, data: 'x'.repeat(2000) }),
    '/sized-2mb': async (_req, reply) => reply.type('application/octet-stream').header('content-length', 2 * MB).send(chunks(32, 64 * 1024)),
    '/unsized': async (_req, reply) => reply.type('application/octet-stream').send(chunks(4, 1000)),
    '/sized-varied': async (_req, reply) => reply.type('application/octet-stream').header('content-length', VARIED.length).send(Readable.from(pieces(VARIED, 7_919))),
    '/empty': async (_req, reply) => reply.code(204).send(),
  })
  const pool = new Pool(await listen(t, upstream.app))
  t.teardown(() => pool.close())
  const get = (path: string, over?: Partial<ExchangeLimits>) => dispatchExchange(pool, { method: 'GET', path }, limits(over))

  const small = await get('/small')
  t.equal(small.status, 200)
  t.match(small.headers['content-type'], /json/)
  t.ok(small.body, 'a 2 KB answer comes whole')
  t.same(JSON.parse(small.body!.toString()).data.length, 2000)

  const large = await get('/sized-2mb')
  t.ok(large.stream, 'a 2 MB answer streams')
  t.equal(await drain(large), 2 * MB, 'every byte of it arrives')

  const unsized = await get('/unsized')
  t.ok(unsized.stream, 'an answer without Content-Length streams')
  t.equal(await drain(unsized), 4000)

  const held = await get('/unsized', { holdUpTo: Infinity })
  t.equal(held.body?.length, 4000, 'holding every body holds unsized ones too')

  // A large held body is filled as it arrives (not copied together at its end): every byte in its place.
  const heldLarge = await get('/sized-varied', { holdUpTo: Infinity })
  t.equal(heldLarge.body?.length, VARIED.length, 'a held 2 MB answer comes whole')
  t.ok(heldLarge.body?.equals(VARIED), 'byte for byte, chunk after chunk')

  const empty = await get('/empty')
  t.equal(empty.status, 204)
  t.equal(await drain(empty), 0)

  t.equal(await failure(get('/sized-2mb', { holdUpTo: Infinity, maxBytes: MB })), 'TOO_LARGE', 'a declared size over the cap is refused')
  t.equal(await failure(get('/unsized', { holdUpTo: Infinity, maxBytes: 3000 })), 'TOO_LARGE', 'a counted size over the cap is refused')
  t.equal(await failure(get('/small')), 'ok', 'the pool is fine afterwards')
})

t.test('a held body must arrive within its deadline; a caller can abort; a slow reader applies backpressure', async (t) => {
  const upstream = fakeUpstream({
    '/trickle': async (_req, reply) => reply.type('application/json').header('content-length', 10 * 100).send(chunks(10, 100, 100)),
    '/big': async (_req, reply) => reply.type('application/octet-stream').header('content-length', 8 * MB).send(chunks(128, 64 * 1024)),
  })
  const pool = new Pool(await listen(t, upstream.app))
  t.teardown(() => pool.close())

  // The trickle takes a second; a 250 ms deadline fails it rather than waiting for its end.
  t.equal(await failure(dispatchExchange(pool, { method: 'GET', path: '/trickle' }, limits({ deadlineMs: 250 }))), 'UND_ERR_BODY_TIMEOUT')

  const abort = new AbortController()
  const pending = failure(dispatchExchange(pool, { method: 'GET', path: '/trickle' }, limits({ signal: abort.signal })))
  setTimeout(() => abort.abort(Object.assign(new Error('gone'), { code: 'GONE' })), 50)
  t.equal(await pending, 'GONE', 'an aborted call fails with the reason')
  t.equal(await failure(dispatchExchange(pool, { method: 'GET', path: '/trickle' }, limits({ signal: AbortSignal.abort(new Error('before')) }))), 'before')

  const big = await dispatchExchange(pool, { method: 'GET', path: '/big' }, limits())
  await new Promise((r) => setTimeout(r, 200))
  const buffered = big.stream!.readableLength
  t.ok(buffered < 2 * MB, `an unread stream stops pulling (${buffered} bytes waiting of 8 MB)`)
  t.equal(await drain(big), 8 * MB, 'and reading resumes it to the end')
})
