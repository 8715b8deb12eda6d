import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BASE_PATH, BFF_PREFIX, COOKIE, EXPORT_SESSION_MAX_MS, TOKEN_MEMO_MS } from '@report/contracts/constants'
import { AUTH_CODE, type AuthData } from '@report/contracts/upstream/auth'
import { hasTokenParam, pathWithoutTokens, planExchange, type ExchangePlan } from '../domain/session/token-exchange-plan.ts'
import { safeRedirectTarget } from '../domain/gateway/redirect-target.ts'
import { authExamTarget } from '../domain/session/auth-exam-target.ts'
import { isApiPath } from '../domain/gateway/upstream-path.ts'
import { makeSession } from '../lib/session.ts'
import { exportCookieMaxAge } from '../domain/session/export-session.ts'
import { errorCodeOf } from '../lib/error-code.ts'
import { SharedFlight, jsonCodec } from '../lib/shared-store/index.ts'

/** What an exchange leaves behind: cookies to set and where the browser goes next. */
interface ExchangeOutcome {
  cookies: Array<[string, string]>
  clear: string[]
  /** Target path, or null for "the same page without tokens". */
  redirect: string | null
  notice?: 'role'
  /** The cookies last this long (an export session's); unset: as long as the browser runs. */
  maxAgeSeconds?: number
}

export const NOTICE_COOKIE = 'fxNotice'

export function isDocumentRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false
  const url = request.url
  if (!(url === BASE_PATH || url.startsWith(`${BASE_PATH}/`) || url.startsWith(`${BASE_PATH}?`))) return false
  if (url.startsWith(`${BFF_PREFIX}/`) || url.startsWith(`${BASE_PATH}/pdf/`) || url.startsWith(`${BASE_PATH}/assets/`)) return false
  return !isApiPath(url.slice(BASE_PATH.length))
}

function memoKey(plan: Exclude<ExchangePlan, { step: 'pdf' }>): string {
  switch (plan.step) {
    case 'login':
      return `${plan.step}\u0000${plan.token}`
    case 'unify':
      return `unify\u0000${plan.unifyToken}\u0000${plan.platform}`
    case 'auth':
      return `auth\u0000${plan.token}\u0000${plan.platform}`
  }
}

/** No session, and the token out of the address: what a refused or failed exchange leaves. */
const NO_SESSION: ExchangeOutcome = { cookies: [], clear: [], redirect: null }

/**
 * The token exchange chain of DESIGN.md on document requests: one exchange per token at a time,
 * remembered for 60 s, bounded by the 5 s session wait, answered with a 302 that sets the cookies.
 * An fxPdfToken is the exception: it is single-use, so its exchange is never shared or remembered
 * (the PDF renderer makes the session once per task and hands its cookies to every page); the first
 * request to bring it exchanges it, and any other, here or on another instance, gets no session.
 */
