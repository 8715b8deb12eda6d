import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider } from './app/provider.tsx'
import { AppRouter, preloadRoute } from './app/router.tsx'
import { FIRST_RENDER_WAIT_MS } from './config/constants.ts'
import { firstViewDrawsChart, startFromFirstView } from './lib/first-view.ts'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

const firstView = startFromFirstView()

// The document preloads the route's chunks (modulepreload), so waiting for them costs their evaluation
// only; a chunk that hangs gets the loading views after FIRST_RENDER_WAIT_MS instead of a blank page.
const deadline = new Promise<void>((done) => setTimeout(done, FIRST_RENDER_WAIT_MS))
void Promise.race([preloadRoute(window.location.pathname, { chart: firstViewDrawsChart(firstView) }), deadline]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  )
})
