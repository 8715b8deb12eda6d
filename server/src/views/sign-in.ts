import type { FastifyInstance } from 'fastify'
import { SignInQuerySchema, SignInViewSchema, type SignInQuery } from '@report/contracts/bff/sign-in'
import { Envelope } from '@report/contracts/envelope'
import { toSignInView, type SignInSource } from '../domain/session/sign-in-view.ts'

/** GET /report/bff/sign-in?reason&msg&returnTo → SignInView; needs no session (it is what a missing one shows). */
export default async function signInView(app: FastifyInstance, opts: { source: SignInSource }) {
  app.get<{ Querystring: SignInQuery }>('/sign-in', {
    schema: { querystring: SignInQuerySchema, response: { 200: Envelope(SignInViewSchema) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const { reason = 'no-session', msg, returnTo } = request.query
    return { code: 0, data: toSignInView(opts.source, { reason, msg, returnTo }) }
  })
}
