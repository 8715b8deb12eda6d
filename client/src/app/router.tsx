import { Center, Spinner } from '@chakra-ui/react'
import { BASE_PATH } from '@report/contracts/constants'
import { Suspense, type ComponentType, type ReactNode } from 'react'
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter'
import { LoadErrorBoundary } from '../components/errors/load-error-boundary.tsx'
import { EmptyView } from '../components/feedback/empty-view.tsx'
import { InConstruction } from '../components/feedback/in-construction.tsx'
import { paths, redirects, type RouteKey } from '../config/paths.ts'
import { lazyPage } from '../lib/lazy-page.ts'
import { SessionGate } from './session-gate.tsx'

// One lazy chunk per area; a route without a page yet shows InConstruction inside the shell.
const pages: Partial<Record<RouteKey, ComponentType>> = {
  home: lazyPage(() => import('./routes/home.tsx')),
}

const ErrorRoute = lazyPage(() => import('./routes/error.tsx'))

const routeKeys = Object.keys(paths) as RouteKey[]

export function AppRouter() {
  return (
    <Router base={BASE_PATH}>
      <Switch>
        {/* Reached without a session (a failed sign-in), so it stands outside the gate. */}
        <Route path={paths.error.path}>
          <Routed fullPage>
            <ErrorRoute />
          </Routed>
        </Route>
        <Route>
          <SessionGate>
            <Routed>
              <Switch>
                {redirects.map(({ from, to }) => (
                  <Route key={from} path={from}>
                    <RedirectKeepingQuery to={paths[to].path} />
                  </Route>
                ))}
                {routeKeys.map((key) => (
                  <Route key={key} path={paths[key].path} component={pages[key] ?? InConstruction} />
                ))}
                <Route component={EmptyView} />
              </Switch>
            </Routed>
          </SessionGate>
        </Route>
      </Switch>
    </Router>
  )
}

/** Suspense for the lazy page plus the load-error view when its chunk fails (spec 1 §8, §9). */
function Routed({ children, fullPage = false }: { children: ReactNode; fullPage?: boolean }) {
  const [location] = useLocation()
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

function PageSpinner() {
  return (
    <Center minHeight="420px" aria-busy="true">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  )
}
