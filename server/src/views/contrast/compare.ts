import type { FastifyInstance } from 'fastify'
import { Type, type Static } from 'typebox'
import { Envelope } from '@report/contracts/envelope'
import { CompareDimensionSchema, CONTRAST_EXPORT_SOURCE, CompareQuerySchema, CompareViewSchema, type CompareDimension, type CompareQuery, type CompareView } from '@report/contracts/bff/contrast'
import { plannedCalls, resolveTarget, shownDimension, toCompareView, TOTAL } from '../../domain/contrast/compare-view.ts'
import { toStatusView } from '../../domain/contrast/status.ts'
import { bffError } from '../../errors.ts'
import { compareSheet } from '../../domain/contrast/compare-sheet.ts'
import { defineTableSource, tableSourcesOf } from '../table-export.ts'
import { ContrastUpstream } from './contrast-upstream.ts'
import { contrastUpstreamOf } from './history.ts'

/** Students of a class or a school asked at once (a class is far smaller); also the 总分缺考名单's rows. */
const SCOPE_ROWS = 500

const DimensionParams = Type.Object({ dimension: CompareDimensionSchema })

/**
 * The view of comparison `q.id` in `dimension`: the calls that dimension needs, in parallel, then the
 * pure mapper. A student's trend needs nothing from the comparison's info, so it is asked at once,
 * beside the info and the access verdict (`canDownload`); while the build runs it fails and the info
 * says why.
 */
export async function compareView(c: ContrastUpstream, dimension: CompareDimension, q: CompareQuery, canDownload: Promise<boolean>): Promise<CompareView> {
  const early = dimension === 'student' && q.student ? c.student(q.id, q.student).then((data) => ({ data }), (error: unknown) => ({ error })) : null
  const [info, download] = await Promise.all([c.info(q.id), canDownload])
  const status = toStatusView(info)
  const target = resolveTarget(info, q)
  const facts = { dimension: shownDimension(dimension, info), info, status, target, summary: null, scope: null, missed: null, student: null, canDownload: download }
  if (!status.done) return toCompareView(facts)
  const asked = early ? await early : null
  if (asked && 'error' in asked) throw asked.error
  const partsOf = (shown: CompareDimension) => {
    const plan = plannedCalls(shown)
    // The students a dimension lists: all of them, a school's or a class's; null when there is no such unit.
    const unit = plan.scope === null ? null : plan.scope === 'all' ? {} : plan.scope === 'school' ? (target.school ? { schoolid: target.school } : null) : target.school && target.class ? { schoolid: target.school, classid: target.class } : null
    return Promise.all([
      plan.summary && (plan.summary === 'school' || target.school)
        ? c.summary({ id: q.id, subject: target.subject, level: plan.summary, ...(plan.summary === 'class' && target.school ? { schoolid: target.school } : {}) })
        : null,
      unit ? c.scope({ id: q.id, subject: target.subject, ...unit, offset: 0, limit: plan.scope === 'class' ? SCOPE_ROWS : 1, sort: { key: 'rank', rule: 'asc' } }) : null,
      // Who the 总分 figures leave out (issue 31 item 3): the students of the unit who missed a chosen subject.
      unit && target.subject === TOTAL ? c.scope({ id: q.id, subject: TOTAL, ...unit, offset: 0, limit: SCOPE_ROWS, sort: { key: 'name', rule: 'asc' }, missedOnly: true }) : null,
    ] as const)
  }
  let shown = facts.dimension
  let [summary, scope, missed] = await partsOf(shown)
  // One school under 全体: whether anyone else sat the exams shows in the school-level figures.
  const settled = shownDimension(shown, info, summary)
  if (settled !== shown) [summary, scope, missed] = await partsOf((shown = settled))
  return toCompareView({ ...facts, dimension: shown, summary, scope, missed, student: asked ? asked.data : null })
}

const ExportQuerySchema = Type.Object({ ...CompareQuerySchema.properties, ...DimensionParams.properties, table: Type.String({ pattern: '^[0-9]{1,2}$' }) })

/**
 * GET /report/bff/compare/{multi|school|class|student}?id=&subject=&school=&class=&student= (spec 2
 * §2 compare), and every table of it as .xlsx through the table-export route (source `contrast`),
 * only with permission able (spec 2 §6).
 */
export default async function compareViews(app: FastifyInstance) {
  app.get<{ Params: Static<typeof DimensionParams>; Querystring: CompareQuery }>(
    '/compare/:dimension',
    { schema: { params: DimensionParams, querystring: CompareQuerySchema, response: { 200: Envelope(CompareViewSchema) } } },
    async (request) => {
      const c = contrastUpstreamOf(app, request)
      const access = c.require('canShow')
      // The refusal, when there is one, is the error the user sees, before the comparison's own.
      const [allowed, view] = await Promise.allSettled([access, compareView(c, request.params.dimension, request.query, access.then((a) => a.canDownload))])
      if (allowed.status === 'rejected') throw allowed.reason
      if (view.status === 'rejected') throw view.reason
      return { code: 0, data: view.value }
    },
  )

  tableSourcesOf(app).register(
    defineTableSource({
      name: CONTRAST_EXPORT_SOURCE,
      query: ExportQuerySchema,
      async open(query, { app: bff, session, log }) {
        const { dimension, table: index, ...q } = query
        // No request host here: the flagship experience on gray hosts (spec 1 §4) does not reach downloads.
        const c = new ContrastUpstream(bff, session, log, '')
        await c.require('canDownload')
        const view = await compareView(c, dimension, q, Promise.resolve(true))
        const table = view.tables[Number(index)]
        if (!table?.export) throw bffError('BFF_ERR_CONTRAST_NOT_READY')
        return { filename: table.export.filename, sheets: [compareSheet(table)] }
      },
    }),
  )
}
