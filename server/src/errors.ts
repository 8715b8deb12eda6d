import createError from '@fastify/error'
import type { ErrorKind } from '@report/contracts/bff/error'
import type { MappedError } from './domain/errors/map-upstream-error.ts'
import { ERROR_CATALOGUE, type CatalogueCode } from './domain/errors/catalogue.ts'

export { ERROR_CATALOGUE, type CatalogueCode }

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
for (const [code, entry] of Object.entries(ERROR_CATALOGUE) as Array<[CatalogueCode, (typeof ERROR_CATALOGUE)[CatalogueCode]]>) {
  constructors.set(code, createError(code, entry.message, entry.status))
}

/** A catalogued error (built with @fastify/error so Fastify treats it as its own). */
export function bffError(code: CatalogueCode, options?: { message?: string; cause?: unknown }): BffError {
  const entry = ERROR_CATALOGUE[code]
  const base = new (constructors.get(code)!)()
  const error = new BffError({ status: entry.status, kind: entry.kind, code, message: options?.message ?? entry.message }, { cause: options?.cause })
  error.stack = base.stack ?? error.stack
  return error
}
