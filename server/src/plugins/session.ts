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

/** Sessions remembered by their cookies. */
const SESSIONS_KEPT = 10_000

/** Reads the session cookies into `request.session`; writes them with the flags of DESIGN.md. */
export default fp(async function session(app: FastifyInstance, opts: { cookieSecure: boolean }) {
  await app.register(cookie, { parseOptions: { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.cookieSecure } })
  app.decorateRequest('session', null as unknown as Session)
  // A session's key is a hash of its tokens; a browser sends the same cookies on every request, so
  // the Session is remembered rather than hashed again each time (it is never mutated). A plain Map,
  // oldest first out: a hit costs one lookup, where an LRU's recency bookkeeping was 1.5 % of a
  // passthrough's CPU (bench/RESULTS.md §1); a session pushed out is only hashed again.
  const sessions = new Map<string, Session>()
  app.addHook('onRequest', (request, _reply, done) => {
    const c = request.cookies
    const fxtoken = c[COOKIE.login] || undefined
    const unifyToken = c[COOKIE.unified] || undefined
    const exportMode = c[COOKIE.exportMode] === 'pdf'
    const key = `${exportMode ? 1 : 0}\u0000${fxtoken ?? ''}\u0000${unifyToken ?? ''}`
    let session = sessions.get(key)
    if (session === undefined) {
      if (sessions.size >= SESSIONS_KEPT) sessions.delete(sessions.keys().next().value!)
      sessions.set(key, (session = makeSession(fxtoken, unifyToken, exportMode)))
    }
    request.session = session
    done()
  })
  const flags = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.cookieSecure }
  app.decorateReply('setSessionCookie', function (this: FastifyReply, name: string, value: string, maxAgeSeconds?: number) {
    return this.setCookie(name, value, maxAgeSeconds === undefined ? flags : { ...flags, maxAge: maxAgeSeconds })
  })
  app.decorateReply('clearSessionCookie', function (this: FastifyReply, name: string) {
    return this.clearCookie(name, flags)
  })
}, { name: 'session' })
