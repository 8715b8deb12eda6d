import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

// History comparison (issue 16). compareSchool stays in the router's own list (routes/owner-school.tsx):
// the owner view and the single-school comparison share its route.
const content = lazyPage(() => import('../routes/contrast-content.tsx'))

export const pages: Partial<Record<RouteKey, ComponentType>> = {
  contrastHistory: lazyPage(() => import('../routes/contrast-history.tsx')),
  contrast: lazyPage(() => import('../routes/contrast-history.tsx')),
  contrastCreat: lazyPage(() => import('../routes/contrast-creat.tsx')),
  contrastContent: content,
  contrastContentSchool: content,
  contrastContentClass: content,
  multi: lazyPage(() => import('../routes/compare-multi.tsx')),
  compareClass: lazyPage(() => import('../routes/compare-class.tsx')),
  compareStudent: lazyPage(() => import('../routes/compare-student.tsx')),
}
