import { Pool, type Dispatcher } from 'undici'
import type { Config } from '../config.ts'
import { BffError, bffError } from '../errors.ts'
import { mapUpstreamError } from '../domain/errors/map-upstream-error.ts'
import { errorCodeOf } from './error-code.ts'
import { upstreamCookieHeader, type Session } from './session.ts'
import { pathTemplate } from './path-template.ts'
import { isTextContentType } from '@report/fixtures/cassettes/cassette'
import type { Recorder } from './recorder.ts'
import { dispatchExchange, type Exchange, type ExchangeLimits } from './upstream-exchange.ts'
import type { AnswerDecoder } from './answer-decoder.ts'
import { ioTurn } from './io-turn.ts'
import { parseJsonInTurns } from './json-in-turns.ts'

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

export interface UpstreamCall {
  method: HttpMethod
  /** Upstream path (already through the path rules), query included. */
  path: string
  session: Session
  body?: Buffer | string | undefined
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
  /** A larger cap than MAX_BUFFERED_BODY_BYTES for the few answers that need it (saved report text with images). */
  maxBodyBytes?: number | undefined
}

/** A request body that is not JSON (a file), sent as it is with its content type. */
export class RawBody {
  constructor(
    readonly body: string | Buffer,
    readonly contentType: string,
  ) {}
}

export interface BufferedResponse {
  status: number
  contentType: string | null
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export interface UpstreamObserver {
  (template: string, method: string, status: number | 'error', seconds: number): void
}

const CONNECT_PHASE_ERRORS = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH'])
const TIMEOUT_ERRORS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT'])

/** Retries are a budget, not a habit: at most one retry per call and one per ten calls overall. */
class RetryBudget {
  /** In tenths of a retry: whole numbers, so ten successes earn exactly one (0.1 × 10 < 1 in floats). */
  private tenths = 100
  spend(): boolean {
    if (this.tenths < 10) return false
    this.tenths -= 10
    return true
  }
  earn(): void {
    this.tenths = Math.min(100, this.tenths + 1)
  }
}

/** Maps a transport failure to the catalogue without leaking addresses or stack details. */
export function transportError(error: unknown): BffError {
  if (error instanceof BffError) return error
  const code = errorCodeOf(error)
  if (code && TIMEOUT_ERRORS.has(code)) return bffError('BFF_ERR_UPSTREAM_TIMEOUT', { cause: error })
  return bffError('BFF_ERR_UPSTREAM_UNAVAILABLE', { cause: error })
}

/** The one module that talks to the upstream: one keep-alive pool, explicit timeouts, error mapping. */
export class UpstreamClient {
  readonly origin: string
  private readonly pool: Pool
  private readonly retryBudget = new RetryBudget()
  private readonly observe: UpstreamObserver | undefined
  private readonly recorder: Recorder | undefined
  private readonly bodyDeadlineMs: number
  /** JSON answers from this size on are parsed and decoded a step per turn of the event loop. */
  private readonly inTurnsFromBytes: number
  /** Decodes every answer's data against the registry (answer-decoder.ts); absent: data as sent (tools, tests of the client). */
  readonly decoder: AnswerDecoder | undefined

  constructor(origin: string, options: Config['upstream'], observe?: UpstreamObserver, recorder?: Recorder, decoder?: AnswerDecoder) {
    this.origin = origin
    this.decoder = decoder
    this.bodyDeadlineMs = options.bodyTimeoutMs
    this.inTurnsFromBytes = options.decodeInTurnsFromBytes
    this.observe = observe
    this.recorder = recorder
    this.pool = new Pool(origin, {
      connections: options.connections,
      pipelining: 1,
      keepAliveTimeout: 4_000,
      connect: { timeout: options.connectTimeoutMs, rejectUnauthorized: true },
      headersTimeout: options.headersTimeoutMs,
      bodyTimeout: options.bodyTimeoutMs,
    })
  }

