import { expect, test, type Page, type Response } from '@playwright/test'
import type { ExamsView } from '@report/contracts/bff/exams'
import { paths, type RouteKey } from '../src/config/paths.ts'
import { signIn } from './support/demo.ts'

/**
 * Issue 21: every route of spec 1 §2 (client/src/config/paths.ts), opened as a school manager and as
 * the city, with an exam of the account in the query (report and export pages need one). A route
 * fails on 该功能建设中, on the generic error view, or on any 5xx answer while it loads.
 */

const IN_CONSTRUCTION = '该功能建设中'
const LOAD_ERROR = '页面加载失败，请刷新页面或联系客服'
const ACCOUNTS = [
  { who: 'school manager', token: 'demo-school-admin' },
  { who: 'city', token: 'demo-city' },
] as const

/** A route path without its optional parameters (`/compare/class/:school?/:class?` → `/compare/class`). */
const concrete = (path: string) => path.replace(/\/:[^/]+\?/g, '') || '/'

async function firstExam(page: Page): Promise<{ examid: string; org: number; grade: string }> {
  const answer = await page.request.get('/report/bff/exams')
  const exam = ((await answer.json()) as { data: ExamsView }).data.exams[0]
  if (!exam) throw new Error('the account has no exam to walk the report routes with')
  return exam
}

// Its routes go to every worker, each signing in once per account it walks for: the spec alone took
// 3.5 min on 2 workers against 5.3 on one (a full run's time did not change: both workers were busy).
test.describe.configure({ mode: 'parallel' })

for (const account of ACCOUNTS) {
  test.describe(`every route as the ${account.who}`, () => {
    // One signed-in page per worker walks its share of the routes, as a user clicking through would (a failed test restarts the worker, which signs in again).
    let page: Page
    let query = ''
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage()
      await signIn(page, '/report/', account.token)
      await expect(page.getByTestId('shell-user')).toBeVisible()
      const exam = await firstExam(page)
      query = new URLSearchParams({ examid: exam.examid, org: String(exam.org), grade: exam.grade }).toString()
    })
    test.afterAll(async () => {
      await page.close()
    })

    for (const key of Object.keys(paths) as RouteKey[]) {
      const route = paths[key]
      test(`${route.path} (${route.name})`, async () => {
        const failures: string[] = []
        const onResponse = (response: Response) => {
          if (response.status() >= 500) failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
        }
        page.on('response', onResponse)
        try {
          await page.goto(`/report${concrete(route.path) === '/' ? '/' : concrete(route.path)}?${query}`)
          await page.waitForLoadState('networkidle')
          const body = page.locator('body')
          await expect(body.getByText(IN_CONSTRUCTION, { exact: true })).toHaveCount(0)
          // /error is the error page itself: what it shows is its purpose, not a failure to load.
          if (key !== 'error') await expect(body.getByText(LOAD_ERROR)).toHaveCount(0)
          expect(failures, '5xx answers while the route loaded').toEqual([])
        } finally {
          page.off('response', onResponse)
        }
      })
    }
  })
}
