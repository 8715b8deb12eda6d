import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

const settings = lazyPage(() => import('../routes/config-settings.tsx'))

/** Indicator parameter settings (/config redirects to /config/ranking in paths.ts). */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  configRanking: settings,
  configContrast: settings,
  configSummary: settings,
  configSegment: settings,
  configRankScale: settings,
  configClassType: settings,
  configGradingScore: settings,
  configGroupGradingScore: settings,
  configLineScore: settings,
  configLevelGrade: settings,
  configImportantStudent: settings,
}
