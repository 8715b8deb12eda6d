import { Center, Spinner } from '@chakra-ui/react'
import { BASE_PATH } from '@report/contracts/constants'
import { Suspense, type ComponentType, type ReactNode } from 'react'
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter'
import { LoadErrorBoundary } from '../components/errors/load-error-boundary.tsx'
import { EmptyView } from '../components/feedback/empty-view.tsx'
import { MissingPage } from '../components/feedback/missing-page.tsx'
import { isExamRoute, paths, redirects, routeKeyOfPath, type RouteKey } from '../config/paths.ts'
import { lazyPage, type LazyPage } from '../lib/lazy-page.ts'
import { useShell } from '../lib/shell-context.ts'
import { usePageTitle } from '../lib/use-page-title.ts'
import { preloadExamPage } from './routes/exam/exam-pages.ts'
import { SessionGate } from './session-gate.tsx'

// One lazy chunk per area. Each area lists its pages in its own file under ./pages (a module exporting
// `pages`), so an area is added without touching the router; a route without a page is a bug that
// fails as the load-error view (MissingPage), which the route walk catches.
const areaPages = import.meta.glob<{ pages: Partial<Record<RouteKey, ComponentType>> }>('./pages/*.ts*', { eager: true })
const pages: Partial<Record<RouteKey, ComponentType>> = Object.assign(
  {
    home: lazyPage(() => import('./routes/home.tsx')),
    compareSchool: lazyPage(() => import('./routes/owner-school.tsx')),
    levelScore: lazyPage(() => import('./routes/level-score.tsx')),
    levelFogang: lazyPage(() => import('./routes/level-fogang.tsx')),
    scoreTransformation: lazyPage(() => import('./routes/score-transformation.tsx')),
    exportExcel: lazyPage(() => import('./routes/config-view-export-excel.tsx')),
    answerCard: lazyPage(() => import('./routes/config-view-answer-card.tsx')),
    examConfig: lazyPage(() => import('./routes/config-view-exam-config.tsx')),
    reportExport: lazyPage(() => import('./routes/config-view-report-export.tsx')),
    transcriptExport: lazyPage(() => import('./routes/config-view-transcript-export.tsx')),
    // Signed in already: the sign-in page has nothing to offer, home has.
    login: () => <Redirect to="/" replace />,
  } satisfies Partial<Record<RouteKey, ComponentType>>,
  ...Object.values(areaPages).map((m) => m.pages),
)

/** Every `/exam/*` route renders inside the exam frame, which lives in its own chunk. */
const ExamRoute = lazyPage<{ routeKey: RouteKey }>(() => import('./routes/exam/index.tsx'))

const ErrorRoute = lazyPage(() => import('./routes/error.tsx'))

const routeKeys = Object.keys(paths) as RouteKey[]

/**
 * Loads the chunks the page at `pathname` (under the router base) renders before it is first rendered,
 * so it renders in one pass instead of suspending chunk by chunk (lazy-page.ts); `chart` when its first
 * view draws one. A route with parameters is left to load as it renders.
 */
export function preloadRoute(pathname: string, { chart }: { chart: boolean }): Promise<void> {
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname
  const key = routeKeyOfPath(path)
  if (!key) return Promise.resolve()
  if (isExamRoute(key)) return Promise.all([ExamRoute.preload(), preloadExamPage(key, { chart })]).then(() => undefined)
  const Page = pages[key] as Partial<LazyPage<object>> | undefined
  return Page?.preload?.() ?? Promise.resolve()
}

export function AppRouter() {
  return (
    <Router base={BASE_PATH}>
      <Switch>
        {/* Reached without a session (a failed sign-in), so it stands outside the gate. */}
        <Route path={paths.error.path}>
          <Routed fullPage title={paths.error.title}>
            <ErrorRoute />
          </Routed>
        </Route>
        <Route>
          <SessionGate>
            <Switch>
              {redirects.map(({ from, to }) => (
                <Route key={from} path={from}>
                  <RedirectKeepingQuery to={paths[to].path} />
                </Route>
              ))}
              <Route path={paths.compare.path}>
                <CompareRedirect />
              </Route>
              {routeKeys.map((key) => (
                <Route key={key} path={paths[key].path}>
                  <Routed title={paths[key].title}>{routeContent(key)}</Routed>
                </Route>
              ))}
              <Route>
                <Routed title="">
                  <EmptyView />
                </Routed>
              </Route>
            </Switch>
          </SessionGate>
        </Route>
      </Switch>
    </Router>
  )
}

function routeContent(key: RouteKey): ReactNode {
  if (isExamRoute(key)) return <ExamRoute routeKey={key} />
  const Page = pages[key]
  if (Page) return <Page />
  return <MissingPage routeKey={key} />
}

/** Suspense for the lazy page plus the load-error view when its chunk fails (spec 1 §8, §9). */
function Routed({ children, title, fullPage = false }: { children: ReactNode; title: string; fullPage?: boolean }) {
  const [location] = useLocation()
  usePageTitle(title)
  return (
    <LoadErrorBoundary resetKey={location} fullPage={fullPage}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </LoadErrorBoundary>
  )
}

function RedirectKeepingQuery({ to }: { to: string }) {
  const search = useSearch()
  return <Redirect to={search ? `${to}?${search}` : to} replace />
}

/** Spec 1 §4 step 6: /compare goes to multi for a multi-school user, else to school — the BFF says which. */
function CompareRedirect() {
  const { compareTarget } = useShell()
  return <RedirectKeepingQuery to={compareTarget} />
}

function PageSpinner() {
  return (
    <Center minHeight="420px" aria-busy="true">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  )
}
