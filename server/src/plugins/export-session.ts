import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { bffError } from '../errors.ts'
import { makeSession } from '../lib/session.ts'
import { judgeExportRequest } from '../domain/session/export-session.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route a method other than GET, HEAD or OPTIONS reaches: what an export session is refused (its test walks them). */
    readonly stateChangingRoutes: ReadonlyArray<{ method: string; url: string }>
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function examidsOf(query: unknown): string[] {
  const value = (query as Record<string, unknown> | undefined)?.examid
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/**
 * An export session prints (DESIGN.md "Kinds of session"; domain/session/export-session.ts): on every
 * request, before any route runs, a state-changing method is refused, a session past its token's
 * expiry becomes no session, and a request naming another exam is refused. One hook for every route,
 * passthrough and 404s included, so a route added later is covered without a word.
 */
export default fp(async function exportSession(app: FastifyInstance) {
  const routes: Array<{ method: string; url: string }> = []
  app.decorate('stateChangingRoutes', routes)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (!READ_METHODS.has(method)) routes.push({ method, url: route.url })
  })
  const noSession = makeSession(undefined, undefined, false)
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = request.session.exportScope
    if (!scope) return done()
    switch (judgeExportRequest(scope, { method: request.method, examids: examidsOf(request.query), nowMs: Date.now() })) {
      case 'read-only':
        return done(bffError('BFF_ERR_EXPORT_READ_ONLY'))
      case 'other-exam':
        return done(bffError('BFF_ERR_EXPORT_OTHER_EXAM'))
      case 'expired':
        // Its tokens are not sent anywhere again: the request goes on as one without a session.
        request.session = noSession
        return done()
      case 'ok':
        return done()
    }
  })
}, { name: 'export-session', dependencies: ['session'] })
