import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bffError } from '../errors.ts'
import { makeSession } from '../lib/session.ts'
import type { CatalogueCode } from '../domain/errors/catalogue.ts'

/** A merged report PDF as base64 in JSON (the upstream's own cap is 64 MiB of base64 per file). */
export const UPDATE_BODY_LIMIT = 80 * 1024 * 1024
export const CLAIM_BODY_LIMIT = 16 * 1024

/**
 * A refusal of the upstream's queue, in the BFF's error shape like every /report/bff answer, keeping
 * the status the renderer acts on (404 and 409: the task is no longer this worker's).
 */
function refusalCode(status: number): CatalogueCode {
  if (status === 401 || status === 403) return 'BFF_ERR_RENDERER_KEY'
  if (status === 404) return 'BFF_ERR_RENDERER_TASK_GONE'
  if (status === 409) return 'BFF_ERR_RENDERER_LEASE_LOST'
  if (status === 413) return 'BFF_ERR_INPUT_TOO_LARGE'
  if (status < 500) return 'BFF_ERR_INPUT_INVALID'
  return 'BFF_ERR_UPSTREAM_UNAVAILABLE'
}

/** Where each relay goes on the upstream (spec 3 §7 consumer/task, consumer/task/update). */
const ROUTES = [
  { path: '/renderer/task', upstream: '/report/task/v1/consumer/task', bodyLimit: CLAIM_BODY_LIMIT },
  { path: '/renderer/task/update', upstream: '/report/task/v1/consumer/task/update', bodyLimit: UPDATE_BODY_LIMIT },
] as const

/**
 * POST /report/bff/renderer/task and /renderer/task/update: the PDF renderer's way to the upstream's
 * consumer queue. The renderer is the BFF's second user (DESIGN.md) and knows only the BFF's
 * address, which is what lets `npm start` run it beside a BFF whose embedded upstream listens on a
 * port nobody else knows, and lets workers on other machines share one queue. The BFF adds no
 * session. It takes only the consumer key it was started with (config.ts: never the demo's outside the
 * embedded demo) and sends that key on; the answer comes back as the upstream gave it (the BFF reads
 * nothing of it).
 */
export default async function rendererQueue(app: FastifyInstance, opts: { consumerKey: string }) {
  const expected = Buffer.from(opts.consumerKey)
  const isOurKey = (given: unknown) => {
    if (typeof given !== 'string') return false
    const bytes = Buffer.from(given)
    return bytes.length === expected.length && timingSafeEqual(bytes, expected)
  }
  // The body goes on untouched, so it is not parsed here (a page's PDF is megabytes of base64).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
  const anonymous = makeSession(undefined, undefined, false)

  for (const route of ROUTES) {
    // The key is checked before the body is read: a caller without it costs a header's parse.
    app.post(route.path, { bodyLimit: route.bodyLimit, onRequest: async (request: FastifyRequest) => {
      if (!isOurKey(request.headers['x-consumer-key'])) throw bffError('BFF_ERR_RENDERER_KEY')
    } }, async (request: FastifyRequest, reply) => {
      const answer = await app.upstream.forward({
        method: 'POST',
        path: route.upstream,
        session: anonymous,
        body: request.body instanceof Buffer ? request.body : undefined,
        headers: {
          'content-type': 'application/json',
          'x-request-id': String(request.id),
          'x-consumer-key': opts.consumerKey,
        },
      })
      if (answer.status >= 400) {
        answer.stream?.destroy()
        throw bffError(refusalCode(answer.status))
      }
      const type = answer.headers['content-type']
      if (typeof type === 'string') reply.type(type)
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body ?? answer.stream)
    })
  }
}
