import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

/** Score synchronisation (spec 1 §2 examSync). */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  examSync: lazyPage(() => import('../routes/exam-sync.tsx')),
  examSyncAddData: lazyPage(() => import('../routes/exam-sync-add-data.tsx')),
}
