import fp from 'fastify-plugin'
import Fastify, { type FastifyInstance } from 'fastify'
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'

/** Headers Fastify itself writes on the probe answer: not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])

/**
 * The headers helmet sets for `options`, found once by letting @fastify/helmet answer one probe
 * request. @fastify/helmet rebuilds helmet's middleware and re-parses the CSP directives on every
 * request (≈ 4 % of a passthrough's CPU); our options have no per-request part (no nonces), so the
 * answer is the same every time and helmet stays the one authority on which headers and values.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false })
  await probe.register(helmet, options)
  probe.get('/', async () => 'probe')
  const answer = await probe.inject({ url: '/' })
  await probe.close()
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!NOT_HELMET.has(name) && typeof value === 'string') headers[name] = value
  }
  if (!headers['content-security-policy']) throw new Error('helmet probe answered without a Content-Security-Policy')
  return headers
}

/** Helmet's security headers on every answer, set by one cheap hook first in line (as helmet's were). */
export default fp(async function securityHeaders(app: FastifyInstance, opts: { helmet: FastifyHelmetOptions }) {
  const headers = await helmetHeaders(opts.helmet)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}, { name: 'security-headers' })
