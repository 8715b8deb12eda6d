import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

/** Transcripts (issue 20): index, set, create, report (the export menu's entry is the router's). */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  transcriptIndex: lazyPage(() => import('../routes/transcript-index.tsx')),
  transcriptSet: lazyPage(() => import('../routes/transcript-set.tsx')),
  transcriptCreate: lazyPage(() => import('../routes/transcript-create.tsx')),
  transcriptReport: lazyPage(() => import('../routes/transcript-report.tsx')),
}
