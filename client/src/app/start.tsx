import { PRERENDERED_ATTRIBUTE } from '@report/contracts/bff/first-view'
import { StrictMode, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { SWRConfig } from 'swr'
import { AppProvider } from './provider.tsx'
import { AppRouter, preloadRoute } from './router.tsx'
import { FIRST_RENDER_WAIT_MS } from '../config/constants.ts'
import { firstViewDrawsChart, startFromFirstView } from '../lib/first-view.ts'
import { hydrating } from '../lib/prerender.ts'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

const firstView = startFromFirstView()
const layout = container.getAttribute(PRERENDERED_ATTRIBUTE)
const prerendered = (layout === 'phone' || layout === 'desktop') && container.firstElementChild !== null

/**
 * The page the BFF drew stays inert (shown, not yet answering clicks or keys) until React has taken it
 * over: a click before that would do nothing, and would be lost.
 */
function Hydrated({ children }: { children: ReactNode }) {
  // After the root has hydrated: a Suspense boundary that has not yet (they follow the root) holds a
  // click it receives and replays it once it has.
  useEffect(() => {
    container!.removeAttribute('inert')
  }, [])
  return children
}

/**
 * The views a hydrating render reads, as the BFF's render read them (entry-server.tsx): SWR hydrates
 * from its fallback, not from the cache the first view filled. Kept, as the page's Suspense boundaries
 * hydrate after the root; each view is in the cache too, which answers first from then on.
 */
const hydrationFallback: Record<string, unknown> = prerendered ? firstView : {}

// One child per level, as the BFF's render has (entry-server.tsx): useId's ids follow the tree's shape.
const app = (
  <StrictMode>
    <Hydrated>
      <SWRConfig value={{ fallback: hydrationFallback }}>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </SWRConfig>
    </Hydrated>
  </StrictMode>
)

// The document preloads the route's chunks (modulepreload), so waiting for them costs their evaluation
// only; a chunk that hangs gets the loading views after FIRST_RENDER_WAIT_MS instead of a blank page.
const deadline = new Promise<void>((done) => setTimeout(done, FIRST_RENDER_WAIT_MS))
void Promise.race([preloadRoute(window.location.pathname, { chart: firstViewDrawsChart(firstView) }), deadline]).then(() => {
  if (!prerendered) {
    createRoot(container).render(app)
    return
  }
  hydrating(layout)
  hydrateRoot(container, app)
})
