import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'

const TOKEN_PARAM = /([?&](?:fxPdfToken|unifyToken|fxtoken|token|hfsToken|ygToken|hfsfd-token)=)[^&#]*/gi

/** A request slower than this gets its completion line at info level even when it succeeded. */
export const SLOW_REQUEST_MS = 1_000

/** A URL as it may appear in a log line: token parameters blanked. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(TOKEN_PARAM, '$1[REDACTED]')
}

/** pino settings: no token, cookie or authorization value ever reaches a log line. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'cookie', 'token', 'unifyToken', 'fxtoken'],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: { id?: unknown; method?: string; url?: string; ip?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }
      },
    },
  }
}

const enabled = (log: FastifyBaseLogger, level: string) => (log as Partial<{ isLevelEnabled(l: string): boolean }>).isLevelEnabled?.(level) === true

/**
 * Fastify's per-request lines, made cheap: at info, two serialised and redacted lines per request
 * (incoming, completed) cost about a tenth of a passthrough's CPU (bench/RESULTS.md). Here every
 * request is logged only at debug; at info a request gets one completion line only when it failed
 * (5xx, a transport error) or was slow. Refusals (4xx) keep the error handler's own `request refused`.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (enabled(request.log, 'debug')) request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored')
    else if (reply.statusCode >= 500 || responseTime >= SLOW_REQUEST_MS) reply.log.info({ req: request, res: reply, responseTime }, 'request completed')
    else if (enabled(reply.log, 'debug')) reply.log.debug({ res: reply, responseTime }, 'request completed')
  }
}
