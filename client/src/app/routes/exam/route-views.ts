import { examContextKey, examContextQueryOf, reportPageKey, reportPageParams } from '@report/contracts/bff/view-keys'
import { paths, type RouteKey } from '../../../config/paths.ts'

/** Routes whose page is the BFF's report view model (server/src/views/reports/pages). */
export const REPORT_ROUTES: readonly RouteKey[] = [
  'scoreReport', 'scoreSchool', 'scoreCounty',
  'common', 'combine', 'stageOnline', 'generalOverview', 'reportRanking', 'reportMatrix', 'reportByRankScale', 'reportSegment', 'reportQuestion', 'reportContrast',
  'dynamic', 'totalReport', 'lessonReport', 'subjectReport', 'questionReport', 'schoolReport', 'classReport', 'teacherReport', 'knowledgeReport', 'studentReport', 'xgkReport', 'standardEffective',
]

export const reportRouteOf = (key: RouteKey) => paths[key].name.replace(/\s*\(ours\)$/, '')

export const hasReportPage = (key: RouteKey) => REPORT_ROUTES.includes(key)

/**
 * The views an exam route shows first: the frame's context and the report page's view model (the
 * dashboard's included), which the page would otherwise ask only once the frame had its answer. Null
 * where the route has none (no exam in the address, no report page).
 */
export function routeViews(routeKey: RouteKey, search: string): [context: string | null, page: string | null] {
  const query = examContextQueryOf(new URLSearchParams(search), paths[routeKey].name)
  if (!query) return [null, null]
  return [examContextKey(query), routeKey === 'dashboard' || hasReportPage(routeKey) ? reportPageKey(reportPageParams(reportRouteOf(routeKey), search)) : null]
}
