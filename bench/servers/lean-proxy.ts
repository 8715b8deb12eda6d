import Fastify from 'fastify'
// undici 7, as the BFF has it (the root's hoisted undici is 6, a test tool's dependency).
import { Pool, type Dispatcher } from '../../server/node_modules/undici/index.js'

// Comparison: the leanest Fastify proxy we know how to write (the issue's "lean handler on an undici
// Pool"): one route, dispatch with a handler that holds the body and replies in one write. No duty at
// all (no session, path rules, security headers, metrics or logging), so it is the floor for the BFF.
const pool = new Pool(process.env.UPSTREAM_URL!, { connections: 64, pipelining: 1 })
const app = Fastify({ logger: false })
app.get('/report/*', (request, reply) => {
  const chunks: Buffer[] = []
  const handler: Dispatcher.DispatchHandler = {
    // undici takes a handler for the new API only when it has onRequestStart.
    onRequestStart() {},
    onResponseStart(_c, status, headers) {
      reply.code(status)
      const type = headers['content-type']
      if (typeof type === 'string') reply.type(type)
    },
    onResponseData(_c, chunk) {
      chunks.push(chunk)
    },
    onResponseEnd() {
      reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))
    },
    onResponseError() {
      reply.code(502).send()
    },
  }
  pool.dispatch({ method: 'GET', path: request.url, headers: { cookie: request.headers.cookie ?? '' } }, handler)
  return reply
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