  get recording(): boolean {
    return this.recorder !== undefined
  }

  /** A whole exchange in memory (view models, caches, recording). */
  async buffered(call: UpstreamCall): Promise<BufferedResponse> {
    const maxBytes = call.maxBodyBytes ?? MAX_BUFFERED_BODY_BYTES
    const answer = await this.exchange(call, Infinity, maxBytes)
    const body = answer.body!
    const rawType = answer.headers['content-type']
    const contentType = typeof rawType === 'string' ? rawType : null
    const result = { status: answer.status, contentType, headers: answer.headers, body }
    this.recorder?.record({
      request: { method: call.method, path: call.path, body: call.body === undefined ? null : String(call.body), session: call.session.key },
      response: isTextContentType(contentType)
        ? { status: result.status, contentType, body: body.toString('utf8') }
        : { status: result.status, contentType, bodyBase64: body.toString('base64') },
    })
    return result
  }

  /**
   * An exchange whose body goes on to the browser (passthrough, task files, readiness): answers up to
   * FORWARD_HOLD_BYTES (by Content-Length) come whole, so the reply is one write; larger or unsized
   * ones stream with backpressure, and the caller owns the stream. A held body must still arrive
   * within the body deadline.
   */
  forward(call: UpstreamCall): Promise<Exchange> {
    return this.exchange(call, FORWARD_HOLD_BYTES, Infinity)
  }

  /** Bodies with a Content-Length up to `holdUpTo` come whole (Infinity: all of them); a held body over `maxBytes` fails. */
  private async exchange(call: UpstreamCall, holdUpTo: number, maxBytes: number): Promise<Exchange> {
    const started = performance.now()
    const limits: ExchangeLimits = { holdUpTo, maxBytes, deadlineMs: this.bodyDeadlineMs, tooLarge: () => tooLarge(maxBytes), signal: call.signal }
    const headers: Record<string, string> = call.headers ? { ...call.headers } : {}
    const cookie = upstreamCookieHeader(call.session)
    if (cookie) headers.cookie = cookie
    const options: Dispatcher.DispatchOptions = { origin: this.origin, method: call.method, path: call.path, headers, body: call.body ?? null }
    try {
      let answer: Exchange
      try {
        answer = await dispatchExchange(this.pool, options, limits)
        this.retryBudget.earn()
      } catch (error) {
        if (!this.mayRetry(call.method, error, call.signal)) throw error
        answer = await dispatchExchange(this.pool, options, limits)
      }
      this.observe?.(pathTemplate(call.path), call.method, answer.status, (performance.now() - started) / 1000)
      return answer
    } catch (error) {
      this.observe?.(pathTemplate(call.path), call.method, 'error', (performance.now() - started) / 1000)
      throw transportError(error)
    }
  }

  /** A JSON call whose `data` the caller needs: anything but HTTP 2xx with code 0 throws the mapped error. */
  async json<T>(method: HttpMethod, path: string, session: Session, body?: unknown, signal?: AbortSignal, maxBodyBytes?: number): Promise<T> {
    return (await this.sizedJson<T>(method, path, session, body, signal, maxBodyBytes)).data
  }

  /** json(), with the size of the body the data came in (for caches that count bytes). */
  async sizedJson<T>(method: HttpMethod, path: string, session: Session, body?: unknown, signal?: AbortSignal, maxBodyBytes?: number): Promise<{ data: T; bytes: number }> {
    const { status, envelope, bytes } = await this.jsonExchange(method, path, session, body, signal, maxBodyBytes)
    const mapped = mapUpstreamError(status, envelope?.code, envelope?.msg)
    if (mapped) throw new BffError(mapped)
    if (!envelope) throw bffError('BFF_ERR_UPSTREAM_BAD_BODY')
    return { data: await this.decoded<T>(method, path, envelope.data, bytes), bytes }
  }

