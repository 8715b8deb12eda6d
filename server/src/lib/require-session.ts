import type { FastifyRequest } from 'fastify'
import { hasSession, type Session } from './session.ts'
import { bffError } from '../errors.ts'

/** View models need a session; without one the answer is `no-session` (401). */
export function requireSession(request: FastifyRequest): Session {
  if (!hasSession(request.session)) throw bffError('BFF_ERR_SESSION_MISSING')
  return request.session
}
