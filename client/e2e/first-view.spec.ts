import { expect, test, type Page, type Request } from '@playwright/test'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'
import { embeddedView, firstViewOf } from './support/first-view.ts'
import { untilHydrated } from './support/hydration.ts'
import { REPORT_EXAM, reportUrl } from './support/report-routes.ts'

// Issue 34: a report route's document carries the views its page starts from (the shell's session
// view, the exam frame's context, the report page) and names the chunks the route needs; the page
// starts from them instead of asking again. In-app navigation asks for the frame's context and the
// page at once, and never shows a view the document carried for another address.

/** A report page drawn on a busy two-core machine (other specs give it as long). */
const DRAWN = { timeout: 60_000 }

const FIRST_VIEWS = ['/report/bff/session', '/report/bff/exam-context', '/report/bff/report-page']
const asksForAFirstView = (request: Request) => FIRST_VIEWS.includes(new URL(request.url()).pathname)

/** Opens `url` in a signed-in browser; its document's HTML and what the page asked meanwhile. */
async function fullLoad(page: Page, url: string, { hydrated = true } = {}): Promise<{ html: string; asked: string[]; scripts: string[] }> {
  const asked: string[] = []
  const scripts: string[] = []
  page.on('request', (request) => {
    if (asksForAFirstView(request)) asked.push(new URL(request.url()).pathname)
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const document = page.waitForResponse((r) => r.request().resourceType() === 'document' && r.url().includes(url))
  await page.goto(url)
  if (hydrated) await untilHydrated(page)
  return { html: await (await document).text(), asked, scripts }
}

/** performance.now() when the report page's first cell is put on the page, as window.__firstCellAt. */
const watchFirstCell = `
  new MutationObserver((records, observer) => {
    if (!document.querySelector('[data-testid="report-page"] td')) return
    window.__firstCellAt = performance.now()
    observer.disconnect()
  }).observe(document, { childList: true, subtree: true })
`

test('a report page starts from its document: the three views in it, none asked again, every chunk named in it', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, '/report/')
  await expect(page.getByTestId('shell-user')).toBeVisible()
  const errors = collectConsoleErrors(page)
  await page.addInitScript({ content: watchFirstCell })
  const url = reportUrl('/exam/dashboard', REPORT_EXAM, { grade: '高二' })
  const { html, asked, scripts } = await fullLoad(page, url)

  const keys = Object.keys(firstViewOf(html))
  expect(keys.find((k) => k === '/session'), 'the session view').toBeDefined()
  expect(keys.find((k) => k.startsWith('/exam-context?') && k.includes('route=dashboard')), 'the exam frame').toBeDefined()
  const view = embeddedView<ReportPageView>(html, '/report-page', { route: 'dashboard', examid: REPORT_EXAM.examid })
  expect(view, 'the report page').toBeDefined()

  const root = page.getByTestId('report-page')
  await expect(root).toHaveAttribute('data-route', 'dashboard', DRAWN)
  await expect(root.locator('[data-testid^="block-"]')).toHaveCount(view!.blocks.length)
  await page.waitForLoadState('networkidle')
  // Read from the JSON block under CSP script-src 'self' (a data block is not run, so it needs no nonce).
  expect(asked, 'views the document carried, asked again').toEqual([])
  expect(errors, 'console errors (a CSP refusal would be one)').toEqual([])
  // No chunk waited for the page to find out it needs it: each script asked before the page's first
  // cell was drawn is the entry or a preload of the document. (Once it is drawn, the other report
  // pages' chunks load while the browser is idle, for the next click.)
  const beforeFirstCell = await page.evaluate(() => {
    const drawn = (window as unknown as { __firstCellAt: number }).__firstCellAt
    return performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch' && entry.name.endsWith('.js') && entry.startTime <= drawn)
      .map((entry) => new URL(entry.name).pathname)
  })
  expect(beforeFirstCell.length, 'scripts asked before the first cell').toBeGreaterThan(3)
  for (const script of scripts.filter((s) => beforeFirstCell.includes(s))) expect(html, `${script} named in the document`).toContain(`"${script}"`)
})

