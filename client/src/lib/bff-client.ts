import type { BffError, ErrorKind } from '@report/contracts/bff/error'
import { BFF_PREFIX } from '@report/contracts/constants'
import { holdView, isViewHeld, takeHeldView } from './views-ahead.ts'

const NETWORK_MESSAGE = '网络连接失败，请检查网络后重试'
const UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后再试'

/** Anything but `{code: 0, data}` from the BFF. `status` is 0 when no response arrived. */
export class BffRequestError extends Error {
  override readonly name = 'BffRequestError'
  readonly status: number
  readonly kind: ErrorKind
  readonly code: BffError['code']
  readonly requestId: string

  constructor(init: { status: number; kind: ErrorKind; code: BffError['code']; message: string; requestId: string }) {
    super(init.message)
    this.status = init.status
    this.kind = init.kind
    this.code = init.code
    this.requestId = init.requestId
  }
}

export interface RequestOptions {
  signal?: AbortSignal
}

/**
 * `path` is relative to the BFF prefix: `bffGet('/session')` → GET /report/bff/session. An answer held
 * for `path` (the document's first view, or asked ahead at route entry: views-ahead.ts) is taken instead.
 */
export function bffGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (takeHeldView(path) as Promise<T> | undefined) ?? request<T>(path, { method: 'GET', ...options })
}

/** Asks for a view now and holds the answer for the component that will bffGet it soon (unless one is held). */
export function bffGetAhead(path: string): void {
  if (!isViewHeld(path)) holdView(path, request(path, { method: 'GET' }))
}

export function bffPost<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
    ...options,
  })
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${BFF_PREFIX}${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...init.headers },
    })
  } catch (cause) {
    // An abort is the caller's own doing, not a failure to report.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new BffRequestError({ status: 0, kind: 'upstream', code: 'NETWORK', message: NETWORK_MESSAGE, requestId: '' })
  }

  const requestId = response.headers.get('x-request-id') ?? ''
  const body: unknown = await response.json().catch(() => undefined)

  if (response.ok && isRecord(body) && body.code === 0) return body.data as T
  throw toError(response.status, body, requestId)
}

function toError(status: number, body: unknown, headerRequestId: string): BffRequestError {
  if (isRecord(body) && isErrorKind(body.kind) && typeof body.message === 'string') {
    return new BffRequestError({
      status,
      kind: body.kind,
      code: typeof body.code === 'number' || typeof body.code === 'string' ? body.code : status,
      message: body.message,
      requestId: typeof body.requestId === 'string' ? body.requestId : headerRequestId,
    })
  }
  // Not the BFF's error shape: a proxy or gateway in between answered.
  return new BffRequestError({
    status,
    kind: status === 504 ? 'timeout' : 'upstream',
    code: isRecord(body) && typeof body.code === 'number' ? body.code : status,
    message: isRecord(body) && typeof body.msg === 'string' && body.msg ? body.msg : UNAVAILABLE_MESSAGE,
    requestId: headerRequestId,
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

// A type guard without ERROR_KINDS: importing a value from the schema module would pull TypeBox
// into the entry chunk. The BFF is the one source of kinds.
function isErrorKind(value: unknown): value is ErrorKind {
  return typeof value === 'string' && value.length > 0
}
