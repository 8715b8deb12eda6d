import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bffError } from '../errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Content types a cross-site form can send without a preflight. */
const SIMPLE_BODY_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i

/**
 * This server's own origin as a browser names it: scheme, host and port (default ports dropped).
 * The scheme is the connection's, or X-Forwarded-Proto's behind a trusted proxy (TRUST_PROXY=1).
 */
function ownOrigin(request: FastifyRequest): string | undefined {
  const host = request.host
  if (!host) return undefined
  try {
    return new URL(`${request.protocol}://${host}`).origin
  } catch {
    return undefined
  }
}

/**
 * State-changing requests must come from our own pages: `Sec-Fetch-Site: same-origin`, or an
 * `Origin` equal to this server's scheme, host and port (an `http:` page of the same host is another
 * origin: a network attacker can write it). Programs that send neither header (the PDF renderer,
 * tests) are not browsers and cannot be driven cross-site, so they pass.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true
  const origin = request.headers.origin
  if (typeof origin === 'string') {
    const own = ownOrigin(request)
    if (!own) return true
    try {
      return new URL(origin).origin !== own
    } catch {
      return true
    }
  }
  return false
}

export default fp(async function csrf(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done()
    if (isCrossSite(request)) return done(bffError('BFF_ERR_CSRF'))
    const type = request.headers['content-type']
    if (typeof type === 'string' && SIMPLE_BODY_TYPES.test(type)) return done(bffError('BFF_ERR_INPUT_MEDIA_TYPE'))
    done()
  })
}, { name: 'csrf' })
