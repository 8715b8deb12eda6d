import type { ExamContext } from '@report/contracts/bff/exam-context'
import { Suspense, useEffect, type ComponentType } from 'react'
import { useSearch } from 'wouter'
import { MissingPage } from '../../../components/feedback/missing-page.tsx'
import { LoadingState } from '../../../components/feedback/loading-state.tsx'
import type { RouteKey } from '../../../config/paths.ts'
import { paths } from '../../../config/paths.ts'
import { ExamFrame } from '../../../features/exam-frame/components/exam-frame.tsx'
import { bffGetAhead } from '../../../lib/bff-client.ts'
import { useAskAhead } from '../../../lib/views-ahead.ts'
import { DashboardPage, preloadExamPage, preloadOtherExamPages, ReportRoutePage } from './exam-pages.ts'
import { askViewsOfClickedLink } from './link-click-views.ts'
import { REPORT_ROUTES, reportRouteOf, routeViews } from './route-views.ts'

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
 * The views the route shows first, asked on entry and at once (route-views.ts). A click on a link to
 * another exam route asks them before the router renders it; views held already are not asked again.
 */
function useRouteViewsAhead(routeKey: RouteKey): void {
  const [context, page] = routeViews(routeKey, useSearch())
  useAskAhead(context, bffGetAhead)
  useAskAhead(page, bffGetAhead)
  useEffect(() => {
    // Capture on window: before the router's own click handler starts rendering the next route.
    window.addEventListener('click', askViewsOfClickedLink, true)
    return () => window.removeEventListener('click', askViewsOfClickedLink, true)
  }, [])
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
