import type { FastifyInstance } from 'fastify'
import { makeSession } from '../lib/session.ts'

const anonymous = makeSession(undefined, undefined, false)

/** /healthz: the process is up. /readyz: the upstream answers at all (any HTTP status below 500). */
export default async function health(app: FastifyInstance, opts: { readyTimeoutMs: number }) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }))
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      const answer = await app.upstream.forward({
        method: 'GET',
        path: '/report/obt/ip',
        session: anonymous,
        signal: AbortSignal.timeout(opts.readyTimeoutMs),
      })
      answer.stream?.destroy()
      if (answer.status < 500) return { status: 'ready' }
      return reply.code(503).send({ status: 'upstream-error', upstreamStatus: answer.status })
    } catch {
      return reply.code(503).send({ status: 'upstream-unreachable' })
    }
  })
}
