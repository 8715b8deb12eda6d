import { PassThrough } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import t from 'tap'
import { BffError } from '../../src/errors.ts'
import { readUploadBody } from '../../src/lib/upload-body.ts'

// Fastify's request timeout is off, so an upload whose body stopped arriving held its sender's one upload
// slot and its connection for ever. Each case below can only end by the timer it names: the body never
// finishes.

function upload(): { request: FastifyRequest; body: PassThrough } {
  const body = new PassThrough()
  return { request: { body, headers: { 'content-length': '1000000' }, raw: { aborted: false } } as unknown as FastifyRequest, body }
}

async function outcome(p: Promise<Buffer>): Promise<string> {
  try {
    return `${(await p).length} bytes`
  } catch (error) {
    return error instanceof BffError ? `${error.statusCode} ${error.code} ${error.message}` : String(error)
  }
}

t.test('a body that stops arriving is given up after the idle time: 408 saying so', async (t) => {
  const { request, body } = upload()
  const read = readUploadBody(request, 1_000_000, 'too large', { idleMs: 200, deadlineMs: 60_000 })
  body.write(Buffer.alloc(1000))
  t.match(await outcome(read), /^408 BFF_ERR_REQUEST_TIMEOUT 文件超过 0.2 秒没有收到数据/)
})

t.test('a trickle that never ends is given up at the deadline, however often a byte comes', async (t) => {
  const { request, body } = upload()
  const trickle = setInterval(() => body.write(Buffer.alloc(1)), 20)
  t.teardown(() => clearInterval(trickle))
  t.match(await outcome(readUploadBody(request, 1_000_000, 'too large', { idleMs: 200, deadlineMs: 600 })), /^408 BFF_ERR_REQUEST_TIMEOUT 文件在 0.6 秒内没有传完/)
})

t.test('a whole body within its bound is read, the timers stopped', async (t) => {
  const { request, body } = upload()
  const read = readUploadBody(request, 1_000_000, 'too large', { idleMs: 200, deadlineMs: 600 })
  body.end(Buffer.alloc(5000))
  t.equal(await outcome(read), '5000 bytes')
})
