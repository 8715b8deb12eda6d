import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Compile } from 'typebox/compile'
import { ExamContextQuerySchema } from '@report/contracts/bff/exam-context'
import type { FirstView } from '@report/contracts/bff/first-view'
import { ReportPageQuerySchema, type ReportPageQuery } from '@report/contracts/bff/report-page'
import { documentViews } from '../domain/first-view/document-views.ts'
import { layoutOfRequest } from '../domain/first-view/layout-guess.ts'
import { errorCodeOf } from '../lib/error-code.ts'
import type { PageToDraw } from '../lib/page-prerender.ts'
import { hasSession } from '../lib/session.ts'
import { NOTICE_COOKIE } from '../plugins/token-exchange.ts'
import { examContextOf } from './exam-context.ts'
import { hasReportPage, reportPageOf } from './reports/index.ts'
import { shellViewOf } from './shell.ts'

/** The client modules an exam route renders (client/src/app/routes/exam/, Vite's manifest keys). */
export const CLIENT_MODULES = {
  /** The app the entry starts (client/src/main.tsx holds no library): every document's page needs it. */
  start: 'src/app/start.tsx',
  frame: 'src/app/routes/exam/index.tsx',
  dashboard: 'src/app/routes/exam/dashboard.tsx',
  report: 'src/app/routes/exam/report.tsx',
  /** Drawn lazily by a chart block (components/report/report-chart.tsx). */
  chart: 'src/components/report/chart-canvas.tsx',
} as const

export interface DocumentFirstView {
  /** Client modules whose chunks go out with the document. */
  modules: string[]
  views: FirstView
  /**
   * Set when every view an exam route's page starts from is in `views`: the page can be drawn into the
   * document from them alone (issue 34), as read from the request.
   */
  page: PageToDraw | null
}

export interface FirstViewOptions {
  logoutUrl: string
  /**
   * How long the document waits (FIRST_VIEW_DEADLINE_MS, 300 ms by default): a view not ready by then
   * is left to the page, which asks for it itself, rather than hold the document's first byte and the
   * scripts it names.
   */
  deadlineMs: number
}

type ViewName = 'session' | 'exam-context' | 'report-page'

const isExamContextQuery = Compile(ExamContextQuerySchema)
const isReportPageQuery = Compile(ReportPageQuerySchema)

/**
 * The first view of a signed-in document (issue 34): what its page asks for first — the shell's
 * session view, and on an exam route the exam frame's context and the report page — computed at once
 * by the same functions as GET /report/bff/session, /exam-context and /report-page, for the same
 * session, with the address's query checked against the same schemas. Each view ready within the
 * deadline goes into the document under its key; one that fails or is late is left out, and the page
 * asks for it as it always did. Export sessions (the PDF renderer) get none.
 */
export function firstViewSource(app: FastifyInstance, opts: FirstViewOptions): (request: FastifyRequest) => Promise<DocumentFirstView | null> {
  return async (request) => {
    const session = request.session
    if (!hasSession(session) || session.exportMode) return null
    const queryAt = request.url.indexOf('?')
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt)
    const plan = documentViews(pathname, queryAt === -1 ? '' : request.url.slice(queryAt + 1), request.headers['sec-fetch-dest'] as string | undefined)
    if (!plan) return null

    const tasks: Array<[ViewName, string, () => Promise<unknown>]> = []
    // The session view answers this notice once, as an error, and clears it: the page must ask.
    if (request.cookies[NOTICE_COOKIE] === undefined) {
      tasks.push(['session', plan.session.key, () => shellViewOf(app, session, request.log, { embedded: plan.session.embedded, host: request.host, logoutUrl: opts.logoutUrl })])
    }
    const context = plan.examContext
    if (context && isExamContextQuery.Check(context.query)) {
      tasks.push(['exam-context', context.key, () => examContextOf(app, session, request.log, { query: context.query, ip: request.ip, host: request.host })])
    }
    const page = plan.reportPage
    if (page && hasReportPage(page.query.route ?? '') && isReportPageQuery.Check(page.query)) {
      tasks.push(['report-page', page.key, () => reportPageOf(app, session, request.log, page.query as ReportPageQuery)])
    }

    const views = opts.deadlineMs > 0 ? await withinDeadline(app, request, session.key, tasks, opts.deadlineMs) : {}
    const modules: string[] = []
    if (plan.examRoute !== null) {
      modules.push(CLIENT_MODULES.frame, plan.examRoute === 'dashboard' ? CLIENT_MODULES.dashboard : CLIENT_MODULES.report)
      const pageView = page ? (views[page.key] as { blocks?: Array<{ kind: string }> } | undefined) : undefined
      if (pageView?.blocks?.some((block) => block.kind === 'chart')) modules.push(CLIENT_MODULES.chart)
    }
    const complete = plan.examRoute !== null && tasks.length === 3 && tasks.every(([, key]) => key in views)
    const drawable: PageToDraw | null = complete ? { embedded: plan.session.embedded, layout: layoutOfRequest(header(request, 'sec-ch-ua-mobile'), header(request, 'user-agent')) } : null
    return { modules, views, page: drawable }
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * The views that are ready within the deadline, by key; a failed one is logged at debug (the page's own request
 * will report it). One still computing at the deadline is held for the page's own ask of it (`viewOrLate`).
 */
async function withinDeadline(app: FastifyInstance, request: FastifyRequest, sessionKey: string, tasks: ReadonlyArray<[ViewName, string, () => Promise<unknown>]>, deadlineMs: number): Promise<FirstView> {
  const ready: FirstView = {}
  let open = true
  const running = tasks.map(([name, key, view]) => {
    const one = { key, data: Promise.resolve().then(view), done: false, settled: Promise.resolve() }
    one.settled = one.data.then(
      (value) => {
        one.done = true
        app.metrics.firstViews.inc({ view: name, result: open ? 'embedded' : 'late' })
        if (open) ready[key] = value
      },
      (error: unknown) => {
        one.done = true
        app.metrics.firstViews.inc({ view: name, result: 'failed' })
        request.log.debug({ view: name, code: errorCodeOf(error) ?? (error as Error).message }, 'first view left out')
      },
    )
    return one
  })
  let timer: NodeJS.Timeout | undefined
  await Promise.race([Promise.all(running.map((one) => one.settled)), new Promise<void>((resolve) => (timer = setTimeout(resolve, deadlineMs)))])
  clearTimeout(timer)
  open = false
  for (const one of running) if (!one.done) app.lateViews.hold(sessionKey, one.key, one.data)
  return ready
}
