import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { BffError as BffErrorBody } from '@report/contracts/bff/error'
import { BffError, bffError, ERROR_CATALOGUE, type CatalogueCode } from '../errors.ts'

function toBffError(error: FastifyError | BffError): BffError {
  if (error instanceof BffError) return error
  const code = (error as FastifyError).code
  if (code && code in ERROR_CATALOGUE) return bffError(code as CatalogueCode)
  if ((error as FastifyError).validation) return bffError('BFF_ERR_INPUT_INVALID', { message: `请求参数不正确：${error.message}` })
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return bffError('BFF_ERR_INPUT_MEDIA_TYPE')
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return bffError('BFF_ERR_INPUT_TOO_LARGE')
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return bffError('BFF_ERR_INPUT_INVALID', { message: '请求内容不是合法的 JSON' })
  }
  const status = (error as FastifyError).statusCode
  if (status === 429) return bffError('BFF_ERR_RATE_LIMITED')
  if (status && status >= 400 && status < 500) return bffError('BFF_ERR_INPUT_INVALID')
  return bffError('BFF_ERR_INTERNAL', { cause: error })
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: BffError): FastifyReply {
  const body: BffErrorBody = { code: error.code, kind: error.kind, message: error.message, requestId: String(request.id) }
  return reply.code(error.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body)
}

/** One error shape everywhere: `{code, kind, message, requestId}` with the catalogue's status. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const bff = toBffError(error)
    if (bff.statusCode >= 500) request.log.error({ err: error.cause ?? error, code: bff.code }, 'request failed')
    else request.log.info({ code: bff.code, kind: bff.kind }, 'request refused')
    return sendError(request, reply, bff)
  })
}, { name: 'error-handler' })