test('in-app to 排名统计: the frame\'s context and the page asked at once, and that route\'s page shown', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, reportUrl('/exam/dashboard', REPORT_EXAM, { grade: '高二' }))
  await expect(page.getByTestId('report-page')).toHaveAttribute('data-route', 'dashboard', DRAWN)
  await page.waitForLoadState('networkidle')

  // The frame's answer is held until the page has asked for its own view: were the page to ask only
  // after the frame's answer (one round trip after another), it would not have asked by then.
  const pageAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/report/bff/report-page' && new URL(r.url()).searchParams.get('route') === 'report-ranking', { timeout: 45_000 }).then(
    () => true,
    () => false,
  )
  let askedWhileFrameHeld: boolean | undefined
  await page.route('**/report/bff/exam-context?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('route') === 'report-ranking') askedWhileFrameHeld ??= await pageAsked
    await route.fallback()
  })
  await page.locator('a[href*="/exam/common/ranking?"]').first().click()
  const root = page.getByTestId('report-page')
  await expect(root).toHaveAttribute('data-route', 'report-ranking', DRAWN)
  await expect(root.locator('tbody tr, [role="row"][data-index]').first()).toBeVisible(DRAWN)
  expect(askedWhileFrameHeld, 'the page asked while the frame waited for its answer').toBe(true)
})

test('a click to 排名统计 asks its views before the router moves, and its table draws the rows and columns in view first, then more', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, reportUrl('/exam/dashboard', REPORT_EXAM, { grade: '高二' }))
  await expect(page.getByTestId('report-page')).toHaveAttribute('data-route', 'dashboard', DRAWN)
  await page.waitForLoadState('networkidle')
  // When the router moves (pushState) and how many ranking rows are in the DOM when the first is put there.
  await page.evaluate(() => {
    const seen = window as unknown as { __movedAt?: number; __firstRows?: number; __firstCells?: number }
    const push = history.pushState.bind(history)
    history.pushState = (...args: Parameters<History['pushState']>) => {
      seen.__movedAt ??= performance.now()
      push(...args)
    }
    new MutationObserver((_, observer) => {
      const rows = document.querySelectorAll('[data-route="report-ranking"] [role="row"][data-index]').length
      if (rows === 0) return
      seen.__firstRows = rows
      seen.__firstCells = document.querySelector('[data-route="report-ranking"] [role="row"][data-index]')?.querySelectorAll('[role="cell"]').length ?? 0
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.locator('a[href*="/exam/common/ranking?"]').first().click()
  const table = page.getByTestId('report-page').getByRole('table', { name: '成绩排名' })
  await expect(table.locator('[role="row"][data-index]').first()).toBeVisible(DRAWN)

  const order = await page.evaluate(() => {
    const movedAt = (window as unknown as { __movedAt: number }).__movedAt
    const asked = performance
      .getEntriesByType('resource')
      .filter((e) => /\/report\/bff\/(report-page\?route=report-ranking|exam-context\?.*route=report-ranking)/.test(e.name))
      .map((e) => e.startTime)
    return { asked: asked.length, allBefore: asked.every((at) => at <= movedAt) }
  })
  expect(order, 'the frame\'s context and the page, both asked before the router moved').toEqual({ asked: 2, allBefore: true })

  // The box (560 px, 36 px rows) shows some 15 rows: the first render draws those and two more, and the
  // dozen rows below that keep a fast scroll from showing blanks follow once it is on screen.
  const firstRows = await page.evaluate(() => (window as unknown as { __firstRows: number }).__firstRows)
  expect(firstRows, 'rows drawn with the first').toBeLessThanOrEqual(18)
  await expect.poll(() => table.locator('[role="row"][data-index]').count(), DRAWN).toBeGreaterThanOrEqual(firstRows + 10)

  // Columns likewise: the box (1366 px window) shows some 12 of the ranking's 33; the first render draws
  // those, and a scroll to the far side draws the last column beside the name, which stays.
  const columns = Number(await table.getAttribute('aria-colcount'))
  const firstCells = await page.evaluate(() => (window as unknown as { __firstCells: number }).__firstCells)
  expect(columns, 'the ranking\'s columns').toBeGreaterThan(25)
  expect(firstCells, 'cells drawn in the first row').toBeLessThanOrEqual(16)
  await table.evaluate((box) => box.scrollTo({ left: box.scrollWidth }))
  const firstRow = table.locator('[role="row"][data-index="0"]')
  await expect(firstRow.locator(`[role="cell"][aria-colindex="${columns}"]`)).toBeVisible(DRAWN)
  await expect(firstRow.locator('[role="cell"][aria-colindex="1"]')).toBeVisible()
  await expect(firstRow.locator('[role="cell"][aria-colindex="2"]'), 'a column scrolled out of the box is no longer drawn').toHaveCount(0)
})

/**
 * Records, from the document's first script on, every loading view (aria-busy) and every 正在加载页面 that
 * is put on the page, until the report page is.
 */
const watchLoadingViews = `
  window.__loadingViews = []
  new MutationObserver((records, observer) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue
      for (const busy of [node, ...node.querySelectorAll('*')]) {
        if (busy.getAttribute('aria-busy') === 'true' || busy.textContent === '正在加载页面…') window.__loadingViews.push(busy.outerHTML.slice(0, 120))
      }
    }
    if (document.querySelector('[data-testid="report-page"] td, [data-testid="report-page"] [role="cell"]')) observer.disconnect()
  }).observe(document, { childList: true, subtree: true })
`
const loadingViewsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __loadingViews: string[] }).__loadingViews)

