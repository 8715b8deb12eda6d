import type { ExamContext } from '@report/contracts/bff/exam-context'
import { ChartCanvas } from '../../../components/report/chart-canvas-chunk.ts'
import type { RouteKey } from '../../../config/paths.ts'
import type { ExamKind } from '../../../lib/pdf-mode.ts'
import { lazyPage } from '../../../lib/lazy-page.ts'
import { hasReportPage } from './route-views.ts'

/** The two page chunks inside the exam frame: every report route's generic page, and the dashboard. */
export const ReportRoutePage = lazyPage<{ route: string; kind: ExamKind }>(() => import('./report.tsx'))
export const DashboardPage = lazyPage<{ context: ExamContext }>(() => import('./dashboard.tsx'))

/**
 * Loads the page chunk the exam route `key` renders inside the frame. The chart's chunk starts loading
 * too when its first view draws one, unwaited: a table's first cell need not wait for chart.js.
 */
export function preloadExamPage(key: RouteKey, { chart }: { chart: boolean }): Promise<void> {
  if (chart) void ChartCanvas.preload()
  const page = key === 'dashboard' ? DashboardPage : hasReportPage(key) ? ReportRoutePage : null
  return page ? page.preload() : Promise.resolve()
}

/** How long a preload waits for an idle moment before it goes anyway. */
const IDLE_PRELOAD_LIMIT_MS = 2_000

/**
 * Once a report route is up and the browser is idle: the other exam pages' chunks, so a click from one
 * report to another renders its page without waiting for a chunk.
 */
export function preloadOtherExamPages(): void {
  const preload = () => void Promise.all([DashboardPage.preload(), ReportRoutePage.preload(), ChartCanvas.preload()])
  // A browser that is never idle (a busy school PC) still loads them, after the time a click takes.
  if (window.requestIdleCallback) window.requestIdleCallback(preload, { timeout: IDLE_PRELOAD_LIMIT_MS })
  else setTimeout(preload, 200)
}
