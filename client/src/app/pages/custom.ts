import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

/** Issue 18: custom analysis (the import of a school's own scores, examMerge) and the import records. */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  newCustom: lazyPage(() => import('../routes/custom-analysis.tsx')),
  examMerge: lazyPage(() => import('../routes/custom-exam-merge.tsx')),
  importDetails: lazyPage(() => import('../routes/import-details.tsx')),
}
