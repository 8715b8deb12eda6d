import type { Page } from '@playwright/test'
import type { ExamsView } from '@report/contracts/bff/exams'
import { paths, type RouteDef, type RouteKey } from '../../src/config/paths.ts'

/**
 * The routes a walk over spec 1 §2 opens (client/src/config/paths.ts is the one list): the route walk
 * (route-walk.spec.ts) and the accessibility walk (accessibility.spec.ts) go over the same pages.
 */

/** Every route, or those outside the exam frame (/exam/*, /config-view/*) and the settings' sub-pages. */
export type RouteScope = 'all' | 'outside-exams'

export interface WalkedRoute {
  key: RouteKey
  route: RouteDef
}

/** A route path without its optional parameters (`/compare/class/:school?/:class?` → `/compare/class`). */
const concrete = (path: string) => path.replace(/\/:[^/]+\?/g, '') || '/'
const insideExams = (path: string) => path.startsWith('/exam/') || path.startsWith('/config-view/') || path.startsWith('/config/')

export function walkedRoutes(scope: RouteScope): WalkedRoute[] {
  return (Object.keys(paths) as RouteKey[])
    .map((key) => ({ key, route: paths[key] }))
    .filter(({ route }) => scope === 'all' || !insideExams(route.path))
}

/** The query of the account's first exam (report and export pages need one); empty without an exam. */
export async function firstExamQuery(page: Page): Promise<string> {
  const answer = await page.request.get('/report/bff/exams')
  const exam = ((await answer.json()) as { data: ExamsView }).data.exams[0]
  return exam ? new URLSearchParams({ examid: exam.examid, org: String(exam.org), grade: exam.grade }).toString() : ''
}

/** The address a walk opens a route at, with the exam's query. */
export function walkUrl(route: RouteDef, query: string): string {
  const path = concrete(route.path)
  return `/report${path === '/' ? '/' : path}${query ? `?${query}` : ''}`
}