  /** The envelope as it is, success or not (for calls whose business codes the caller interprets). */
  async envelope(method: HttpMethod, path: string, session: Session, body?: unknown, signal?: AbortSignal): Promise<{ status: number; code: number; msg?: string; data: unknown }> {
    const { status, envelope, bytes } = await this.jsonExchange(method, path, session, body, signal)
    if (!envelope) {
      const mapped = mapUpstreamError(status, undefined, undefined)
      throw mapped ? new BffError(mapped) : bffError('BFF_ERR_UPSTREAM_BAD_BODY')
    }
    // Only a success carries the data the registry describes; other codes are the caller's to read.
    if (this.decoder && envelope.code === 0 && status < 400) return { status, ...envelope, data: await this.decoded(method, path, envelope.data, bytes) }
    return { status, ...envelope }
  }

  /** The answer's data decoded against the registry; a large answer a step per turn (AnswerDecoder.decodeInTurns). */
  private decoded<T>(method: string, path: string, data: unknown, bytes: number): T | Promise<T> {
    if (!this.decoder) return data as T
    return bytes >= this.inTurnsFromBytes ? this.decoder.decodeInTurns<T>(method, path, data) : this.decoder.decode<T>(method, path, data)
  }

  private async jsonExchange(method: HttpMethod, path: string, session: Session, body: unknown, signal?: AbortSignal, maxBodyBytes?: number) {
    const raw = body instanceof RawBody ? body : undefined
    const response = await this.buffered({
      method,
      path,
      session,
      body: raw ? raw.body : body === undefined ? undefined : JSON.stringify(body),
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': raw ? raw.contentType : 'application/json' },
      signal,
      maxBodyBytes,
    })
    const bytes = response.body.length
    if (bytes < this.inTurnsFromBytes) return { status: response.status, envelope: parseEnvelope(response.body.toString('utf8'), bytes), bytes }
    // A large body (the 1,000,000 exam's city dashboard, some MB) is decoded and parsed a batch at a time, with a
    // poll for I/O between slices: in one, those took 65 ms (bench/RESULTS.md §14b); its parse alone, a city's
    // 2.6 MB exam info, 50-100 ms; its decode alone 27-50 ms (parseJsonInTurns, §14n).
    await ioTurn()
    return { status: response.status, envelope: envelopeOf(await parseJsonInTurns(response.body, { turn: ioTurn }).catch(() => undefined)), bytes }
  }

  async close(): Promise<void> {
    await this.pool.close()
  }

  /** Only an idempotent call that never reached the upstream (connect phase), within the budget. */
  private mayRetry(method: string, error: unknown, signal: AbortSignal | undefined): boolean {
    const code = errorCodeOf(error)
    const idempotent = method === 'GET' || method === 'HEAD'
    return idempotent && code !== undefined && CONNECT_PHASE_ERRORS.has(code) && !signal?.aborted && this.retryBudget.spend()
  }
}

/** View models and caches hold whole bodies in memory: anything larger is refused, not buffered. */
export const MAX_BUFFERED_BODY_BYTES = 8 * 1024 * 1024
/** Passthrough answers up to this size are held and written in one go; nearly every JSON answer is far below it. */
export const FORWARD_HOLD_BYTES = 256 * 1024

function tooLarge(maxBytes: number): BffError {
  return bffError('BFF_ERR_UPSTREAM_BAD_BODY', { cause: new Error(`upstream body over ${maxBytes} bytes`) })
}

function parseEnvelope(text: string, bytes: number): { code: number; msg?: string; data: unknown } | null {
  if (bytes === 0) return null
  try {
    return envelopeOf(JSON.parse(text))
  } catch {
    return null
  }
}

/** The envelope of a parsed body (undefined: it was not JSON); null when it is not one. */
function envelopeOf(value: unknown): { code: number; msg?: string; data: unknown } | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const { code, msg, data } = value as Record<string, unknown>
  if (typeof code !== 'number' || !Number.isInteger(code)) return null
  return typeof msg === 'string' ? { code, msg, data } : { code, data }
}
