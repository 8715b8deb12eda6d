import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

/** Issue 18: custom analysis (the import of a school's own scores) and its records. */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  newCustom: lazyPage(() => import('../routes/custom-analysis.tsx')),
  importDetails: lazyPage(() => import('../routes/import-details.tsx')),
}
