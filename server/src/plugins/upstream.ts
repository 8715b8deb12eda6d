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
  // Pre-labelled children, as for the request histogram (metrics.ts); templates are a bounded set.
  const children = new Map<string, { observe(seconds: number): void }>()
  const observe = (template: string, method: string, status: number | 'error', seconds: number) => {
    const key = `${template} ${method} ${status}`
    let child = children.get(key)
    if (child === undefined) children.set(key, (child = app.metrics.upstreamDuration.labels(template, method, String(status))))
    child.observe(seconds)
  }
  const client = new UpstreamClient(opts.origin, opts.config.upstream, observe, recorder)
  app.decorate('upstream', client)
  app.addHook('onClose', async () => client.close())
}, { name: 'upstream', dependencies: ['metrics'] })
