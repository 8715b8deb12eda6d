import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { UsageUploadBodySchema, UsageUploadResultSchema, type UsageUploadBody } from '@report/contracts/bff/usage'
import { USAGE_LOG_PATH } from '@report/contracts/upstream/usage'
import { BffError, bffError } from '../../errors.ts'
import { usageBatch } from '../../domain/usage/usage-batch.ts'
import { requireSession } from '../../lib/require-session.ts'
import { ViewUpstream } from '../upstream-calls.ts'

/** POST /report/bff/usage {datas}: the browser's queued usage records, on to /user/v1/user/operate/log (spec 3 §4, §7). */
export default async function usageViews(app: FastifyInstance) {
  app.post<{ Body: UsageUploadBody }>(
    '/usage',
    { schema: { body: UsageUploadBodySchema, response: { 200: Envelope(UsageUploadResultSchema) } } },
    async (request) => {
      const upstream = new ViewUpstream(app, requireSession(request), request.log)
      const datas = usageBatch(request.body.datas, Date.now())
      if (datas.length === 0) return { code: 0, data: { uploaded: 0 } }
      try {
        await upstream.json('POST', USAGE_LOG_PATH, { datas })
      } catch (error) {
        // spec 3 §8: a non-zero code keeps the records for a retry; a lost session stays itself.
        if (error instanceof BffError && (error.kind === 'auth' || error.kind === 'no-session')) throw error
        throw bffError('BFF_ERR_USAGE_REJECTED', { cause: error })
      }
      return { code: 0, data: { uploaded: datas.length } }
    },
  )
}