test('a report route opens on its page: no loading view before it, by full load or by a click from another report', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, '/report/')
  await expect(page.getByTestId('shell-user')).toBeVisible()
  // A warm visit, as a teacher's second look at a report: the chunks are in the browser's cache.
  const dashboard = reportUrl('/exam/dashboard', REPORT_EXAM, { grade: '高二' })
  await page.goto(dashboard)
  await expect(page.getByTestId('report-page').locator('td').first()).toBeVisible(DRAWN)
  await page.waitForLoadState('networkidle')
  await page.addInitScript({ content: watchLoadingViews })
  // The document carries the page's views and names its chunks: the page is drawn in one pass (React
  // would otherwise show a spinner per lazy chunk and hold each reveal back 300 ms).
  await page.goto(dashboard)
  await expect(page.getByTestId('report-page').locator('td').first()).toBeVisible(DRAWN)
  expect(await loadingViewsSeen(page), 'loading views shown before the dashboard').toEqual([])

  // Once the dashboard is up, the other report pages' chunks load while the browser is idle: a click
  // to 排名统计 waits for its data, never for a chunk. On a busy machine the idle moment can come after
  // the network fell quiet, so the click waits for the page chunk to be asked for and evaluated.
  await page.waitForLoadState('networkidle')
  const reportChunk = await page.waitForFunction(
    () => performance.getEntriesByType('resource').map((e) => e.name).find((name) => /\/assets\/report-[\w-]{8}\.js$/.test(name)),
    undefined,
    { timeout: 30_000 },
  )
  await page.evaluate((url) => import(url).then(() => undefined), (await reportChunk.jsonValue()) as string)
  await page.evaluate(() => {
    const seen = (window as unknown as { __loadingViews: string[] }).__loadingViews
    seen.length = 0
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node.textContent?.includes('正在加载页面')) seen.push('正在加载页面')
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.locator('a[href*="/exam/common/ranking?"]').first().click()
  await expect(page.getByTestId('report-page')).toHaveAttribute('data-route', 'report-ranking', DRAWN)
  await expect(page.getByTestId('report-page').locator('[role="row"][data-index]').first()).toBeVisible(DRAWN)
  expect(await loadingViewsSeen(page), 'the page chunk\'s loading view on the way to 排名统计').toEqual([])
})

