import type { FastifyInstance } from 'fastify'
import importRecordsView from './import-records-view.ts'
import importTaskView from './import-task-view.ts'
import importView from './import-view.ts'
import mergeView from './merge-view.ts'

/** Custom analysis (issue 18): the import of a school's own scores, its tasks and records, and examMerge. */
export default async function customViews(app: FastifyInstance) {
  await app.register(importView)
  await app.register(importRecordsView)
  await app.register(importTaskView)
  await app.register(mergeView)
}
