import type { FastifyInstance } from 'fastify'
import compareViews from './compare.ts'
import contrastCreateView from './create.ts'
import contrastHistoryView from './history.ts'

/** History comparison (issue 16): /report/bff/contrast/… and /report/bff/compare/…, and the `contrast` table export. */
export default async function contrastViews(app: FastifyInstance) {
  await app.register(contrastHistoryView)
  await app.register(contrastCreateView)
  await app.register(compareViews)
}
