import createError from '@fastify/error'
import type { ErrorKind } from '@report/contracts/bff/error'
import { MESSAGES, type MappedError } from './domain/errors/map-upstream-error.ts'

/** The BFF's error catalogue: code, Chinese message, HTTP status, and the kind programs switch on. */
const catalogue = {
  BFF_ERR_SESSION_MISSING: { status: 401, kind: 'no-session', message: MESSAGES.noSession },
  BFF_ERR_SESSION_ROLE: { status: 403, kind: 'auth', message: MESSAGES.roleCannotView },
  BFF_ERR_ROUTE_NOT_FOUND: { status: 404, kind: 'not-found', message: '请求的接口不存在' },
  BFF_ERR_INPUT_INVALID: { status: 400, kind: 'invalid-input', message: '请求参数不正确' },
  BFF_ERR_INPUT_MEDIA_TYPE: { status: 415, kind: 'invalid-input', message: '请求格式不正确，请使用 JSON' },
  BFF_ERR_INPUT_TOO_LARGE: { status: 413, kind: 'invalid-input', message: '请求内容过大' },
  BFF_ERR_PATH_UNSAFE: { status: 400, kind: 'invalid-input', message: '请求路径不合法' },
  BFF_ERR_PATH_NOT_ALLOWED: { status: 404, kind: 'not-found', message: '请求的接口不存在' },
  BFF_ERR_CSRF: { status: 403, kind: 'forbidden', message: '跨站请求已被拒绝，请刷新页面后重试' },
  BFF_ERR_LEVEL_VERSION: { status: 403, kind: 'version-limit', message: '该功能属于分析系统高级功能，请联系客户经理' },
  BFF_ERR_LEVEL_FORBIDDEN: { status: 403, kind: 'forbidden', message: '当前角色无法使用该功能' },
  BFF_ERR_RATE_LIMITED: { status: 429, kind: 'invalid-input', message: '请求过于频繁，请稍后再试' },
  BFF_ERR_UPSTREAM_UNAVAILABLE: { status: 502, kind: 'upstream', message: MESSAGES.unavailable },
  BFF_ERR_UPSTREAM_TIMEOUT: { status: 504, kind: 'timeout', message: MESSAGES.timeout },
  BFF_ERR_UPSTREAM_BAD_BODY: { status: 502, kind: 'upstream', message: MESSAGES.tryLater },
  BFF_ERR_INTERNAL: { status: 500, kind: 'upstream', message: '服务器开小差了，请稍后重试' },
} as const satisfies Record<string, { status: number; kind: ErrorKind; message: string }>

export type CatalogueCode = keyof typeof catalogue
export const ERROR_CATALOGUE: Readonly<Record<CatalogueCode, { status: number; kind: ErrorKind; message: string }>> = catalogue

/** An error that already knows its place in the error shape. */
export class BffError extends Error {
  readonly statusCode: number
  readonly kind: ErrorKind
  readonly code: number | string
  constructor(mapped: MappedError, options?: { cause?: unknown }) {
    super(mapped.message, options)
    this.name = 'BffError'
    this.statusCode = mapped.status
    this.kind = mapped.kind
    this.code = mapped.code
  }
}

const constructors = new Map<CatalogueCode, ReturnType<typeof createError>>()
for (const [code, entry] of Object.entries(catalogue) as Array<[CatalogueCode, (typeof catalogue)[CatalogueCode]]>) {
  constructors.set(code, createError(code, entry.message, entry.status))
}

/** A catalogued error (built with @fastify/error so Fastify treats it as its own). */
export function bffError(code: CatalogueCode, options?: { message?: string; cause?: unknown }): BffError {
  const entry = catalogue[code]
  const base = new (constructors.get(code)!)()
  const error = new BffError({ status: entry.status, kind: entry.kind, code, message: options?.message ?? entry.message }, { cause: options?.cause })
  error.stack = base.stack ?? error.stack
  return error
}
