import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import compress from '@fastify/compress'
import { fileURLToPath } from 'node:url'
import { BFF_PREFIX } from '@report/contracts/constants'
import type { Config } from './config.ts'
import errorHandler, { sendError } from './plugins/error-handler.ts'
import draining from './plugins/draining.ts'
import { bffError } from './errors.ts'
import { answerClientError } from './lib/client-error.ts'
import metrics from './plugins/metrics.ts'
import securityHeaders from './plugins/security-headers.ts'
import upstream from './plugins/upstream.ts'
import session from './plugins/session.ts'
import csrf from './plugins/csrf.ts'
import tokenExchange from './plugins/token-exchange.ts'
import exportSession from './plugins/export-session.ts'
import tokenRateLimit from './plugins/rate-limit.ts'
import sharedStore from './plugins/shared-store.ts'
import schoolWideWrites from './plugins/school-wide-writes.ts'
import customExamGate from './plugins/custom-exam-gate.ts'
import type { SharedStore } from './lib/shared-store/index.ts'
import clientStatic from './plugins/client-static.ts'
import health from './routes/health.ts'
import passthrough from './routes/passthrough.ts'
import sessionView from './views/session.ts'
import signInView from './views/sign-in.ts'
import type { DemoAccount } from '@report/contracts/bff/sign-in'
import { logoutTarget, type SignInSource } from './domain/session/sign-in-view.ts'
import examsView from './views/exams.ts'
import shellView from './views/shell.ts'
import examContextView from './views/exam-context.ts'
import tableExport from './views/table-export.ts'
import levelViews from './views/level.ts'
import settingsView from './views/settings/settings.ts'
import examSyncView from './views/sync/exam-sync.ts'
import addDataViews from './views/sync/add-data.ts'
import taskViews from './views/tasks.ts'
import rendererQueue from './views/renderer-queue.ts'
import reportViews from './views/reports/index.ts'
import customViews from './views/custom/index.ts'
import customTableViews from './views/custom-tables/index.ts'
import contrastViews from './views/contrast/index.ts'
import answerCardViews from './views/answer-cards.ts'
import questionPicViews from './views/question-pics.ts'
import tutoringViews from './views/tutoring.ts'
import transcriptViews from './views/transcripts.ts'
import reportCardHosts from './views/report-card-hosts.ts'
import auxiliaryViews from './views/auxiliary/auxiliary-views.ts'
import { CLIENT_MODULES, firstViewSource } from './views/first-view.ts'
import { LateViews } from './lib/late-views.ts'
import { loggerOptions, RequestLogController, requestLogger } from './logger.ts'

export interface BuildOptions {
  /** Upstream origin; required here (main.ts starts the embedded reference upstream when unset). */
  upstreamUrl: string
  logger?: FastifyServerOptions['logger']
  defaultMetrics?: boolean
  /** The embedded reference upstream's demo accounts (main.ts): the sign-in page lists them. Unset: a real platform. */
  demoAccounts?: readonly DemoAccount[]
  /** A store the caller owns (tests share one between two apps); unset: made from `config.redisUrl`. */
  sharedStore?: SharedStore
}

const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url))

/** Builds the BFF without listening, so tests can `inject` and main.ts can listen. */
export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // Every request is logged at debug; at info only failed and slow ones (logger.ts).
    logController: new RequestLogController(),
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    // plugins/draining.ts answers requests that come while closing, in the error shape.
    return503OnClosing: false,
    // A plugin's start is bounded by the process's own start checks; avvio's 10 s failed a start on a
    // machine at load 19 (@fastify/static reading the client build), which is slowness, not a hang.
    pluginTimeout: 120_000,
    // Errors Fastify raises before routing (a malformed percent escape in the path) answer the error shape too.
    frameworkErrors: (error, request, reply) => sendError(request, reply, bffError(error.code === 'FST_ERR_BAD_URL' ? 'BFF_ERR_PATH_UNSAFE' : 'BFF_ERR_INPUT_INVALID')),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // What the HTTP parser refuses (headers over 16 KiB, not HTTP) answers the error shape too.
    clientErrorHandler: answerClientError,
  })
  app.removeContentTypeParser('text/plain')

  await app.register(securityHeaders, {
    helmet: {
      frameguard: false,
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: config.frameAncestors,
        },
      },
    },
  })
  await app.register(errorHandler)
  // View models and answer sheets over a school's or a phone's network: a 48 KB class report goes
  // out as about 8 KB. Text types only (mime-db's list): xlsx, zip and PDF files are compressed
  // already, and the client's assets were compressed once at build (client-static.ts).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 })
  await app.register(draining)
  await app.register(metrics, { defaultMetrics: options.defaultMetrics ?? false })
  app.decorate('lateViews', new LateViews())
  await app.register(sharedStore, { redisUrl: config.redisUrl, ...(options.sharedStore ? { store: options.sharedStore } : {}) })
  await app.register(upstream, { config, origin: options.upstreamUrl })
  await app.register(session, { cookieSecure: config.cookieSecure })
  await app.register(csrf)
  await app.register(tokenRateLimit, { max: 30, windowMs: 60_000 })
  await app.register(tokenExchange, { timeoutMs: config.tokenExchangeTimeoutMs })
  // After the token exchange (a new fxPdfToken is exchanged whatever session came with it), before every route.
  await app.register(exportSession)
  await app.register(reportCardHosts, { hosts: config.reportCardHosts })

  await app.register(health, { readyTimeoutMs: config.readyTimeoutMs })
  await app.register(passthrough, { cacheMaxBytes: config.cacheMaxBytes })
  const signInSource: SignInSource = options.demoAccounts ? { kind: 'embedded', accounts: options.demoAccounts } : { kind: 'platform', logoutUrl: config.logoutUrl ?? null }
  const logoutUrl = logoutTarget(signInSource)
  await app.register(async (bff) => {
    await bff.register(schoolWideWrites, { prefix: BFF_PREFIX })
    await bff.register(customExamGate)
    await bff.register(tableExport)
    await bff.register(sessionView, { logoutUrl })
    await bff.register(signInView, { source: signInSource })
    await bff.register(examsView)
    await bff.register(shellView, { logoutUrl })
    await bff.register(examContextView)
    await bff.register(levelViews)
    await bff.register(settingsView)
    await bff.register(examSyncView)
    await bff.register(addDataViews)
    await bff.register(taskViews)
    await bff.register(reportViews)
    await bff.register(rendererQueue, { consumerKey: config.rendererConsumerKey })
    await bff.register(customViews)
    await bff.register(customTableViews)
    await bff.register(contrastViews)
    await bff.register(answerCardViews)
    await bff.register(questionPicViews)
    await bff.register(tutoringViews)
    await bff.register(transcriptViews)
    await bff.register(auxiliaryViews)
  }, { prefix: BFF_PREFIX })
  // A report route's document carries its first views and names its chunks (issue 34).
  await app.register(clientStatic, { dist: config.clientDist ?? DEFAULT_CLIENT_DIST, startModule: CLIENT_MODULES.start, pageDrawDeadlineMs: config.pageDrawDeadlineMs, firstView: firstViewSource(app, { logoutUrl, deadlineMs: config.firstViewDeadlineMs }) })
  return app
}
