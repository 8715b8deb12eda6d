import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

/** Issue 18: custom tables (the wizard in its two scenes, the lists, a generated table online). */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  tableCreate: lazyPage(() => import('../routes/table-create.tsx')),
  customTableCreate: lazyPage(() => import('../routes/custom-table-create.tsx')),
  tableCreateList: lazyPage(() => import('../routes/table-create-list.tsx')),
  tableList: lazyPage(() => import('../routes/custom-table-list.tsx')),
  customTablePage: lazyPage(() => import('../routes/custom-table-page.tsx')),
}
