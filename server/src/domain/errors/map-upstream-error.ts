import type { ErrorKind } from '@report/contracts/bff/error'
import type { CatalogueCode } from './catalogue.ts'

export interface MappedError {
  status: number
  kind: ErrorKind
  code: number | string
  message: string
}

export const MESSAGES = {
  tryLater: '请稍后重试',
  noPermissionOrMissing: '该考试不存在或您没有权限，请核查或联系客服',
  unavailable: '服务暂时不可用，请稍后重试',
  timeout: '请求超时，请稍后重试',
  noSession: '登录已失效，请从学校平台重新进入',
  roleCannotView: '当前角色无法查看',
} as const

/**
 * An upstream fault has one catalogue code per situation, whatever status or body code the upstream
 * sent with it (a 500, a gateway's 503, a reset connection are all "unavailable" to the client).
 */
const FAULT = {
  unavailable: 'BFF_ERR_UPSTREAM_UNAVAILABLE',
  timeout: 'BFF_ERR_UPSTREAM_TIMEOUT',
  badBody: 'BFF_ERR_UPSTREAM_BAD_BODY',
} as const satisfies Record<string, CatalogueCode>

/** spec 1 §8: a message that mentions 401 is replaced by the no-permission text. */
function catalogueText(msg: string | undefined, fallback: string): string {
  if (!msg) return fallback
  return msg.includes('401') ? MESSAGES.noPermissionOrMissing : msg
}

/**
 * Maps an upstream answer that is not a success (HTTP status, body code, body msg) to the BFF's
 * error (spec 1 §8 error catalogue). Returns null for a success (HTTP 2xx and code 0).
 */
export function mapUpstreamError(httpStatus: number, bodyCode: number | undefined, msg: string | undefined): MappedError | null {
  if (httpStatus >= 200 && httpStatus < 300 && bodyCode === 0) return null
  // Code 0 means success; an error body must never carry it.
  const code = bodyCode === 0 ? undefined : bodyCode
  if (httpStatus === 401) {
    return { status: 401, kind: 'auth', code: code ?? 401, message: catalogueText(msg, MESSAGES.noSession) }
  }
  if ((httpStatus === 500 || httpStatus === 403) && code === 403) {
    return { status: 403, kind: 'forbidden', code: 403, message: catalogueText(msg, MESSAGES.tryLater) }
  }
  if (httpStatus === 403) return { status: 403, kind: 'forbidden', code: code ?? 403, message: catalogueText(msg, MESSAGES.tryLater) }
  if (httpStatus === 404) return { status: 404, kind: 'not-found', code: code ?? 404, message: catalogueText(msg, MESSAGES.noPermissionOrMissing) }
  if (httpStatus === 400 || httpStatus === 422) return { status: 400, kind: 'invalid-input', code: code ?? 400, message: catalogueText(msg, MESSAGES.tryLater) }
  if (httpStatus === 504 || httpStatus === 408) return { status: 504, kind: 'timeout', code: FAULT.timeout, message: MESSAGES.timeout }
  if (httpStatus >= 500) return { status: 502, kind: 'upstream', code: FAULT.unavailable, message: MESSAGES.unavailable }
  // HTTP 2xx with a non-zero business code.
  if (code === 401) return { status: 401, kind: 'auth', code, message: catalogueText(msg, MESSAGES.noSession) }
  if (code === 403) return { status: 403, kind: 'forbidden', code, message: catalogueText(msg, MESSAGES.tryLater) }
  return { status: 502, kind: 'upstream', code: code ?? FAULT.badBody, message: catalogueText(msg, MESSAGES.tryLater) }
}
