import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { toUpstreamPath } from '../domain/gateway/upstream-path.ts'
import type { HttpMethod } from '../lib/upstream-client.ts'
import type { Session } from '../lib/session.ts'
import type { ExamListRequest } from '@report/contracts/upstream/exam'
import { examListPage, type ExamListAnswer } from './exam-list-upstream.ts'

/**
 * Facts about the signed-in user and the exam in view that the shell, exam frame, report and task views
 * all need: asked once per session for a while (plugins/upstream.ts, 30 s) rather than by every view of
 * every page. The exam frame's view comes before each report page and asks the same calls as the
 * page's access check (exam info, user, the exam's permissions, download ban, trial flag), so the page
 * makes only its own.
 */
const SESSION_FACTS: ReadonlySet<string> = new Set([
  'GET /obt/v1/user/info',
  'GET /obt/v1/user/permission',
  'POST /exam/v1/exam/info/all',
  'POST /exam/v1/exam/disabled',
  'POST /exam/v1/exam/permission',
  // Per exam: the query is part of the fact's key, not of this list's.
  'GET /obt/v1/exam/is_trial',
])

/**
 * The view models' upstream calls: one place that runs a client path through the path rules (the PDF
 * rewrite) and asks the shared client. `soft` turns a failure into null with a warning, for calls a
 * view can do without.
 */
export class ViewUpstream {
  constructor(
    private readonly app: FastifyInstance,
    private readonly session: Session,
    private readonly log: FastifyBaseLogger,
  ) {}

  json<T>(method: HttpMethod, clientPath: string, body?: unknown, options: { maxBodyBytes?: number } = {}): Promise<T> {
    const rule = toUpstreamPath(clientPath, this.session.exportMode)
    if (!rule.ok) throw new Error(`not an upstream path: ${clientPath}`)
    if (!SESSION_FACTS.has(`${method} ${clientPath.split('?', 1)[0]}`)) return this.app.upstream.json<T>(method, rule.path, this.session, body, undefined, options.maxBodyBytes)
    const key = `${this.session.key}|${method} ${rule.path}|${body === undefined ? '' : JSON.stringify(body)}`
    return this.app.sessionFacts.get(key, () => this.app.upstream.sizedJson(method, rule.path, this.session, body, undefined, options.maxBodyBytes)).then((fact) => fact.data as T)
  }

  /** A page of the compare list, its items decoded one by one against ExamSchema (never read raw). */
  examList(body: ExamListRequest): Promise<ExamListAnswer> {
    const rule = toUpstreamPath('/obt/v1/exam/compare/list', this.session.exportMode)
    if (!rule.ok) throw new Error('not an upstream path: the compare list')
    return examListPage(this.app, rule.path, this.session, body)
  }

  async soft<T>(what: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call()
    } catch (err) {
      this.log.warn({ err, call: what }, 'optional upstream call failed')
      return null
    }
  }
}

/** The first rejection among settled results, in the order given (the call whose error the user should see first). */
export function firstRejection(results: ReadonlyArray<PromiseSettledResult<unknown>>): unknown {
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  return failed?.reason
}

export function valueOf<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason
  return result.value
}