export default fp(async function tokenExchange(app: FastifyInstance, opts: { timeoutMs: number }) {
  async function exchange(plan: ExchangePlan, signal: AbortSignal): Promise<ExchangeOutcome> {
    const upstream = app.upstream
    const anonymous = makeSession(undefined, undefined, false)
    if (plan.step === 'login') {
      return { cookies: [[COOKIE.login, plan.token]], clear: [COOKIE.exportMode], redirect: `${BASE_PATH}/` }
    }
    if (plan.step === 'pdf') {
      const data = await upstream.json<{ unifyToken: string }>('POST', '/report/obt/v1/user/genUnifyToken', anonymous, { token: plan.token }, signal)
      const scope = makeSession(undefined, data.unifyToken, true).exportScope!
      return {
        cookies: [[COOKIE.exportMode, 'pdf'], [COOKIE.login, plan.token], [COOKIE.unified, data.unifyToken]],
        clear: [],
        redirect: null,
        maxAgeSeconds: exportCookieMaxAge(scope, Date.now(), EXPORT_SESSION_MAX_MS),
      }
    }
    const session = plan.step === 'unify' ? makeSession(undefined, plan.unifyToken, false) : anonymous
    // An export session comes from an fxPdfToken only, with its cookies' Max-Age: not from a unifyToken in an address.
    if (session.exportMode) return NO_SESSION
    const token = plan.step === 'unify' ? 'unify' : plan.token
    const answer = await upstream.envelope('POST', '/report/obt/auth', session, { token, platform: plan.platform }, signal)
    const base: Array<[string, string]> = plan.step === 'unify' ? [[COOKIE.unified, plan.unifyToken]] : []
    if (answer.code === AUTH_CODE.roleCannotView) return { cookies: base, clear: [COOKIE.exportMode], redirect: null, notice: 'role' }
    if (answer.code === AUTH_CODE.errorPage) {
      return { cookies: base, clear: [COOKIE.exportMode], redirect: `${BASE_PATH}/error?${new URLSearchParams({ msg: answer.msg ?? '' }).toString()}` }
    }
    // A code-0 answer's data was decoded against AuthDataSchema by the client (a breach threw there).
    const data = answer.data as AuthData | null
    if (answer.code !== AUTH_CODE.ok || answer.status >= 400 || !data) {
      throw Object.assign(new Error(`auth answered code ${answer.code}`), { code: 'AUTH_REFUSED' })
    }
    return {
      cookies: [[COOKIE.unified, data.unifyToken]],
      clear: [COOKIE.exportMode],
      redirect: authExamTarget(data.exam),
    }
  }

  // One exchange per token across every instance on the shared store, its outcome kept for 60 s.
  const memo = new SharedFlight<ExchangeOutcome>(app.sharedStore, 'token-exchange', jsonCodec(), app.sharedStoreFailed)
  const exchanged = async (plan: ExchangePlan) => {
    const outcome = await exchange(plan, AbortSignal.timeout(opts.timeoutMs))
    app.metrics.tokenExchanges.inc({ step: plan.step, result: 'ok' })
    return outcome
  }
  const exchangeOnce = (plan: ExchangePlan, request: FastifyRequest): Promise<ExchangeOutcome> =>
    plan.step === 'pdf' ? exchangeFirstOnly(plan, request) : memo.get(memoKey(plan), () => exchanged(plan), { ttlMs: TOKEN_MEMO_MS, lockMs: opts.timeoutMs, waitMs: opts.timeoutMs })

  /**
   * An fxPdfToken is spent by the first request that brings it: the mark, a lock that is never
   * released, holds on every instance for as long as an export session lasts. A store that fails
   * leaves the decision to the upstream, which spends the token too.
   */
  async function exchangeFirstOnly(plan: Extract<ExchangePlan, { step: 'pdf' }>, request: FastifyRequest): Promise<ExchangeOutcome> {
    const mark = `pdf-token-spent:${createHash('sha256').update(plan.token).digest('base64url')}`
    const first = await app.sharedStore.lock(mark, EXPORT_SESSION_MAX_MS).catch((error: unknown) => {
      app.sharedStoreFailed(error)
      return 'store away'
    })
    if (first === undefined) {
      app.metrics.tokenExchanges.inc({ step: plan.step, result: 'spent' })
      request.log.warn('an fxPdfToken came again after its exchange: no session')
      return NO_SESSION
    }
    return exchanged(plan)
  }

  function apply(reply: FastifyReply, outcome: ExchangeOutcome, fallback: string): FastifyReply {
    for (const name of outcome.clear) reply.clearSessionCookie(name)
    for (const [name, value] of outcome.cookies) reply.setSessionCookie(name, value, outcome.maxAgeSeconds)
    if (outcome.notice === 'role') reply.setSessionCookie(NOTICE_COOKIE, 'role', 60)
    return reply.header('cache-control', 'no-store').redirect(safeRedirectTarget(outcome.redirect ?? fallback), 302)
  }

  // Callback style so the common request (no token in the query) costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const queryAt = request.url.indexOf('?')
    if (queryAt === -1 || !isDocumentRequest(request)) return done()
    const query = new URLSearchParams(request.url.slice(queryAt + 1))
    if (!hasTokenParam(query)) return done()
    return exchangeOnRequest(request, reply, query, queryAt)
  })

  async function exchangeOnRequest(request: FastifyRequest, reply: FastifyReply, query: URLSearchParams, queryAt: number): Promise<FastifyReply> {
    const pathname = request.url.slice(0, queryAt)
    const plan = planExchange({ query, fetchDest: request.headers['sec-fetch-dest'] as string | undefined })
    const fallback = pathWithoutTokens(pathname, query, plan?.step === 'auth' || plan?.step === 'unify')
    if (!plan) return reply.header('cache-control', 'no-store').redirect(safeRedirectTarget(fallback), 302)
    try {
      return apply(reply, await exchangeOnce(plan, request), fallback)
    } catch (error) {
      app.metrics.tokenExchanges.inc({ step: plan.step, result: 'error' })
      request.log.error({ step: plan.step, code: errorCodeOf(error) ?? (error as Error).message }, 'token exchange failed')
      // No session: the page loads without one and the client shows the sign-in view.
      return reply.header('cache-control', 'no-store').redirect(safeRedirectTarget(fallback), 302)
    }
  }
}, { name: 'token-exchange', dependencies: ['session', 'upstream', 'metrics', 'shared-store'] })
