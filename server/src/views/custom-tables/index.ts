import type { FastifyInstance } from 'fastify'
import tableActions from './table-actions.ts'
import tableListView from './table-list-view.ts'
import tablePageView from './table-page-view.ts'
import wizardView from './wizard-view.ts'

/** Custom tables (issue 18): the wizard and its preview, generate, templates, the lists and /customTablePage. */
export default async function customTableViews(app: FastifyInstance) {
  await app.register(wizardView)
  await app.register(tableActions)
  await app.register(tableListView)
  await app.register(tablePageView)
}
