import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bffError } from '../errors.ts'

/**
 * Uploaded files (DESIGN.md "Sessions and inputs": authorise before you parse). An upload route's
 * body stays the request stream until its handler, having checked the session, the role and the
 * exam, reads it with readUploadBody: nothing of a refused request's body is parsed or kept, and a
 * body that passes its bound is cut off there. A body left unread that declared a size within the
 * bound is drained by Node after the answer (so that a browser still sending it reads the answer
 * rather than a reset connection); any other (no size, a size past the bound, cut off) has its
 * connection closed after the answer. A user sends one file at a time (a second meanwhile is a 429),
 * so a slow or stalled body holds its own sender up and nobody else; and at most
 * UPLOAD_READS_AT_ONCE received files are parsed at once in a process, the others waiting their
 * turn, so a burst of large or hostile files costs their senders time, never the process memory.
 */

export const UPLOAD_READS_AT_ONCE = 2
/**
 * A body that stops arriving for this long, or is not whole by the deadline, is given up (408) and its
 * connection closed: Fastify's own request timeout is off, so without these a stalled upload held its
 * sender's one upload slot and its connection for ever. 10 MB at a slow school line of 50 KB/s is 200 s.
 */
export const UPLOAD_IDLE_MS = 30_000
export const UPLOAD_DEADLINE_MS = 300_000

/** Registers the stream body for application/octet-stream in an encapsulated scope of upload routes whose files may have `maxBytes`. */
export function streamUploadBodies(scope: FastifyInstance, maxBytes: number): void {
  scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload))
  scope.addHook('onSend', async (request, reply) => {
    if (request.raw.complete) return
    const declared = Number(request.headers['content-length'])
    if (!(declared <= maxBytes) || request.raw.readableFlowing === false) reply.header('connection', 'close')
  })
}

const sending = new Set<string>()

/** Runs `work` as `user`'s one upload under way; a second upload of the same user meanwhile is refused (429). */
export async function oneUploadPerUser<T>(user: string, work: () => Promise<T>): Promise<T> {
  if (sending.has(user)) throw bffError('BFF_ERR_RATE_LIMITED', { message: '上一个文件还在上传或读取中，请稍候再上传' })
  sending.add(user)
  try {
    return await work()
  } finally {
    sending.delete(user)
  }
}

let reading = 0
const waiting: Array<() => void> = []

/** Runs `work` once fewer than UPLOAD_READS_AT_ONCE uploads are being read, first come first served. */
export async function withUploadSlot<T>(work: () => Promise<T>): Promise<T> {
  if (reading < UPLOAD_READS_AT_ONCE) reading += 1
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else reading -= 1
  }
}

const isReadable = (body: unknown): body is Readable => typeof body === 'object' && body !== null && typeof (body as Readable).on === 'function' && typeof (body as Readable).pause === 'function'

/**
 * The upload's bytes, at most `maxBytes` of them: past that (declared or sent) a 413 with `message`,
 * the rest of the body left unread. A request without an octet-stream body is BFF_ERR_CUSTOM_FILE.
 */
export function readUploadBody(request: FastifyRequest, maxBytes: number, message: string, timing = { idleMs: UPLOAD_IDLE_MS, deadlineMs: UPLOAD_DEADLINE_MS }): Promise<Buffer> {
  const body = request.body
  if (!isReadable(body)) return Promise.reject(bffError('BFF_ERR_CUSTOM_FILE'))
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return Promise.reject(bffError('BFF_ERR_CUSTOM_FILE_TOO_LARGE', { message }))
  if (body.destroyed || request.raw.aborted) return Promise.reject(new Error('upload aborted'))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let bytes = 0
    const giveUp = (what: string) => {
      stop()
      reject(bffError('BFF_ERR_REQUEST_TIMEOUT', { message: `文件${what}，上传已中止，请检查网络后重新上传` }))
    }
    const deadline = setTimeout(() => giveUp(`在 ${timing.deadlineMs / 1000} 秒内没有传完`), timing.deadlineMs)
    const idle = setTimeout(() => giveUp(`超过 ${timing.idleMs / 1000} 秒没有收到数据`), timing.idleMs)
    const stop = () => {
      clearTimeout(deadline)
      clearTimeout(idle)
      body.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose)
      body.pause()
    }
    const onData = (chunk: Buffer) => {
      idle.refresh()
      bytes += chunk.length
      if (bytes <= maxBytes) return void chunks.push(chunk)
      stop()
      reject(bffError('BFF_ERR_CUSTOM_FILE_TOO_LARGE', { message }))
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks, bytes))
    }
    const onError = (error: Error) => {
      stop()
      reject(error)
    }
    // Closed before its end: the sender went away.
    const onClose = () => onError(new Error('upload aborted'))
    body.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose)
  })
}
