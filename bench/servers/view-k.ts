import Fastify from 'fastify'
import { loadConfig } from '../../server/src/config.ts'
import { UpstreamClient } from '../../server/src/lib/upstream-client.ts'
import { makeSession } from '../../server/src/lib/session.ts'
import { COOKIE } from '@report/contracts/constants'

/**
 * Bench only: a view model of k parallel upstream calls, made the way a BFF view makes them (the
 * BFF's UpstreamClient and session, Promise.all, a small mapped answer). The BFF has no k-call view
 * beyond /report/bff/session and /report/bff/exams yet, so this stands in for k = 3 and 6.
 */
const PATHS = [
  '/report/obt/v1/user/info',
  '/report/obt/v1/user/permission',
  '/report/obt/v1/user/grades',
  '/report/obt/v1/bench/sample',
  '/report/analysis/v1/permission/versionAuth/modules',
  '/report/obt/ip',
]
// It serves no renderer: a key only so the BFF's configuration with UPSTREAM_URL loads.
const config = loadConfig({ UPSTREAM_URL: process.env.UPSTREAM_URL, RENDERER_CONSUMER_KEY: 'view-k-serves-no-renderer' })
const upstream = new UpstreamClient(config.upstreamUrl!, config.upstream)
const app = Fastify({ logger: false })
app.get<{ Params: { k: string } }>('/view/:k', async (request) => {
  const k = Math.min(PATHS.length, Math.max(1, Number(request.params.k)))
  const cookies = Object.fromEntries((request.headers.cookie ?? '').split(/;\s*/).map((c) => c.split('=', 2) as [string, string]))
  const session = makeSession(cookies[COOKIE.login], cookies[COOKIE.unified], false)
  const parts = await Promise.all(PATHS.slice(0, k).map((path) => upstream.json<unknown>('GET', path, session)))
  return { code: 0, data: { parts: parts.length } }
})
app.get('/healthz', async () => ({ ok: true }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
