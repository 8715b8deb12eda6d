import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider } from './app/provider.tsx'
import { AppRouter } from './app/router.tsx'
import { startFromFirstView } from './lib/first-view.ts'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

startFromFirstView()

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
)
