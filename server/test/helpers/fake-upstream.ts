import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'

export interface SeenRequest {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface FakeUpstream {
  app: FastifyInstance
  seen: SeenRequest[]
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown

/** A scripted upstream for the gateway's own behaviour: it records what it receives. */
export function fakeUpstream(routes: Record<string, Handler>): FakeUpstream {
  const app = Fastify({ logger: false })
  const seen: SeenRequest[] = []
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  app.addHook('onRequest', async (request) => {
    seen.push({ method: request.method, url: request.url, headers: { ...request.headers }, body: '' })
  })
  app.addHook('preHandler', async (request) => {
    const last = seen.findLast((s) => s.url === request.url)
    if (last && typeof request.body === 'string') last.body = request.body
  })
  app.all('/*', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!
    const handler = routes[`${request.method} ${path}`] ?? routes[path]
    if (!handler) return reply.code(404).send({ code: 404, msg: 'not found' })
    return handler(request, reply)
  })
  return { app, seen }
}
