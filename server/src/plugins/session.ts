import fp from 'fastify-plugin'
import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { COOKIE } from '@report/contracts/constants'
import { makeSession, type Session } from '../lib/session.ts'

declare module 'fastify' {
  interface FastifyRequest {
    session: Session
  }
  interface FastifyReply {
    setSessionCookie(name: string, value: string, maxAgeSeconds?: number): FastifyReply
    clearSessionCookie(name: string): FastifyReply
  }
}

/** Reads the session cookies into `request.session`; writes them with the flags of DESIGN.md. */
export default fp(async function session(app: FastifyInstance, opts: { cookieSecure: boolean }) {
  await app.register(cookie, { parseOptions: { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.cookieSecure } })
  app.decorateRequest('session', null as unknown as Session)
  app.addHook('onRequest', async (request) => {
    const c = request.cookies
    request.session = makeSession(c[COOKIE.login] || undefined, c[COOKIE.unified] || undefined, c[COOKIE.exportMode] === 'pdf')
  })
  const flags = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.cookieSecure }
  app.decorateReply('setSessionCookie', function (this: FastifyReply, name: string, value: string, maxAgeSeconds?: number) {
    return this.setCookie(name, value, maxAgeSeconds === undefined ? flags : { ...flags, maxAge: maxAgeSeconds })
  })
  app.decorateReply('clearSessionCookie', function (this: FastifyReply, name: string) {
    return this.clearCookie(name, flags)
  })
}, { name: 'session' })
