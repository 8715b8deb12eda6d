import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { toUpstreamPath } from '../domain/gateway/upstream-path.ts'
import type { HttpMethod } from '../lib/upstream-client.ts'
import type { Session } from '../lib/session.ts'

/**
 * The view models' upstream calls: one place that runs a client path through the path rules (the PDF
 * rewrite) and asks the shared client. `soft` turns a failure into null with a warning, for calls a
 * view can do without.
 */
export class ViewUpstream {
  constructor(
    private readonly app: FastifyInstance,
    private readonly session: Session,
    private readonly log: FastifyBaseLogger,
  ) {}

  json<T>(method: HttpMethod, clientPath: string, body?: unknown, options: { maxBodyBytes?: number } = {}): Promise<T> {
    const rule = toUpstreamPath(clientPath, this.session.exportMode)
    if (!rule.ok) throw new Error(`not an upstream path: ${clientPath}`)
    return this.app.upstream.json<T>(method, rule.path, this.session, body, undefined, options.maxBodyBytes)
  }

  async soft<T>(what: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call()
    } catch (err) {
      this.log.warn({ err, call: what }, 'optional upstream call failed')
      return null
    }
  }
}

/** The first rejection among settled results, in the order given (the call whose error the user should see first). */
export function firstRejection(results: ReadonlyArray<PromiseSettledResult<unknown>>): unknown {
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  return failed?.reason
}

export function valueOf<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason
  return result.value
}
