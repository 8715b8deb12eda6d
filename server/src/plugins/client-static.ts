import fp from 'fastify-plugin'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { BASE_PATH, BFF_PREFIX } from '@report/contracts/constants'
import { bffError } from '../errors.ts'
import { sendError } from './error-handler.ts'

const NOT_BUILT_PAGE = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>成绩分析报告</title>
<p>客户端尚未构建：请运行 <code>npm run build</code> 后重启服务。</p></html>`

/**
 * The client build under /report/ (hashed assets cached for a year, precompressed siblings served to
 * browsers that accept them) and the history-mode fallback:
 * any other GET under /report/ that is not an API call answers index.html.
 */
export default fp(async function clientStatic(app: FastifyInstance, opts: { dist: string }) {
  const indexPath = join(opts.dist, 'index.html')
  const built = existsSync(indexPath)
  const indexHtml = built ? readFileSync(indexPath) : Buffer.from(NOT_BUILT_PAGE)
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
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  app.get(BASE_PATH, async (_request, reply) => reply.redirect(`${BASE_PATH}/`, 301))
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? ''
    const isDocument = (request.method === 'GET' || request.method === 'HEAD') && pathname.startsWith(`${BASE_PATH}/`) && !pathname.startsWith(`${BFF_PREFIX}/`) && !pathname.startsWith(`${BASE_PATH}/assets/`)
    if (isDocument) {
      return reply.code(built ? 200 : 503).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
    }
    return sendError(request, reply, bffError('BFF_ERR_ROUTE_NOT_FOUND'))
  })
}, { name: 'client-static', dependencies: ['error-handler'] })
