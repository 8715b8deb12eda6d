import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { UpstreamClient } from '../lib/upstream-client.ts'
import { Recorder } from '../lib/recorder.ts'

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient
  }
}

/** The shared upstream client: one keep-alive pool for view models, caches and passthrough. */
export default fp(async function upstream(app: FastifyInstance, opts: { config: Config; origin: string }) {
  const recorder = opts.config.recordDir ? new Recorder(opts.config.recordDir) : undefined
  const client = new UpstreamClient(
    opts.origin,
    opts.config.upstream,
    (template, method, status, seconds) => app.metrics.upstreamDuration.observe({ template, method, status: String(status) }, seconds),
    recorder,
  )
  app.decorate('upstream', client)
  app.addHook('onClose', async () => client.close())
}, { name: 'upstream', dependencies: ['metrics'] })
