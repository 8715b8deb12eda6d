import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import type { RenderPage } from '@report/contracts/bff/first-view'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { SWRConfig } from 'swr'
import { Router } from 'wouter'
import { AppProvider } from './app/provider.tsx'
import { AppRouter, preloadRoute } from './app/router.tsx'
import { ChartCanvas } from './components/report/chart-canvas-chunk.ts'
import { withPrerender } from './lib/prerender.ts'

/**
 * The page of a report route's document as the client's first render draws it (issue 34), for the BFF
 * to put in the document: the views come from `views` alone (SWR never fetches on a server), each
 * render with its own cache. The route's chunks load first, so nothing suspends; a page that still
 * would is drawn as its loading view, which the client's render replaces.
 */
export const renderPage: RenderPage = async ({ url, views, layout, embedded }) => {
  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  const search = queryAt === -1 ? '' : url.slice(queryAt + 1)
  await Promise.all([preloadRoute(pathname, { chart: false }), ChartCanvas.preload()])
  return withPrerender({ layout, embedded }, () =>
    renderToString(
      <StrictMode>
        <CacheProvider value={createCache({ key: 'css' })}>
          <SWRConfig value={{ fallback: views, provider: () => new Map() }}>
            <Router ssrPath={pathname} ssrSearch={search}>
              <AppProvider>
                <AppRouter />
              </AppProvider>
            </Router>
          </SWRConfig>
        </CacheProvider>
      </StrictMode>,
    ),
  )
}
