import type { ExamContext } from '@report/contracts/bff/exam-context'
import { examContextKey, examContextQueryOf, reportPageKey, reportPageParams } from '@report/contracts/bff/view-keys'
import { Suspense, useEffect, type ComponentType } from 'react'
import { useSearch } from 'wouter'
import { MissingPage } from '../../../components/feedback/missing-page.tsx'
import { LoadingState } from '../../../components/feedback/loading-state.tsx'
import type { RouteKey } from '../../../config/paths.ts'
import { paths } from '../../../config/paths.ts'
import { ExamFrame } from '../../../features/exam-frame/components/exam-frame.tsx'
import { bffGetAhead } from '../../../lib/bff-client.ts'
import { useAskAhead } from '../../../lib/views-ahead.ts'
import { DashboardPage, preloadExamPage, preloadOtherExamPages, REPORT_ROUTES, ReportRoutePage, reportRouteOf } from './exam-pages.ts'

type ExamPage = ComponentType<{ context: ExamContext }>

// Each report area is its own chunk inside the frame; a route without a page fails loudly (MissingPage).
const examPages: Partial<Record<RouteKey, ExamPage>> = Object.fromEntries(
  REPORT_ROUTES.map((key) => {
    const route = reportRouteOf(key)
    const Page: ExamPage = ({ context }) => <ReportRoutePage route={route} kind={context.exam.kind} />
    return [key, Page]
  }),
)
examPages.dashboard = DashboardPage

/**
 * The views the route shows first, asked on entry and at once: the frame's context and the report
 * page's view model (the dashboard's included), which the page would otherwise ask only once the frame
 * had its answer. Views the document carried are held already and not asked again (issue 34).
 */
function useRouteViewsAhead(routeKey: RouteKey): void {
  const search = useSearch()
  const query = examContextQueryOf(new URLSearchParams(search), paths[routeKey].name)
  const hasReportPage = routeKey === 'dashboard' || REPORT_ROUTES.includes(routeKey)
  useAskAhead(query ? examContextKey(query) : null, bffGetAhead)
  useAskAhead(query && hasReportPage ? reportPageKey(reportPageParams(reportRouteOf(routeKey), search)) : null, bffGetAhead)
}

/** Every `/exam/*` route: the exam frame around the route's page. */
export default function ExamRoute({ routeKey }: { routeKey: RouteKey }) {
  const Page = examPages[routeKey]
  useRouteViewsAhead(routeKey)
  // The page's chunk loads while the frame asks for the exam's context, not after it answers; once this
  // route is up, the other exam pages' chunks follow, so the next click has them.
  useEffect(() => {
    void preloadExamPage(routeKey, { chart: false }).then(preloadOtherExamPages)
  }, [routeKey])
  return (
    <ExamFrame routeName={paths[routeKey].name}>
      {(context) =>
        Page ? (
          <Suspense fallback={<LoadingState what="页面" />}>
            <Page context={context} />
          </Suspense>
        ) : (
          <MissingPage routeKey={routeKey} />
        )
      }
    </ExamFrame>
  )
}
