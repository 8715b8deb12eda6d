import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { ShellViewSchema, type ShellView } from '@report/contracts/bff/shell'
import { Envelope } from '@report/contracts/envelope'
import { toShellView } from '../domain/shell/to-shell-view.ts'
import { dataDashboardUrl } from '../domain/shell/nav-items.ts'
import { isVirtualSchool } from '../domain/shell/account.ts'
import { requireSession } from '../lib/require-session.ts'
import type { Session } from '../lib/session.ts'
import { bffError } from '../errors.ts'
import { NOTICE_COOKIE } from '../plugins/token-exchange.ts'
import { decodeTokenClaims, isExpired } from '../domain/session/token-claims.ts'
import { ViewUpstream } from './upstream-calls.ts'
import { gatherShellFacts, getHomeMenu, getUser } from './shell-upstream.ts'

const SessionQuerySchema = Type.Object({ embedded: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])) })

/** Beijing year, for the footer's copyright. */
const beijingYear = () => new Date(Date.now() + 8 * 3_600_000).getUTCFullYear()

export interface ShellViewRequest {
  embedded: boolean
  host: string
  logoutUrl: string
}

/** The shell view model of a session (GET /session, and the first view of a document: first-view.ts). */
export async function shellViewOf(app: FastifyInstance, session: Session, log: FastifyBaseLogger, request: ShellViewRequest): Promise<ShellView> {
  const claims = decodeTokenClaims(session.unifyToken, (reason) => log.info({ reason }, 'session token not decodable'))
  if (isExpired(claims, Date.now())) throw bffError('BFF_ERR_SESSION_EXPIRED')
  const facts = await gatherShellFacts(new ViewUpstream(app, session, log))
  return toShellView(facts, { embedded: request.embedded, exportMode: session.exportMode, host: request.host, logoutUrl: request.logoutUrl, year: beijingYear() })
}

/** GET /report/bff/session[?embedded=1] → ShellView; GET /report/bff/data-dashboard → 302 to the external dashboard. */
export default async function shellView(app: FastifyInstance, opts: { logoutUrl: string }) {
  app.get<{ Querystring: { embedded?: '0' | '1' } }>('/session', {
    schema: { querystring: SessionQuerySchema, response: { 200: Envelope(ShellViewSchema) } },
  }, async (request, reply) => {
    if (request.cookies[NOTICE_COOKIE] === 'role') {
      reply.clearSessionCookie(NOTICE_COOKIE)
      throw bffError('BFF_ERR_SESSION_ROLE')
    }
    const session = requireSession(request)
    const data = await shellViewOf(app, session, request.log, { embedded: request.query.embedded === '1', host: request.host, logoutUrl: opts.logoutUrl })
    reply.header('cache-control', 'no-store')
    return { code: 0, data }
  })

  // spec 1 §2 entry 8: the data dashboard opens in a new tab. The session token never goes into its
  // URL (it would sit in history, logs and the Referer of the external site); the BFF checks the
  // account and sends the browser on. A one-time ticket, once the upstream offers one, goes here.
  app.get('/data-dashboard', async (request, reply) => {
    const upstream = new ViewUpstream(app, requireSession(request), request.log)
    const [user, menu] = await Promise.all([getUser(upstream), upstream.soft('home menu', () => getHomeMenu(upstream))])
    const url = dataDashboardUrl({ isStudent: user.auth.isStudent, isSimple: user.isSimple, isVirtualSchool: isVirtualSchool(user), modules: null, menu: menu?.menus ?? null })
    if (!url) throw bffError('BFF_ERR_SESSION_ROLE')
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 302)
  })
}
