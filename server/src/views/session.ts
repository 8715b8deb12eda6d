import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { Envelope } from '@report/contracts/envelope'
import { COOKIE } from '@report/contracts/constants'
import { NOTICE_COOKIE } from '../plugins/token-exchange.ts'

/** POST /report/bff/logout. (GET /report/bff/session grew into the shell view model: views/shell.ts.) */
export default async function sessionView(app: FastifyInstance, opts: { logoutUrl: string }) {
  app.post('/logout', {
    schema: { response: { 200: Envelope(Type.Object({ redirectUrl: Type.String() })) } },
  }, async (_request, reply) => {
    for (const name of [COOKIE.login, COOKIE.unified, COOKIE.exportMode, NOTICE_COOKIE]) reply.clearSessionCookie(name)
    return { code: 0, data: { redirectUrl: opts.logoutUrl } }
  })
}
