import type { FastifyInstance } from 'fastify'
import { reportCardRedirect } from '../domain/transcripts/report-card-host.ts'

/** Guard step 1 of spec 1 §4 on report-card hosts: page requests outside the transcript pages go to the transcript index. */
export default async function reportCardHosts(app: FastifyInstance, opts: { hosts: readonly string[] }) {
  if (opts.hosts.length === 0) return
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const target = reportCardRedirect(opts.hosts, request.hostname.replace(/:\d+$/, ''), request.raw.url ?? request.url)
    if (target) return reply.redirect(target, 302)
  })
}

// The hook guards the whole app, not one encapsulated context.
Object.assign(reportCardHosts, { [Symbol.for('skip-override')]: true })
