import { Readable } from 'node:stream'
import type { IncomingHttpHeaders } from 'node:http'
import type { Dispatcher } from 'undici'

/** One upstream answer: the whole body when it was small enough to hold, else a stream of it. */
export type Exchange =
  | { status: number; headers: IncomingHttpHeaders; body: Buffer; stream?: undefined }
  | { status: number; headers: IncomingHttpHeaders; body?: undefined; stream: Readable }

export interface ExchangeLimits {
  /** Bodies with a Content-Length up to this are held whole, others stream; Infinity holds every body (unsized ones too). */
  holdUpTo: number
  /** A held body larger than this fails with `tooLarge()` (Infinity for no cap). */
  maxBytes: number
  /** A held body must end within this many ms of its headers (a trickling upstream cannot hold the caller). */
  deadlineMs: number
  tooLarge: () => Error
  signal?: AbortSignal | undefined
}

/**
 * A held body of a declared length from this size on is copied into its buffer as its chunks arrive: copied
 * together at its end, the 1,000,000 exam's city dashboard (several MB) held the BFF's thread 18 ms in one
 * Buffer.concat (issue 37, bench/RESULTS.md §14n). A body in one chunk is never copied.
 */
const FILL_FROM_BYTES = 64 * 1024

function deadlineError(): Error {
  return Object.assign(new Error('upstream body deadline passed'), { code: 'UND_ERR_BODY_TIMEOUT' })
}

/**
 * One exchange through `dispatcher.dispatch` with a handler of our own, rather than
 * `dispatcher.request`: no body stream, no promise per chunk and no stream teardown for the small
 * JSON answers that are nearly all of the traffic (a passthrough costs about half the CPU of
 * `request` + a piped stream). Large or unsized bodies still stream, with backpressure.
 */
export function dispatchExchange(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, limits: ExchangeLimits): Promise<Exchange> {
  return new Promise<Exchange>((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined
    let settled = false
    let status = 0
    let headers: IncomingHttpHeaders = {}
    let chunks: Buffer[] = []
    let size = 0
    /** The declared length's buffer, filled as chunks arrive (FILL_FROM_BYTES); chunks then holds nothing. */
    let filling: Buffer | undefined
    let stream: Readable | undefined
    let timer: NodeJS.Timeout | undefined
    const { signal } = limits

    const onAbort = () => controller?.abort(signal?.reason instanceof Error ? signal.reason : new Error('aborted'))
    const done = () => {
      if (timer) clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    const fail = (error: Error) => {
      done()
      if (stream) stream.destroy(error)
      else if (!settled) {
        settled = true
        reject(error)
      }
    }

    if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'))
    signal?.addEventListener('abort', onAbort, { once: true })

    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(c) {
        controller = c
        if (signal?.aborted) onAbort()
      },
      onResponseStart(c, statusCode, responseHeaders) {
        status = statusCode
        headers = responseHeaders
        const declared = Number(responseHeaders['content-length'])
        if (Number.isFinite(declared) && declared > limits.maxBytes) return c.abort(limits.tooLarge())
        if (limits.holdUpTo === Infinity || (Number.isFinite(declared) && declared <= limits.holdUpTo)) {
          timer = setTimeout(() => c.abort(deadlineError()), limits.deadlineMs)
          // Within maxBytes (refused above), so a length an upstream declares and never sends costs no more than one it sends.
          if (Number.isFinite(declared) && declared >= FILL_FROM_BYTES) filling = Buffer.allocUnsafe(declared)
          return
        }
        stream = new Readable({
          read: () => c.resume(),
          destroy: (error, callback) => {
            if (!c.aborted && error) c.abort(error)
            callback(error)
          },
        })
        settled = true
        done()
        resolve({ status, headers, stream })
      },
      onResponseData(c, chunk) {
        if (stream) {
          if (!stream.push(chunk)) c.pause()
          return
        }
        size += chunk.length
        if (size > limits.maxBytes) return c.abort(limits.tooLarge())
        if (filling && size <= filling.length) return void chunk.copy(filling, size - chunk.length)
        // More than was declared: the bytes so far and the rest as chunks.
        if (filling) chunks.push(filling.subarray(0, size - chunk.length))
        filling = undefined
        chunks.push(chunk)
      },
      onResponseEnd() {
        if (stream) return void stream.push(null)
        done()
        if (settled) return
        settled = true
        const body = filling ? filling.subarray(0, size) : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)
        filling = undefined
        chunks = []
        resolve({ status, headers, body })
      },
      onResponseError(_c, error) {
        fail(error)
      },
    }
    dispatcher.dispatch(options, handler)
  })
}
