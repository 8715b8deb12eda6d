import { PassThrough } from 'node:stream'
import fp from 'fastify-plugin'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Static, TObject } from 'typebox'
import { Compile } from 'typebox/compile'
import { EXAM_LIST } from '@report/contracts/constants'
import { ExamsQuerySchema } from '@report/contracts/bff/exams'
import { examListPage } from './exam-list-upstream.ts'
import {
  EXAMS_SOURCE,
  TABLE_EXPORT_PATH,
  TABLE_SOURCE_NAME_PATTERN,
  TableExportQuerySchema,
  XLSX_CONTENT_TYPE,
  type TableExportQuery,
} from '@report/contracts/bff/xlsx'
import { attachmentDisposition } from '../domain/tables/content-disposition.ts'
import { EXAM_SHEET_COLUMNS, EXAM_SHEET_NAME, examSheetRow } from '../domain/tables/exam-sheet.ts'
import { pagedRows } from '../domain/tables/paged-rows.ts'
import { toExamListItem } from '../domain/exams/to-exam-list-item.ts'
import { toUpstreamPath } from '../domain/gateway/upstream-path.ts'
import { writeXlsx, type XlsxSheet } from '../lib/xlsx-stream.ts'
import { requireSession } from '../lib/require-session.ts'
import type { Session } from '../lib/session.ts'
import { bffError } from '../errors.ts'

/**
 * GET /report/bff/table-export?source=<name>[&filename=][&…]: a registered row source streamed as
 * .xlsx. A source names itself, declares its query as a TypeBox object, and opens into sheets whose
 * rows are async iterators (usually fed page by page by the upstream, see domain/tables/paged-rows).
 * Other views register theirs: `tableSourcesOf(app).register(defineTableSource({...}))`.
 */

export interface TableSourceContext {
  app: FastifyInstance
  session: Session
  /** Aborted when the browser goes away: stop asking the upstream. */
  signal: AbortSignal
  log: FastifyBaseLogger
}

export interface TableExportPlan {
  /** Download name without .xlsx (Chinese is fine). */
  filename: string
  sheets: XlsxSheet[]
}

export interface TableSource<S extends TObject = TObject> {
  name: string
  query: S
  open(query: Static<S>, context: TableSourceContext): Promise<TableExportPlan>
}

interface Registered {
  source: TableSource
  check: ReturnType<typeof Compile<TObject>>
}

export interface TableSourceRegistry {
  register(source: TableSource): void
  has(name: string): boolean
}

/** One registry per BFF (keyed by its HTTP server, which every encapsulated context shares). */
const registries = new WeakMap<object, TableSourceRegistry>()

/** The table-export sources of this BFF, from any plugin context: `tableSourcesOf(app).register(source)`. */
export function tableSourcesOf(app: FastifyInstance): TableSourceRegistry {
  const registry = registries.get(app.server)
  if (!registry) throw new Error('the table-export plugin is not registered')
  return registry
}

/** Keeps a source's query type while storing it beside others. */
export function defineTableSource<S extends TObject>(source: TableSource<S>): TableSource {
  return source as unknown as TableSource
}

/** The user's exam list (the data of GET /report/bff/exams) as one sheet, 300 exams a page. */
export const examsSource = defineTableSource({
  name: EXAMS_SOURCE,
  query: ExamsQuerySchema,
  async open(query, { app, session, signal }) {
    const path = (toUpstreamPath('/obt/v1/exam/compare/list', session.exportMode) as { path: string }).path
    const base: { isFilter?: boolean; schoolid?: string } = {}
    if (query.isFilter !== undefined && query.isFilter !== '') base.isFilter = query.isFilter === '1' || query.isFilter === 'true'
    if (query.schoolid) base.schoolid = query.schoolid
    const exams = pagedRows(
      async (page, pageSignal) => {
        const data = await examListPage(app, path, session, { ...base, ...page }, pageSignal)
        return { items: data.exams, total: data.total }
      },
      { pageSize: EXAM_LIST.pageCap, signal },
    )
    async function* rows() {
      const seen = new Set<string>()
      for await (const exam of exams) {
        const id = `${exam.examid}:${exam.org}`
        if (seen.has(id)) continue
        seen.add(id)
        yield examSheetRow(toExamListItem(exam))
      }
    }
    return { filename: EXAM_SHEET_NAME, sheets: [{ name: EXAM_SHEET_NAME, header: EXAM_SHEET_COLUMNS, rows: rows() }] }
  },
})

