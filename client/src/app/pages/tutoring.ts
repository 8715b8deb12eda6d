import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

/** The tutoring report (issue 20): /hfsfd redirects to token (paths.ts redirects); token and student. */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  hfsfdToken: lazyPage(() => import('../routes/hfsfd-token.tsx')),
  hfsfdStudent: lazyPage(() => import('../routes/hfsfd-student.tsx')),
}
