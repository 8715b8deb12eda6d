import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BASE_PATH, REPORT_PREFIXES, ANSWER_SHEET_TTL_MS } from '@report/contracts/constants'
import { isApiPath, toUpstreamPath } from '../domain/gateway/upstream-path.ts'
import { isTokenEndpoint } from '../domain/gateway/token-endpoints.ts'
import { FORWARDED_REQUEST_HEADERS, isForwardableResponseHeader } from '../domain/gateway/hop-by-hop.ts'
import { cacheKey, isCacheablePath } from '../domain/gateway/cache-key.ts'
import { sheetExamOf } from '../domain/gateway/sheet-exam.ts'
import { cachedSheetReusable } from '../domain/answer-cards/access.ts'
import { ANSWER_CARD_PATHS } from '@report/contracts/upstream/answer-cards'
import type { ExamInterval } from '@report/contracts/upstream/answer-cards'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { ViewUpstream } from '../views/upstream-calls.ts'
import { ResponseCache, cachedResponseCodec, type CachedResponse } from '../lib/response-cache.ts'
import { SharedFlight } from '../lib/shared-store/index.ts'
import { bffError } from '../errors.ts'
import { schoolWideUpstreamCall } from '../domain/school-wide/school-wide-writes.ts'
import { requireSchoolWideWriter } from '../plugins/school-wide-writes.ts'
import { jsonBodyOf, requireVisibleExams } from '../plugins/custom-exam-gate.ts'
import { namedExams } from '../domain/custom/named-exams.ts'
import type { HttpMethod } from '../lib/upstream-client.ts'

const PASSTHROUGH_BODY_LIMIT = 1024 * 1024
const UNDER_BASE = `${BASE_PATH}/`

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { 'x-request-id': String(request.id) }
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  return headers
}

function copyResponseHeaders(reply: FastifyReply, headers: Record<string, string | string[] | undefined>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && isForwardableResponseHeader(name)) reply.header(name, value)
  }
}

/**
 * Whitelisted passthrough (DESIGN.md): report prefixes under /report/ and /api/v3|v4/. A lean
 * handler on the shared undici pool rather than @fastify/http-proxy: the path rules depend on the
 * session (PDF mode), the Cookie header is ours, and answer sheets go through the cache.
 */
export default async function passthrough(app: FastifyInstance, opts: { cacheMaxBytes: number }) {
  // Pre-labelled: a label object per lookup costs prom-client a validation and a hash on every hit.
  const hits = app.metrics.cacheLookups.labels('answer-sheet', 'hit')
  const misses = app.metrics.cacheLookups.labels('answer-sheet', 'miss')
  // Several instances on Redis share answer sheets (keys carry the session hash, as in memory).
  const shared = app.sharedStore.kind === 'redis' ? new SharedFlight<CachedResponse>(app.sharedStore, 'answer-sheet', cachedResponseCodec, app.sharedStoreFailed) : undefined
  const cache = new ResponseCache(opts.cacheMaxBytes, ANSWER_SHEET_TTL_MS, (hit) => (hit ? hits : misses).inc(), shared)
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PASSTHROUGH_BODY_LIMIT }, (_req, body, done) => done(null, body))

  /**
   * Whether a kept sheet of `examid` may go to who asks now (cachedSheetReusable): asked on reuse only,
   * so a first request costs the upstream nothing more; who asks is the session's fact (30 s).
   */
  async function sheetReusable(request: FastifyRequest, examid: string): Promise<boolean> {
    const u = new ViewUpstream(app, request.session, request.log)
    const user = examid === '' ? null : await u.soft('user', () => u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info'))
    const isStudent = user ? user.user.auth.isStudent : null
    const window = isStudent ? await u.soft('exam interval', () => u.json<ExamInterval>('GET', `${ANSWER_CARD_PATHS.interval}?${new URLSearchParams({ examid }).toString()}`)) : null
    return cachedSheetReusable({ isStudent, window })
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const raw = request.raw.url ?? request.url
    const underBase = raw.startsWith(UNDER_BASE)
    const clientPath = underBase ? raw.slice(BASE_PATH.length) : raw
    // `/report/exam/dashboard` is a client page that shares its first segment with the exam API.
    if (underBase && !isApiPath(clientPath)) return reply.callNotFound()
    const rule = toUpstreamPath(clientPath, request.session.exportMode)
    if (!rule.ok) throw bffError(rule.reason === 'unsafe' ? 'BFF_ERR_PATH_UNSAFE' : 'BFF_ERR_PATH_NOT_ALLOWED')
    // The upstream's sign-in calls answer a session token: only the BFF's token chain may make them.
    if (isTokenEndpoint(rule.path)) throw bffError('BFF_ERR_PATH_NOT_ALLOWED')
    const method = request.method as HttpMethod
    // A school-wide write's view checks its role; the same call sent here is held to the same rule.
    const schoolWide = schoolWideUpstreamCall(method, rule.path)
    if (schoolWide) await requireSchoolWideWriter(app, request, schoolWide)
    const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined
    // Another user's custom exam is refused here as on the view models (custom-exam-gate.ts).
    if (/examid/i.test(raw) || body !== undefined) {
      const named = namedExams(request.query, jsonBodyOf(body))
      if (named.length > 0) await requireVisibleExams(app, request, named)
    }
    const call = () => ({ method, path: rule.path, session: request.session, body, headers: forwardedHeaders(request) })

    if (isCacheablePath(method, rule.path)) {
      const key = cacheKey(request.session.key, rule.path)
      const examid = sheetExamOf(rule.path)
      // A kept sheet (here or from another instance) is checked before it goes out, once for all asking
      // at the same time (the key names who asks); the waiters of a load take its answer; the upstream then judges.
      const reusable = examid === undefined ? undefined : () => sheetReusable(request, examid)
      const cached = await cache.get(key, () => app.upstream.buffered(call()), reusable)
      if (cached.contentType) reply.type(cached.contentType)
      // Only a sheet is for the browser to keep: a refusal (the window closed) must not outlive the next ask.
      if (cached.status === 200) reply.header('cache-control', 'private, max-age=3600')
      return reply.code(cached.status).send(cached.body)
    }
    if (app.upstream.recording) {
      const response = await app.upstream.buffered(call())
      copyResponseHeaders(reply, response.headers)
      return reply.code(response.status).send(response.body)
    }
    const answer = await app.upstream.forward(call())
    copyResponseHeaders(reply, answer.headers)
    return reply.code(answer.status).send(answer.body ?? answer.stream)
  }

  for (const prefix of REPORT_PREFIXES) app.all(`${BASE_PATH}/${prefix}/*`, handler)
  app.all('/api/v3/*', handler)
  app.all('/api/v4/*', handler)
}