export default fp(
  async function tableExport(app: FastifyInstance, opts: { sources?: TableSource[] }) {
    const sources = new Map<string, Registered>()
    const namePattern = new RegExp(TABLE_SOURCE_NAME_PATTERN)
    const registry: TableSourceRegistry = {
      register(source: TableSource) {
        if (!namePattern.test(source.name)) throw new Error(`table source name ${source.name} does not match ${TABLE_SOURCE_NAME_PATTERN}`)
        if (sources.has(source.name)) throw new Error(`table source ${source.name} is registered twice`)
        sources.set(source.name, { source, check: Compile(source.query) })
      },
      has: (name: string) => sources.has(name),
    }
    registries.set(app.server, registry)
    for (const source of opts.sources ?? [examsSource]) registry.register(source)

    // No automatic HEAD route: a HEAD would open the source and page through the upstream for nothing.
    app.get<{ Querystring: TableExportQuery }>(TABLE_EXPORT_PATH, { exposeHeadRoute: false, schema: { querystring: TableExportQuerySchema } }, async (request, reply) => {
      const session = requireSession(request)
      const { source: name, filename, ...params } = request.query
      const entry = sources.get(name)
      if (!entry) throw bffError('BFF_ERR_ROUTE_NOT_FOUND', { message: '要下载的表格不存在' })
      if (!entry.check.Check(params)) {
        const first = [...entry.check.Errors(params)][0]
        throw bffError('BFF_ERR_INPUT_INVALID', { message: `请求参数不正确：${first ? `${first.instancePath || '/'} ${first.message}` : name}` })
      }

      const abort = new AbortController()
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort(new Error('the browser closed the download'))
      })
      const plan = await entry.source.open(params, { app, session, signal: abort.signal, log: request.log })
      // The first row is fetched before the headers go out: a failing upstream is still an error body.
      const sheets = await Promise.all(plan.sheets.map((sheet, index) => (index === 0 ? primed(sheet) : sheet)))

      const out = new PassThrough()
      const started = performance.now()
      writeXlsx(out, sheets, { signal: abort.signal }).then(
        (result) => request.log.info({ source: name, rows: result.rows, ms: Math.round(performance.now() - started) }, 'table export written'),
        (error: unknown) => {
          if (abort.signal.aborted) request.log.info({ source: name }, 'table export abandoned by the browser')
          else request.log.error({ err: error, source: name }, 'table export failed mid-stream')
          out.destroy(error instanceof Error ? error : new Error(String(error)))
        },
      )
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(`${filename ?? plan.filename}.xlsx`))
        .header('cache-control', 'no-store')
        .send(out)
    })
  },
  { name: 'table-export', dependencies: ['upstream', 'session'] },
)

/** The sheet with its first row already fetched (errors surface now); the rest follows lazily. */
async function primed(sheet: XlsxSheet): Promise<XlsxSheet> {
  const source = sheet.rows
  const iterator: AsyncIterator<readonly unknown[]> | Iterator<readonly unknown[]> =
    Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]()
  const first = await iterator.next()
  async function* rows() {
    try {
      if (first.done) return
      yield first.value
      for (;;) {
        const next = await iterator.next()
        if (next.done) return
        yield next.value
      }
    } finally {
      await iterator.return?.()
    }
  }
  return { ...sheet, rows: rows() as XlsxSheet['rows'] }
}
