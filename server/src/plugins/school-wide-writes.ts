import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { refusalCode, schoolWideRoute, SCHOOL_WIDE_WRITES, type SchoolWideWrite } from '../domain/school-wide/school-wide-writes.ts'
import { isSchoolWideWriter } from '../domain/school-wide/school-writer.ts'
import { bffError } from '../errors.ts'
import { requireSession } from '../lib/require-session.ts'
import { ViewUpstream } from '../views/upstream-calls.ts'

/**
 * Refuses `write` to a user below the school's manager (isSchoolWideWriter). Who the user is comes from
 * the session's facts (the user info every view asks for, kept 30 s), so a permitted write costs no call.
 */
export async function requireSchoolWideWriter(app: FastifyInstance, request: FastifyRequest, write: SchoolWideWrite): Promise<void> {
  const u = new ViewUpstream(app, requireSession(request), request.log)
  const { user } = await u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info')
  if (!isSchoolWideWriter(user)) throw bffError(refusalCode(write), { message: write.notice })
}

/**
 * The school-wide writes of SCHOOL_WIDE_WRITES, checked on their routes before the body is read
 * (hostile by default: authorise before you parse). Registered in the view models' scope ahead of the
 * views: each route the table names gets the check as it is added; a table route that no view adds
 * stops the start, so renaming a route cannot drop its check.
 */
export default fp(async function schoolWideWrites(app: FastifyInstance, opts: { prefix: string }) {
  const guarded = new Set<string>()
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${opts.prefix}/`)) return
    const path = route.url.slice(opts.prefix.length)
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const write = schoolWideRoute(method, path)
      if (!write || write.route === null) continue
      guarded.add(write.route)
      const check: onRequestHookHandler = async (request) => requireSchoolWideWriter(app, request, write)
      const own = route.onRequest
      route.onRequest = own === undefined ? [check] : Array.isArray(own) ? [...own, check] : [own, check]
    }
  })
  app.addHook('onReady', async () => {
    const missing = SCHOOL_WIDE_WRITES.flatMap((w) => (w.route !== null && !guarded.has(w.route) ? [w.route] : []))
    if (missing.length > 0) throw new Error(`school-wide writes without a route: ${missing.join(', ')}`)
  })
}, { name: 'school-wide-writes', dependencies: ['upstream', 'session'] })
