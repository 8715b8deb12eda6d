import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { SessionViewSchema } from '@report/contracts/bff/session'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { Envelope } from '@report/contracts/envelope'
import { COOKIE } from '@report/contracts/constants'
import { toSessionView } from '../domain/session/to-session-view.ts'
import { toUpstreamPath } from '../domain/gateway/upstream-path.ts'
import { requireSession } from '../lib/require-session.ts'
import { bffError } from '../errors.ts'
import { NOTICE_COOKIE } from '../plugins/token-exchange.ts'

const SessionQuerySchema = Type.Object({ embedded: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])) })

/** GET /report/bff/session and POST /report/bff/logout. */
export default async function sessionView(app: FastifyInstance, opts: { logoutUrl: string }) {
  app.get<{ Querystring: { embedded?: '0' | '1' } }>('/session', {
    schema: { querystring: SessionQuerySchema, response: { 200: Envelope(SessionViewSchema) } },
  }, async (request, reply) => {
    if (request.cookies[NOTICE_COOKIE] === 'role') {
      reply.clearSessionCookie(NOTICE_COOKIE)
      throw bffError('BFF_ERR_SESSION_ROLE')
    }
    const session = requireSession(request)
    const path = (toUpstreamPath('/obt/v1/user/info', session.exportMode) as { path: string }).path
    const { user } = await app.upstream.json<{ user: UpstreamUser }>('GET', path, session)
    reply.header('cache-control', 'no-store')
    return {
      code: 0,
      data: toSessionView(user, { embedded: request.query.embedded === '1', exportMode: session.exportMode, logoutUrl: opts.logoutUrl }),
    }
  })

  app.post('/logout', {
    schema: { response: { 200: Envelope(Type.Object({ redirectUrl: Type.String() })) } },
  }, async (_request, reply) => {
    for (const name of [COOKIE.login, COOKIE.unified, COOKIE.exportMode, NOTICE_COOKIE]) reply.clearSessionCookie(name)
    return { code: 0, data: { redirectUrl: opts.logoutUrl } }
  })
}
