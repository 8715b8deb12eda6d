import { TOKEN_QUERY_KEYS } from '@report/contracts/constants'
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'

/** A request slower than this gets its completion line at info level even when it succeeded. */
export const SLOW_REQUEST_MS = 1_000

/** Token parameter names, compared after decoding and lower-casing (`%74oken`, `TOKEN`, `hfsfd%2Dtoken`). */
const TOKEN_NAMES: ReadonlySet<string> = new Set(TOKEN_QUERY_KEYS.map((key) => key.toLowerCase()))
/** A parameter in a raw URL: `;` counts as a separator too, for platforms that split on it. */
const URL_PARAM = /([?&;])([^=&?#;]*)=([^&#]*)/g
/** The same inside a serialised log line, where a JSON string ends at `"` and whitespace ends a URL. */
const TEXT_PARAM = /([?&;])([^=&?#;"\s]*)=([^&#"\s]*)/g

/** A least-common-denominator decoding: `+` as space, ASCII escapes, repeated for double encodings. */
function decodedName(name: string): string {
  let decoded = name
  for (let round = 0; round < 4; round += 1) {
    const next = decoded.replace(/\+/g, ' ').replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (next === decoded) break
    decoded = next
  }
  return decoded.trim().toLowerCase()
}

function redactParams(text: string, pattern: RegExp): string {
  return text.replace(pattern, (match, separator: string, name: string, value: string) => {
    if (TOKEN_NAMES.has(decodedName(name))) return `${separator}${name}=[REDACTED]`
    // `?a=1;token=x`: the value may hide a `;`-separated token parameter.
    return value.includes(';') ? `${separator}${name}=${redactParams(value, pattern)}` : match
  })
}

/** A URL as it may appear in a log line: every token parameter blanked, however its name is spelled. */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined || (!url.includes('?') && !url.includes(';'))) return url
  return redactParams(url, URL_PARAM)
}

/** The last pass over every serialised log line: a URL inside a message or an error text is redacted too. */
export function redactLogLine(line: string): string {
  return line.includes('=') ? redactParams(line, TEXT_PARAM) : line
}

/** pino settings: no token, cookie or authorization value ever reaches a log line. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-consumer-key"]', 'res.headers["set-cookie"]', 'headers.cookie', 'cookie', 'token', 'unifyToken', 'fxtoken'],
      censor: '[REDACTED]',
    },
    hooks: { streamWrite: redactLogLine },
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

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

/**
 * A request's logger whose pino child (the request id bound into it) is made on its first line
 * written. Fastify makes a child per request, and pino serialises its bindings at once (about 2 % of a
 * passthrough's CPU, bench/RESULTS.md §1), while at info a request that goes well writes no line.
 * A level that is off answers without making the child; lines that are written are the child's own.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings))
  }

  get level(): string {
    return (this.#child ?? this.parent).level
  }

  set level(level: string) {
    this.real.level = level
  }

  private write(method: LogMethod, args: unknown[]): void {
    if (this.#child === undefined && !enabled(this.parent, method)) return
    ;(this.real[method] as (...a: unknown[]) => void)(...args)
  }

  fatal(...args: unknown[]): void { this.write('fatal', args) }
  error(...args: unknown[]): void { this.write('error', args) }
  warn(...args: unknown[]): void { this.write('warn', args) }
  info(...args: unknown[]): void { this.write('info', args) }
  debug(...args: unknown[]): void { this.write('debug', args) }
  trace(...args: unknown[]): void { this.write('trace', args) }
  silent(): void {}

  isLevelEnabled(level: string): boolean {
    return enabled(this.#child ?? this.parent, level)
  }

  child(bindings: Record<string, unknown>, options?: Record<string, unknown>): FastifyBaseLogger {
    return this.real.child(bindings, options)
  }
}

/** Fastify's childLoggerFactory: a lazy request logger, unless the route sets its own level or serializers. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: { level?: string; serializers?: unknown }): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined || typeof (logger as Partial<{ isLevelEnabled: unknown }>).isLevelEnabled !== 'function') return logger.child(bindings, options as never)
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger
}
