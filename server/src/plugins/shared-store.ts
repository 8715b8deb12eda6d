import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createSharedStore, type SharedStore } from '../lib/shared-store/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    sharedStore: SharedStore
    /** Told of a store call that failed; the caller went on without the store. */
    sharedStoreFailed: (error: unknown) => void
  }
}

/** In memory the token memo is all it holds; outcomes are a few hundred bytes each. */
const MEMORY_STORE_MAX_BYTES = 16 * 1024 * 1024

/** The store several instances share (Redis when `REDIS_URL` is set), or this process's memory. */
export default fp(async function sharedStore(app: FastifyInstance, opts: { redisUrl: string | undefined; store?: SharedStore }) {
  const store = opts.store ?? createSharedStore(opts.redisUrl, MEMORY_STORE_MAX_BYTES)
  app.decorate('sharedStore', store)
  let lastLogged = 0
  app.decorate('sharedStoreFailed', (error: unknown) => {
    app.metrics.sharedStoreErrors.inc()
    // Redis away means an error per request: log at most one a second.
    const now = Date.now()
    if (now - lastLogged < 1000) return
    lastLogged = now
    app.log.error({ err: error, store: store.kind }, 'shared store call failed; answering without it')
  })
  if (!opts.store) app.addHook('onClose', async () => store.close())
}, { name: 'shared-store', dependencies: ['metrics'] })
