import type { FastifyServerOptions } from 'fastify'

const TOKEN_PARAM = /([?&](?:fxPdfToken|unifyToken|fxtoken|token|hfsToken|ygToken|hfsfd-token)=)[^&#]*/gi

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
