import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { BffError as BffErrorBody } from '@report/contracts/bff/error'
import { ERROR_CATALOGUE, type CatalogueCode } from '../domain/errors/catalogue.ts'

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a request line and headers over
 * `maxHeaderSize`, a malformed request, a client too slow to send its headers) is answered in the error
 * shape too, not in Fastify's own `{"error":…}` (issue 30 item 9). No request exists yet, so the
 * requestId is made here; the client can quote it like any other.
 */
export function clientErrorCode(errorCode: string | undefined): CatalogueCode {
  if (errorCode === 'HPE_HEADER_OVERFLOW') return 'BFF_ERR_INPUT_HEADERS_TOO_LARGE'
  if (errorCode === 'ERR_HTTP_REQUEST_TIMEOUT') return 'BFF_ERR_REQUEST_TIMEOUT'
  return 'BFF_ERR_INPUT_MALFORMED'
}

/** The whole HTTP response for a parser error, Content-Length in bytes (the message is Chinese). */
export function clientErrorResponse(errorCode: string | undefined, requestId: string = randomUUID()): string {
  const code = clientErrorCode(errorCode)
  const entry = ERROR_CATALOGUE[code]
  const body = JSON.stringify({ code, kind: entry.kind, message: entry.message, requestId } satisfies BffErrorBody)
  return [
    `HTTP/1.1 ${entry.status} ${STATUS_CODES[entry.status] ?? ''}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/** Fastify's `clientErrorHandler`: the default's socket handling, our body. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  if (socket.writable) socket.write(clientErrorResponse(error.code))
  socket.destroy(error)
}
