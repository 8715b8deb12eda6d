import fp from 'fastify-plugin'
import { Server as NetServer, type Socket } from 'node:net'
import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { bffError } from '../errors.ts'
import { sendError } from './error-handler.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Graceful shutdown: stop accepting, answer what is in flight and what arrives on open
     * keep-alive connections (each with `Connection: close`), then close. Resolves when closed.
     */
    drainAndClose(options: DrainOptions): Promise<void>
  }
}

export interface DrainOptions {
  /** Close by then whatever is still open (in-flight requests are still awaited by app.close()). */
  deadlineMs: number
  /** How long a keep-alive connection may sit idle during the drain before it is closed. */
  idleMs: number
}

type State = 'open' | 'draining' | 'closing'

/**
 * Shutting down without losing a request. Closing an idle keep-alive socket races a client that is
 * writing its next request on it (the request is reset), and Node's server.close() closes every idle
 * socket at once. So the drain first only stops the listener, answers each request that still comes
 * on an open connection with `Connection: close` (the client then stops reusing it), and closes
 * what stays idle only after a quiet spell. A request that arrives once closing has begun answers
 * 503 in the error shape (fastify's own 503 body is not).
 */
export default fp(async function draining(app: FastifyInstance) {
  let state: State = 'open'
  const connections = new Set<Socket>()
  /** Responses in progress, by socket: a socket without one is an idle keep-alive connection. */
  const busy = new Map<Socket, ServerResponse>()

  app.server.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.once('close', () => connections.delete(socket))
  })
  app.server.on('request', (request: { socket: Socket }, response: ServerResponse) => {
    busy.set(request.socket, response)
    response.once('close', () => {
      if (busy.get(request.socket) === response) busy.delete(request.socket)
    })
  })

  app.addHook('onRequest', (request, reply, done) => {
    if (state === 'open') return done()
    reply.header('connection', 'close')
    if (state === 'draining') return done()
    // Answered here rather than thrown: the error handler would log an expected refusal as a failure.
    sendError(request, reply, bffError('BFF_ERR_SERVER_CLOSING'))
  })
  app.addHook('preClose', (done) => {
    state = 'closing'
    done()
  })

  app.decorate('drainAndClose', async function drainAndClose(options: DrainOptions): Promise<void> {
    if (state !== 'open') return app.close()
    state = 'draining'
    const started = Date.now()
    // net.Server's close only stops accepting; http.Server's would also drop every idle connection now.
    if (app.server.listening) NetServer.prototype.close.call(app.server)
    for (const response of busy.values()) if (!response.headersSent) response.setHeader('connection', 'close')
    for (;;) {
      const elapsed = Date.now() - started
      if (connections.size === 0 || elapsed >= options.deadlineMs) break
      if (busy.size === 0 && elapsed >= options.idleMs) break
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    await app.close()
  })
}, { name: 'draining', dependencies: ['error-handler'] })
