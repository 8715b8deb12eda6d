import type { FastifyInstance } from 'fastify'
import upgradeViews from '../upgrade/upgrade.ts'
import usageViews from '../usage/usage.ts'
import helpViews from '../help/help.ts'
import workTopViews from '../work-top/work-top.ts'
import schoolReportWordViews from '../school-report-word/school-report-word.ts'

/** The views of issue 21: upgrade form and editions, usage tracking, help centre, work overview, Word report. */
export default async function auxiliaryViews(app: FastifyInstance) {
  await app.register(upgradeViews)
  await app.register(usageViews)
  await app.register(helpViews)
  await app.register(workTopViews)
  await app.register(schoolReportWordViews)
}
