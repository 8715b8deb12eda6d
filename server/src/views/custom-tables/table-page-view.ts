import type { FastifyInstance } from 'fastify'
import ExcelJS from 'exceljs'
import { Envelope } from '@report/contracts/envelope'
import { CustomTablePageQuerySchema, CustomTablePageViewSchema, type CustomTableGrid } from '@report/contracts/bff/custom-tables'
import { isCustomTable, tableFileSource, tableFormId, tableItem } from '../../domain/custom-tables/table-items.ts'
import { groupedSheetGrid, PAGE_ROWS, sheetGrid } from '../../domain/custom-tables/sheet-grid.ts'
import { Value } from 'typebox/value'
import { CustomTableConfigSchema, customTableLead } from '@report/contracts/upstream/custom-table'
import { BffError, bffError } from '../../errors.ts'
import { requireSession } from '../../lib/require-session.ts'
import type { Session } from '../../lib/session.ts'
import { fetchCustomAccess } from '../custom/custom-upstream.ts'
import { ViewUpstream } from '../upstream-calls.ts'
import { CustomTablesUpstream } from './custom-tables-upstream.ts'

/** Largest table file the page reads back. */
const MAX_FILE_BYTES = 32 * 1024 * 1024

async function readGrid(app: FastifyInstance, session: Session, src: string, requestId: string, groupLead: number | null): Promise<CustomTableGrid> {
  const answer = await app.upstream.buffered({ method: 'GET', path: src, session, headers: { 'x-request-id': requestId }, maxBodyBytes: MAX_FILE_BYTES })
  if (answer.status !== 200) throw bffError('BFF_ERR_CUSTOM_TABLE_FILE')
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(answer.body as unknown as ArrayBuffer)
  } catch (cause) {
    throw bffError('BFF_ERR_CUSTOM_TABLE_FILE', { cause })
  }
  const ws = book.worksheets[0]
  if (!ws) throw bffError('BFF_ERR_CUSTOM_TABLE_FILE')
  const rows: unknown[][] = []
  const formats: Array<Array<string | undefined>> = []
  ws.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1))
    const f: Array<string | undefined> = []
    row.eachCell({ includeEmpty: true }, (cell, col) => (f[col - 1] = cell.numFmt))
    formats.push(f)
  })
  return groupLead === null ? sheetGrid(rows, PAGE_ROWS, formats) : groupedSheetGrid(rows, groupLead, PAGE_ROWS, formats)
}

/** GET /custom-tables/table?id= (/customTablePage): a generated table, read back from its file, in the browser. */
export default async function tablePageView(app: FastifyInstance) {
  app.get<{ Querystring: { id: string } }>('/custom-tables/table', {
    schema: { querystring: CustomTablePageQuerySchema, response: { 200: Envelope(CustomTablePageViewSchema) } },
  }, async (request, reply) => {
    const session = requireSession(request)
    reply.header('cache-control', 'no-store')
    const access = await fetchCustomAccess(app, session, 'tables')
    if (!access.allowed) return { code: 0, data: { access, table: null } }
    const u = new CustomTablesUpstream(new ViewUpstream(app, session, request.log))
    let info
    try {
      info = await u.tasks.normInfo(request.query.id, undefined)
    } catch (error) {
      if (error instanceof BffError && error.kind === 'not-found') throw bffError('BFF_ERR_CUSTOM_TABLE_NOT_FOUND', { cause: error })
      throw error
    }
    if (!isCustomTable(info)) throw bffError('BFF_ERR_CUSTOM_TABLE_NOT_FOUND')
    const formid = tableFormId(info)
    // The table's form (its name, exams and configuration as the platform keeps them); one the platform no longer has is a table gone.
    const [exams, form] = await Promise.all([
      u.exams(),
      formid === null
        ? undefined
        : u.form(formid).catch((error: unknown) => {
            if (error instanceof BffError && error.kind === 'not-found') throw bffError('BFF_ERR_CUSTOM_TABLE_NOT_FOUND', { cause: error })
            throw error
          }),
    ])
    const item = tableItem(info, new Map(exams.map((e) => [`${e.examid}:${e.org}`, e.name])), app.upstream.origin, form)
    const src = item.state === 'done' ? tableFileSource(item) : null
    // A table over several exams has a row of exam names above its titles (one column group per exam).
    const table = (form?.exams ?? info.exams).length > 1 ? (form?.cfgs ?? info.params?.['table']) : undefined
    const groupLead = Value.Check(CustomTableConfigSchema, table) ? customTableLead(table).length : null
    const grid = src ? await readGrid(app, session, src, String(request.id), groupLead) : null
    return { code: 0, data: { access, table: { ...item, grid } } }
  })
}
