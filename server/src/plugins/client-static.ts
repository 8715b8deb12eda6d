import fp from 'fastify-plugin'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FirstView } from '@report/contracts/bff/first-view'
import { BASE_PATH, BFF_PREFIX } from '@report/contracts/constants'
import { isApiPath } from '../domain/gateway/upstream-path.ts'
import { bffError } from '../errors.ts'
import { ClientChunks } from '../lib/client-chunks.ts'
import { indexDocument } from '../lib/index-document.ts'
import { startPageDrawer, type PageToDraw } from '../lib/page-prerender.ts'
import { sendError } from './error-handler.ts'

const NOT_BUILT_PAGE = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>成绩分析报告</title>
<p>客户端尚未构建：请运行 <code>npm run build</code> 后重启服务。</p></html>`

export interface ClientStaticOptions {
  dist: string
  /** The client module the entry imports at once (the app): its chunks go out with every document. */
  startModule?: string
  /** How long a document waits for its page drawn from its first view; 0 or absent: the client draws every page. */
  pageDrawDeadlineMs?: number
  /**
   * What a document's page needs first (views/first-view.ts): the client modules whose chunks the
   * document preloads, and the views it carries. Null, or a failure: the plain index.html.
   */
  firstView?: (request: FastifyRequest) => Promise<{ modules: readonly string[]; views: FirstView; page: PageToDraw | null } | null>
}

/**
 * The client build under /report/ (hashed assets cached for a year, precompressed siblings served to
 * browsers that accept them) and the history-mode fallback:
 * any other GET under /report/ that is not an API call answers index.html, with its route's first view.
 */
export default fp(async function clientStatic(app: FastifyInstance, opts: ClientStaticOptions) {
  const indexPath = join(opts.dist, 'index.html')
  const built = existsSync(indexPath)
  const indexHtml = built ? readFileSync(indexPath) : Buffer.from(NOT_BUILT_PAGE)
  const withExtras = indexDocument(indexHtml.toString('utf8'))
  const chunks = ClientChunks.read(opts.dist, BASE_PATH)
  // The page drawn into the document from its first view (issue 34): its content shows as the document
  // arrives, not after the scripts have loaded and run.
  // A renderer that does not load (a broken build) costs the documents their drawn page, not the BFF its start.
  const drawer = built && opts.pageDrawDeadlineMs
    ? await startPageDrawer(opts.dist, { deadlineMs: opts.pageDrawDeadlineMs, onThreadError: (error) => app.log.warn({ err: error }, 'the page drawing thread failed; pages go undrawn until it is started again') }).catch((error: unknown) => {
        app.log.warn({ err: error }, 'the page renderer did not load; the client draws every page')
        return null
      })
    : null
  if (drawer) app.addHook('onClose', () => drawer.close())
  const startModules = opts.startModule ? [opts.startModule] : []
  const plainDocument = withExtras({ preloads: chunks.preloads(startModules), firstView: null })
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.dist,
      prefix: `${BASE_PATH}/`,
      wildcard: false,
      index: false,
      serve: true,
      // The build writes .br and .gz beside each text asset (scripts/precompress.mjs): 1.1 MB of
      // script for the first report page goes out as about a quarter of that, at no CPU per request.
      preCompressed: true,
      // The build manifest (.vite/) is the BFF's to read (lib/client-chunks.ts), not a page's.
      dotfiles: 'ignore',
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  app.get(BASE_PATH, async (_request, reply) => reply.redirect(`${BASE_PATH}/`, 301))
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? ''
    // An upstream path the passthrough refused is an API call, not a page: it gets the error, not a document
    // (whose first view would ask the upstream for a session's views on a refused path's behalf).
    const isDocument =
      (request.method === 'GET' || request.method === 'HEAD') &&
      pathname.startsWith(`${BASE_PATH}/`) &&
      !pathname.startsWith(`${BFF_PREFIX}/`) &&
      !pathname.startsWith(`${BASE_PATH}/assets/`) &&
      !isApiPath(pathname.slice(BASE_PATH.length))
    if (!isDocument) return sendError(request, reply, bffError('BFF_ERR_ROUTE_NOT_FOUND'))
    if (!built) return sendDocument(reply.code(503), indexHtml, false)
    const first = request.method === 'GET' ? await firstViewOf(request) : null
    if (!first) return sendDocument(reply, plainDocument, false)
    const personal = Object.keys(first.views).length > 0
    const page = first.page ? await pageOf(request, first.views, first.page) : null
    // How long the document waited for its drawing, for the browser's network panel and bench/main-thread-stall.ts.
    if (page) reply.header('server-timing', `draw;dur=${page.ms.toFixed(1)}`)
    return sendDocument(reply, withExtras({ preloads: chunks.preloads([...startModules, ...first.modules]), firstView: first.views, page }), personal)
  })

  /** A drawing that fails, is late or finds the thread full costs the document its drawn page: the client draws it, as without a renderer. */
  async function pageOf(request: FastifyRequest, views: FirstView, { embedded, layout }: PageToDraw) {
    if (!drawer) return null
    const drawing = await drawer.draw({ url: request.url, views, layout, embedded })
    if (drawing.html === null) {
      app.metrics.firstViews.inc({ view: 'page', result: drawing.result })
      if (drawing.result === 'failed') request.log.warn({ err: drawing.error }, 'drawing the page failed; the client draws it')
      return null
    }
    app.metrics.firstViews.inc({ view: 'page', result: 'drawn' })
    app.metrics.pageDraws.observe(drawing.ms / 1000)
    return { html: drawing.html, layout, ms: drawing.ms }
  }

  /** A failure here costs the document its first view, never the document. */
  async function firstViewOf(request: FastifyRequest) {
    if (!opts.firstView) return null
    try {
      return await opts.firstView(request)
    } catch (error) {
      request.log.warn({ err: error }, 'first view failed; the document goes without it')
      return null
    }
  }
}, { name: 'client-static', dependencies: ['error-handler'] })

/** A document that carries a session's views is that session's alone: no cache keeps it. */
function sendDocument(reply: FastifyReply, html: string | Buffer, personal: boolean): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', personal ? 'no-store' : 'no-cache').send(html)
}
