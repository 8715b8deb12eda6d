import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { DrillResponseSchema as BffDrillResponseSchema, type DrillResponse } from '@report/contracts/bff/drill'
import {
  REPORT_DRILL_PATH,
  REPORT_DRILL_SOURCE,
  REPORT_PAGE_PATH,
  REPORT_TABLE_PATH,
  REPORT_TABLE_SOURCE,
  ReportDrillExportSchema,
  ReportDrillQuerySchema,
  ReportPageQuerySchema,
  ReportPageViewSchema,
  ReportTableQuerySchema,
  type ReportDrillQuery,
  type ReportPageQuery,
  type ReportPageView,
  type ReportTableQuery,
  type TableBlock,
} from '@report/contracts/bff/report-page'
import { TableViewSchema, type TableSort } from '@report/contracts/bff/table'
import { MAX_PAGE_LIMIT } from '@report/contracts/upstream/reports/common'
import { normalizePageSize, TABLE_DEFAULT_PAGE_SIZE } from '@report/contracts/bff/table-rules'
import { EXPORT_LIMITS } from '@report/contracts/bff/xlsx'
import { VERSION_TIP } from '../../domain/shell/contact-card.ts'
import { viewOrLate } from '../../lib/late-views.ts'
import { toDrillAnswer } from '../../domain/reports/drill-answer.ts'
import { metricNotes, settingsReadBy } from '../../domain/metrics/line-legends.ts'
import { pageSettingsVersionText } from '../../domain/metrics/settings-version.ts'
import { cellSheet, pagesAhead, tableSheet } from '../../domain/reports/table-sheet.ts'
import { inScreenOrder } from '../../domain/tables/export-order.ts'
import { plainJsonSerializer } from '../../lib/plain-json.ts'
import { requireSession } from '../../lib/require-session.ts'
import { bffError } from '../../errors.ts'
import type { Session } from '../../lib/session.ts'
import { defineTableSource, tableSourcesOf } from '../table-export.ts'
import { tableDescription, type PageKit, type ReportPageDef, type ReportTableDef, type ReportTableRequest } from './define.ts'
import { drillBody, drillPath, drillSort } from './drills.ts'
import { REPORT_PAGES } from './pages/index.ts'
import { ReportContext } from './report-context.ts'

const PAGES: ReadonlyMap<string, ReportPageDef> = new Map(REPORT_PAGES.map((page) => [page.route, page]))

function pageOf(route: string): ReportPageDef {
  const page = PAGES.get(route)
  if (!page) throw bffError('BFF_ERR_REPORT_NOT_FOUND')
  return page
}

function tableOf(page: ReportPageDef, id: string): ReportTableDef {
  const table = page.tables.find((t) => t.id === id)
  if (!table) throw bffError('BFF_ERR_REPORT_NOT_FOUND', { message: '该表格不存在' })
  return table
}

function sortOf(key: string | undefined, rule: string | undefined): TableSort | null {
  return key && (rule === 'asc' || rule === 'desc') ? { key, rule } : null
}

function pageNumber(raw: string | undefined): number {
  const n = raw === undefined ? 1 : Number(raw)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

function withoutPaging<T extends Record<string, unknown>>(query: T): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'pageSize' || key === 'sortKey' || key === 'sortRule' || typeof value !== 'string' || value === '') continue
    out[key] = value
  }
  return out
}

/** A printed report has no pager: its paged tables print this many rows (units of a view, not students). */
const PRINTED_PAGE_SIZE = 200

function kitFor(ctx: ReportContext, page: ReportPageDef): PageKit {
  return {
    async table(def, request = {}) {
      const [table, access, description] = await Promise.all([
        def.load(ctx, { page: request.page ?? 1, pageSize: request.pageSize ?? (ctx.session.exportMode ? PRINTED_PAGE_SIZE : TABLE_DEFAULT_PAGE_SIZE), sort: request.sort ?? null }),
        ctx.access(),
        tableDescription(def, ctx),
      ])
      // A table that pages only some views (many units) is remote where it pages.
      const block: TableBlock = { kind: 'table', id: def.id, title: def.title, table, remote: def.remote || table.paging !== null }
      if (description) block.description = description
      if (def.virtual) block.virtual = true
      if (def.stickyOffset !== undefined) block.stickyOffset = def.stickyOffset
      if (def.collapsible && table.paging === null) table.collapsible = true
      if (access.canDownload) {
        block.export = { source: REPORT_TABLE_SOURCE, params: { ...withoutPaging(ctx.query), route: page.route, block: def.id }, filename: `${page.title}-${def.title}`.slice(0, 80) }
      }
      return block
    },
    chart: (id, title, chart, height) => ({ kind: 'chart', id, title, chart, ...(height ? { height } : {}) }),
  }
}

