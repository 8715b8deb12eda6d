import { expect, test, type Page, type Response } from '@playwright/test'
import { signIn } from './support/demo.ts'
import { openInApp, trackRequests } from './support/in-app.ts'
import { firstExamQuery, walkedRoutes, walkUrl, type RouteScope } from './support/route-list.ts'

/**
 * Issue 21: every route of spec 1 §2 (client/src/config/paths.ts), opened as a school manager and as
 * the city, with an exam of the account in the query (report and export pages need one). A route
 * fails on 该功能建设中, on the generic error view, or on any 5xx answer while it loads.
 *
 * Issue 33 item 8: no page is a dead end. Every page the walk opens has a frame (the shell's header, or
 * the own header of a page that brings its frame: tutoring, transcripts) and a way on in its content —
 * a link, a button or a choice; a page opened without what it needs says what to choose and offers it.
 * The six other accounts of the walk that found the dead ends (teacher, union, parent, student, trial,
 * owner) open every route outside the exam frame, where the pages differ by account.
 */

const IN_CONSTRUCTION = '该功能建设中'
const LOAD_ERROR = '页面加载失败，请刷新页面或联系客服'
interface Account {
  who: string
  token: string
  routes: RouteScope
}
const ACCOUNTS: readonly Account[] = [
  { who: 'school manager', token: 'demo-school-admin', routes: 'all' },
  { who: 'city', token: 'demo-city', routes: 'all' },
  { who: 'teacher', token: 'demo-teacher', routes: 'outside-exams' },
  { who: 'union manager', token: 'demo-union', routes: 'outside-exams' },
  { who: 'parent', token: 'demo-parent', routes: 'outside-exams' },
  { who: 'student', token: 'demo-student', routes: 'outside-exams' },
  { who: 'trial school', token: 'demo-trial', routes: 'outside-exams' },
  { who: 'multi-school owner', token: 'demo-owner', routes: 'outside-exams' },
]

/** Links, buttons and choices a user can take in the page's content, outside any header (the frame's own). */
function waysOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a[href], main button, main select, main input:not([type=hidden]), main [role=link], main [role=button]')]
      .filter((el) => !el.closest('header') && el.getClientRects().length > 0 && !(el as HTMLButtonElement).disabled)
      .map((el) => (el.textContent ?? el.getAttribute('aria-label') ?? el.tagName).trim().slice(0, 20)),
  )
}

// Its routes go to every worker, each signing in once per account it walks for: the spec alone took
// 3.5 min on 2 workers against 5.3 on one (a full run's time did not change: both workers were busy).
test.describe.configure({ mode: 'parallel' })

for (const account of ACCOUNTS) {
  test.describe(`every route as the ${account.who}`, () => {
    // One signed-in page per worker walks its share of the routes, as a user clicking through would (a failed test restarts the worker, which signs in again).
    let page: Page
    let query = ''
    let reload = false
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage()
      await signIn(page, '/report/', account.token)
      await expect(page.getByTestId('shell-user')).toBeVisible()
      query = await firstExamQuery(page)
      if (!query && account.routes === 'all') throw new Error('the account has no exam to walk the report routes with')
    })
    test.afterAll(async () => {
      await page.close()
    })

    for (const { key, route } of walkedRoutes(account.routes)) {
      test(`${route.path} (${route.name})`, async () => {
        const failures: string[] = []
        const onResponse = (response: Response) => {
          if (response.status() >= 500) failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
        }
        page.on('response', onResponse)
        const requests = trackRequests(page)
        try {
          // /error stands outside the session and /export/pdf starts the print layout: both are opened as
          // their users reach them, by a new page load. Every other route is reached in the signed-in page.
          // The route after them starts from a new load too: the print layout is chosen once per load.
          const standalone = key === 'error' || key === 'exportPdf'
          // networkidle: a loaded page's own asks start after its load event, and the checks below wait for them.
          if (standalone || reload) await page.goto(walkUrl(route, query), { waitUntil: 'networkidle' })
          else await openInApp(page, walkUrl(route, query))
          reload = standalone
          await requests.quiet()
          const body = page.locator('body')
          await expect(body.getByText(IN_CONSTRUCTION, { exact: true })).toHaveCount(0)
          // /error is the error page itself: what it shows is its purpose, not a failure to load.
          if (key !== 'error') await expect(body.getByText(LOAD_ERROR)).toHaveCount(0)
          expect(failures, '5xx answers while the route loaded').toEqual([])
          // /error stands outside the session (a refused sign-in): its way on is the platform's sign-in, checked in
          // sign-in-refused.spec.ts. /export/pdf is the PDF renderer's print layout, bare by design; its screen
          // twin /export, with the frame and the way to it, is walked like every other page.
          if (key === 'error' || key === 'exportPdf') return
          // A header inside <main> is no banner landmark: the element, not the role, is the frame.
          // A page's first answer can take seconds on a busy machine (the city's 等值转换 list is 9 MB): the
          // walk asks whether the page is usable, not how fast it got there.
          await expect(page.locator('header').first(), 'the page has a frame: the shell’s header or its own').toBeVisible({ timeout: 30_000 })
          await expect.poll(() => waysOn(page), { message: 'a link, button or choice in the page’s content', timeout: 30_000 }).not.toEqual([])
        } finally {
          requests.stop()
          page.off('response', onResponse)
        }
      })
    }
  })
}
