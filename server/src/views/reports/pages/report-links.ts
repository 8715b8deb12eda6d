import type { ReportBlock } from '@report/contracts/bff/report-page'
import { EXAM_ROUTES } from '../../../domain/exam-context/exam-routes.ts'
import { REPORT_PURPOSES } from '../../../domain/reports/report-navigation.ts'
import type { ReportContext } from '../report-context.ts'

export { COMMON_CHILDREN, COMMON_MORE, DASHBOARD_SHORTCUTS } from '../../../domain/reports/report-navigation.ts'

/** A links block to these routes, each with its title and what it answers. */
export function reportLinks(ctx: ReportContext, id: string, title: string, routes: readonly string[]): ReportBlock {
  return {
    kind: 'links',
    id,
    title,
    links: routes.map((route) => ({ label: EXAM_ROUTES.get(route)?.title ?? route, description: REPORT_PURPOSES[route] ?? '', href: ctx.href(route), target: 'same-tab' as const })),
  }
}