export const hasReportPage = (route: string): boolean => PAGES.has(route)

/** A report page's view model (GET /report-page, and the first view of a document: first-view.ts). */
export async function reportPageOf(app: FastifyInstance, session: Session, log: FastifyBaseLogger, query: ReportPageQuery): Promise<ReportPageView> {
  const page = pageOf(query.route)
  const ctx = new ReportContext(app, session, log, query)
  const [body, access] = await Promise.all([page.build(ctx, kitFor(ctx, page)), page.trialTip ? ctx.access() : null])
  // The version comes with the exam's info where the page asked for it; a page that did not (the dashboard)
  // states none rather than spend an upstream call on it: after the frame a page asks only for its own data.
  const asked = ctx.examAsked()
  const settingsVersion = asked ? pageSettingsVersionText((await asked).settings, settingsReadBy(page.notes)) : null
  return {
    route: page.route,
    title: body.title ?? page.title,
    ...(body.subtitle ? { subtitle: body.subtitle } : {}),
    filters: body.filters,
    blocks: body.blocks,
    notes: [...metricNotes(page.notes, body.lines), ...(page.extraNotes ?? [])],
    settingsVersion,
    versionTip: access?.trial ? VERSION_TIP : null,
  }
}

/** The report pages of spec 2 §2: one view model per page, its tables paged upstream, its drills and downloads. */
export default async function reportViews(app: FastifyInstance) {
  await app.register(import('./diagnosis-route.ts'))
  await app.register(import('./explain-route.ts'))
  app.get<{ Querystring: ReportPageQuery }>(
    REPORT_PAGE_PATH,
    { schema: { querystring: ReportPageQuerySchema, response: { 200: Envelope(ReportPageViewSchema) } }, serializerCompiler: plainJsonSerializer },
    async (request) => {
      const session = requireSession(request)
      return { code: 0, data: await viewOrLate(app, request, 'report-page', () => reportPageOf(app, session, request.log, request.query)) }
    },
  )

  app.get<{ Querystring: ReportTableQuery }>(
    REPORT_TABLE_PATH,
    { schema: { querystring: ReportTableQuerySchema, response: { 200: Envelope(TableViewSchema) } }, serializerCompiler: plainJsonSerializer },
    async (request) => {
      const session = requireSession(request)
      const page = pageOf(request.query.route)
      const def = tableOf(page, request.query.block)
      const ctx = new ReportContext(app, session, request.log, request.query)
      const table = await def.load(ctx, {
        page: pageNumber(request.query.page),
        pageSize: def.virtual ? Math.min(Number(request.query.pageSize ?? MAX_PAGE_LIMIT) || MAX_PAGE_LIMIT, MAX_PAGE_LIMIT) : normalizePageSize(request.query.pageSize),
        sort: sortOf(request.query.sortKey, request.query.sortRule),
      })
      if (def.collapsible && table.paging === null) table.collapsible = true
      return { code: 0, data: table }
    },
  )

  app.get<{ Querystring: ReportDrillQuery }>(
    REPORT_DRILL_PATH,
    { schema: { querystring: ReportDrillQuerySchema, response: { 200: BffDrillResponseSchema } }, serializerCompiler: plainJsonSerializer },
    async (request): Promise<DrillResponse> => {
      const session = requireSession(request)
      const { page: rawPage, pageSize: rawSize, sortKey, sortRule, ...params } = request.query
      const ctx = new ReportContext(app, session, request.log, { ...params, route: 'drill' })
      const page = pageNumber(rawPage)
      const pageSize = Math.min(Number(rawSize ?? 10) || 10, MAX_PAGE_LIMIT)
      const sort = sortOf(sortKey, sortRule)
      const [data, access] = await Promise.all([
        ctx.call(drillPath(params.kind), { ...drillBody(params), offset: (page - 1) * pageSize, limit: pageSize, ...(sort ? { sort: drillSort(sort) } : {}) }),
        ctx.access(),
      ])
      const pindex = params.pindex === undefined ? 0 : Number(params.pindex)
      return {
        code: 0,
        data: toDrillAnswer(data, pindex, {
          page,
          pageSize,
          sort,
          caption: params.caption,
          export: access.canDownload ? { source: REPORT_DRILL_SOURCE, params: withoutPaging(params), filename: `学生名单${params.caption ? `-${params.caption}` : ''}`.slice(0, 80) } : undefined,
        }),
      }
    },
  )

  const sources = tableSourcesOf(app)
  sources.register(
    defineTableSource({
      name: REPORT_TABLE_SOURCE,
      query: ReportTableQuerySchema,
      async open(query, { app: bff, session, log }) {
        const page = pageOf(query.route)
        const def = tableOf(page, query.block)
        const ctx = new ReportContext(bff, session, log, query)
        const access = await ctx.access()
        if (!access.canDownload) throw bffError('BFF_ERR_REPORT_DOWNLOAD_FORBIDDEN')
        const sort = sortOf(query.sortKey, query.sortRule)
        const filename = `${page.title}-${def.title}`
        const pageCount = (total: number) => Math.ceil(Math.min(total, EXPORT_LIMITS.rankingSingle) / MAX_PAGE_LIMIT)
        if (def.sheetPage) {
          // Long student lists: the file's cells straight from each upstream page, no screen rows between.
          const sheetPage = def.sheetPage.bind(def)
          const head = await sheetPage(ctx, { page: 1, pageSize: MAX_PAGE_LIMIT, sort })
          const pages = pagesAhead(head, pageCount(head.total), (n) => sheetPage(ctx, { page: n, pageSize: MAX_PAGE_LIMIT, sort }))
          return { filename, sheets: [cellSheet(def.title, head.columns, pages, EXPORT_LIMITS.rankingSingle)] }
        }
        const first = inScreenOrder(await def.load(ctx, { page: 1, pageSize: MAX_PAGE_LIMIT, sort }), sort)
        const last = first.paging ? pageCount(first.paging.total) : 1
        const pages = pagesAhead(first, last, (n) => def.load(ctx, { page: n, pageSize: MAX_PAGE_LIMIT, sort }))
        return { filename, sheets: [tableSheet(def.title, first.columns, pages, EXPORT_LIMITS.rankingSingle)] }
      },
    }),
  )
  sources.register(
    defineTableSource({
      name: REPORT_DRILL_SOURCE,
      query: ReportDrillExportSchema,
      async open(params, { app: bff, session, log }) {
        const ctx = new ReportContext(bff, session, log, { ...params, route: 'drill' })
        const access = await ctx.access()
        if (!access.canDownload) throw bffError('BFF_ERR_REPORT_DOWNLOAD_FORBIDDEN')
        const pindex = params.pindex === undefined ? 0 : Number(params.pindex)
        // The order of the dialog on screen (issue 15 item 6).
        const sort = sortOf(params.sortKey, params.sortRule)
        const load = async (n: number) => {
          const data = await ctx.call(drillPath(params.kind), { ...drillBody(params), offset: (n - 1) * MAX_PAGE_LIMIT, limit: MAX_PAGE_LIMIT, ...(sort ? { sort: drillSort(sort) } : {}) })
          return toDrillAnswer(data, pindex, { page: n, pageSize: MAX_PAGE_LIMIT, sort })
        }
        const first = await load(1)
        const pages = pagesAhead(first, Math.ceil(Math.min(first.paging.total, EXPORT_LIMITS.rankingSingle) / MAX_PAGE_LIMIT), load)
        const name = params.caption ? `学生名单-${params.caption}` : '学生名单'
        return { filename: name, sheets: [tableSheet('学生名单', first.columns, pages, EXPORT_LIMITS.rankingSingle)] }
      },
    }),
  )
}

