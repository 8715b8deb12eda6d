import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { Envelope } from '@report/contracts/envelope'
import {
  ContrastHistoryViewSchema,
  ContrastIdParamsSchema,
  ContrastRenameBodySchema,
  ContrastStatusViewSchema,
  type ContrastIdParams,
  type ContrastRenameBody,
} from '@report/contracts/bff/contrast'
import { CONTRAST_NAME_MAX, contrastNameError } from '@report/contracts/bff/contrast-rules'
import { toHistoryItem } from '../../domain/contrast/history.ts'
import { toStatusView } from '../../domain/contrast/status.ts'
import { bffError } from '../../errors.ts'
import { requireSession } from '../../lib/require-session.ts'
import { ContrastUpstream } from './contrast-upstream.ts'

/** Comparisons listed on /contrast/history (the basic edition counts them, spec 1 §4). */
export const HISTORY_LIMIT = 200

export const contrastUpstreamOf = (app: FastifyInstance, request: FastifyRequest) => new ContrastUpstream(app, requireSession(request), request.log, request.host)

/** /contrast/history: the list, each comparison's status, and rename, remove, retry (spec 2 §7 list, info, update, remove, build/status). */
export default async function contrastHistoryView(app: FastifyInstance) {
  app.get('/contrast/history', { schema: { response: { 200: Envelope(ContrastHistoryViewSchema) } } }, async (request) => {
    const c = contrastUpstreamOf(app, request)
    const { access, list } = await c.access(HISTORY_LIMIT)
    // Today in Beijing: the 年级 column says which grade each compared cohort is in now.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    return { code: 0, data: { access, items: (list?.list ?? []).map((item) => toHistoryItem(item, access, today)), total: list?.total ?? 0, nameMax: CONTRAST_NAME_MAX } }
  })

  app.get<{ Params: ContrastIdParams }>('/contrast/:id/status', { schema: { params: ContrastIdParamsSchema, response: { 200: Envelope(ContrastStatusViewSchema) } } }, async (request) => {
    const c = contrastUpstreamOf(app, request)
    await c.require('canCreate')
    return { code: 0, data: toStatusView(await c.build(request.params.id)) }
  })

  app.post<{ Params: ContrastIdParams }>('/contrast/:id/retry', { schema: { params: ContrastIdParamsSchema, response: { 200: Envelope(ContrastStatusViewSchema) } } }, async (request) => {
    const c = contrastUpstreamOf(app, request)
    await c.require('canCreate')
    return { code: 0, data: toStatusView(await c.build(request.params.id, true)) }
  })

  app.post<{ Params: ContrastIdParams; Body: ContrastRenameBody }>(
    '/contrast/:id/rename',
    { schema: { params: ContrastIdParamsSchema, body: ContrastRenameBodySchema, response: { 200: Envelope(Type.Null()) } } },
    async (request) => {
      const problem = contrastNameError(request.body.name)
      if (problem) throw bffError('BFF_ERR_INPUT_INVALID', { message: problem })
      const c = contrastUpstreamOf(app, request)
      await c.require('canEdit')
      await c.update(request.params.id, request.body.name.trim())
      return { code: 0, data: null }
    },
  )

  app.post<{ Params: ContrastIdParams }>('/contrast/:id/remove', { schema: { params: ContrastIdParamsSchema, response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const c = contrastUpstreamOf(app, request)
    await c.require('canEdit')
    await c.remove(request.params.id)
    return { code: 0, data: null }
  })
}
