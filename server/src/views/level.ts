import type { FastifyInstance } from 'fastify'
import levelLinesView from './level-lines.ts'
import levelScoreView from './level-score.ts'
import levelToolsView from './level-tools.ts'

/** The grade-scoring area's view models: level-score, level-lines, value-added, transformation. */
export default async function levelViews(app: FastifyInstance) {
  await app.register(levelScoreView)
  await app.register(levelLinesView)
  await app.register(levelToolsView)
}