test('a filter chosen after a full load asks for its own view: the document\'s is only for its own address', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, '/report/')
  await expect(page.getByTestId('shell-user')).toBeVisible()
  const { html } = await fullLoad(page, reportUrl('/exam/common/overview', REPORT_EXAM, { grade: '高二' }))
  const carried = embeddedView<ReportPageView>(html, '/report-page', { route: 'general-overview' })
  const subject = carried?.filters.find((f) => f.key === 'pindex')
  expect(subject, 'the page carried has a 科目 filter').toBeDefined()
  const other = subject!.options.find((o) => o.value !== subject!.value)!

  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/report/bff/report-page' && new URL(r.url()).searchParams.get('pindex') === other.value)
  await page.locator('#filter-pindex').selectOption(other.value, DRAWN)
  const answer = (await (await asked).json()) as { data: ReportPageView }
  expect(answer.data.filters.find((f) => f.key === 'pindex')?.value).toBe(other.value)
  await expect(page.locator('#filter-pindex')).toHaveValue(other.value)
})

test('the page is drawn into its document: its table is there with every script refused, and it answers once the scripts have taken it over', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, '/report/')
  await expect(page.getByTestId('shell-user')).toBeVisible()
  const url = reportUrl('/exam/dashboard', REPORT_EXAM, { grade: '高二' })
  const root = page.locator('#root')
  const report = page.getByTestId('report-page')

  // No script runs: what shows is the document's own markup.
  await page.route('**/report/assets/*.js', (route) => route.abort())
  const { html } = await fullLoad(page, url, { hydrated: false })
  const view = embeddedView<ReportPageView>(html, '/report-page', { route: 'dashboard', examid: REPORT_EXAM.examid })
  expect(view, 'the page\'s view').toBeDefined()
  expect(html, 'the document came with its page drawn').toMatch(/<div id="root" data-prerendered="desktop" inert>/)
  await expect(report).toHaveAttribute('data-route', 'dashboard')
  await expect(report.locator('td').first()).toBeVisible()
  await expect(report.locator('td').first()).not.toBeEmpty()
  expect(await report.locator('[data-testid^="block-"]').count(), 'the page\'s blocks, as the client would draw them first').toBeGreaterThan(0)
  await expect(root, 'shown, not yet answering: a click would be lost').toHaveAttribute('inert', '')
  await page.unroute('**/report/assets/*.js')

  // With its scripts: React takes the same markup over (a mismatch is a console error) and the page answers.
  const errors = collectConsoleErrors(page)
  await page.goto(url)
  await expect(root).not.toHaveAttribute('inert', DRAWN)
  await expect(report).toHaveAttribute('data-route', 'dashboard')
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.locator('a[href*="/exam/common/ranking?"]').first().click()
  await expect(report).toHaveAttribute('data-route', 'report-ranking', DRAWN)
  await expect(report.locator('[role="row"][data-index]').first()).toBeVisible(DRAWN)
  expect(documents, 'the link followed in the page, not as a new document').toEqual([])
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([])
})

test('on a phone the document\'s page is drawn in the phone\'s layout: its filters fold under 筛选 before any script runs', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50',
  })
  const page = await context.newPage()
  await signIn(page, '/report/')
  await expect(page.getByTestId('shell-user')).toBeVisible()
  const url = reportUrl('/exam/common/overview', REPORT_EXAM, { grade: '高二' })
  await page.route('**/report/assets/*.js', (route) => route.abort())
  await page.goto(url)
  await expect(page.getByTestId('report-filters-button')).toBeVisible()
  await expect(page.getByTestId('report-filters')).toHaveCount(0)
  await page.unroute('**/report/assets/*.js')

  const errors = collectConsoleErrors(page)
  await page.goto(url)
  await expect(page.locator('#root')).not.toHaveAttribute('inert', DRAWN)
  await page.getByTestId('report-filters-button').click()
  await expect(page.getByTestId('report-filters-sheet')).toBeVisible()
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([])
  await context.close()
})
