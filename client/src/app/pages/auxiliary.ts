import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

/** Issue 21: the auxiliary pages and /login (this entry wins over the router's redirect to home). */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  versionComparison: lazyPage(() => import('../routes/version-comparison.tsx')),
  help: lazyPage(() => import('../routes/help.tsx')),
  workTop: lazyPage(() => import('../routes/work-top.tsx')),
  introduce: lazyPage(() => import('../routes/introduce.tsx')),
  fxIntroduce: lazyPage(() => import('../routes/fx-introduce.tsx')),
  schoolReportWord: lazyPage(() => import('../routes/school-report-word.tsx')),
  jrbdReport: lazyPage(() => import('../routes/jrbd-report.tsx')),
  login: lazyPage(() => import('../routes/login.tsx')),
}
