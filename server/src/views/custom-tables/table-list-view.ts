import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { CustomTableListViewSchema } from '@report/contracts/bff/custom-tables'
import { isCustomTable, tableFormId, tableItem, templateView } from '../../domain/custom-tables/table-items.ts'
import { requireSession } from '../../lib/require-session.ts'
import { fetchCustomAccess } from '../custom/custom-upstream.ts'
import { ViewUpstream } from '../upstream-calls.ts'
import { CustomTablesUpstream } from './custom-tables-upstream.ts'

/** GET /custom-tables/list (/table-create/list, /custom-table/list): the user's custom tables (forms and their tasks), newest first, and templates. */
export default async function tableListView(app: FastifyInstance) {
  app.get('/custom-tables/list', { schema: { response: { 200: Envelope(CustomTableListViewSchema) } } }, async (request, reply) => {
    const session = requireSession(request)
    reply.header('cache-control', 'no-store')
    const access = await fetchCustomAccess(app, session, 'tables')
    if (!access.allowed) return { code: 0, data: { access, tables: [], templates: [] } }
    const u = new CustomTablesUpstream(new ViewUpstream(app, session, request.log))
    const [single, grouped, exams, templates, forms] = await Promise.all([u.tasks.normSingle(), u.tasks.normGrouped(), u.exams(), u.templates(), u.forms()])
    const names = new Map(exams.map((e) => [`${e.examid}:${e.org}`, e.name]))
    const formsById = new Map(forms.map((f) => [f.formid, f]))
    const formOf = (t: (typeof single)[number]) => {
      const id = tableFormId(t)
      return id === null ? undefined : formsById.get(id)
    }
    const tables = [...single, ...grouped].filter(isCustomTable).sort((a, b) => b.ctime - a.ctime).map((t) => tableItem(t, names, app.upstream.origin, formOf(t)))
    return { code: 0, data: { access, tables, templates: templates.map(templateView) } }
  })
}
