import { expect, type Locator, type Page, type Response } from '@playwright/test'
import type { ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import type { DrillAnswer } from '@report/contracts/bff/drill'
import { signIn } from './demo.ts'
import { embeddedView } from './first-view.ts'

const BFF = '/report/bff/'

/**
 * Every /report/bff request that failed (HTTP ≥ 400, or no answer), collected from the moment of the
 * call. Aborted requests are left out: leaving a page or changing a drill's page cancels on purpose.
 */
export function collectBffFailures(page: Page): string[] {
  const failures: string[] = []
  page.on('response', (response) => {
    if (response.url().includes(BFF) && response.status() >= 400) failures.push(`${response.status()} ${pathOf(response.url())}`)
  })
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? ''
    if (request.url().includes(BFF) && !reason.includes('ERR_ABORTED')) failures.push(`${reason} ${pathOf(request.url())}`)
  })
  return failures
}

function pathOf(url: string): string {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

function isReportPage(response: Response, route: string): boolean {
  const url = new URL(response.url())
  return url.pathname === `${BFF}report-page` && url.searchParams.get('route') === route
}

/**
 * The view model of the next GET /report/bff/report-page for `route`, or of the next document that
 * carries it (a full load of the route, issue 34) (wait before the navigation that asks). A page the
 * BFF does not build (404 该报表不存在) fails here, by route name.
 */
export async function nextReportPage(page: Page, route: string, timeout = 90_000): Promise<ReportPageView> {
  let embedded: ReportPageView | undefined
  const response = await page.waitForResponse(async (r) => {
    if (isReportPage(r, route)) return true
    if (r.request().resourceType() !== 'document' || r.status() !== 200) return false
    embedded = embeddedView<ReportPageView>(await r.text(), '/report-page', { route })
    return embedded !== undefined
  }, { timeout })
  if (embedded) return embedded
  const body = (await response.json().catch(() => null)) as { data?: ReportPageView; message?: string; code?: unknown } | null
  expect(response.ok(), `${route}: GET /report/bff/report-page answered ${response.status()} ${body?.code ?? ''} ${body?.message ?? ''}`).toBe(true)
  expect(body?.data?.route, `${route}: the view model is this route's`).toBe(route)
  return body!.data!
}

/** Signs in with `token` straight onto a report page's address and returns the page's view model. */
export async function openReportPage(page: Page, route: string, url: string, token: string, timeout = 90_000): Promise<ReportPageView> {
  const view = nextReportPage(page, route, timeout)
  await signIn(page, url, token)
  return view
}

export function tableBlocks(view: ReportPageView): TableBlock[] {
  return view.blocks.filter((block): block is TableBlock => block.kind === 'table')
}

/** Body rows of a rendered table block: a plain table's rows, or a virtual table's drawn rows. */
export function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr, [role="row"][data-index]')
}

/**
 * The page as the view model says: the report-page container, no 该功能建设中, every block drawn,
 * and every table block with at least one body row that is data (not 暂无数据 or a spinner).
 */
export async function expectReportRendered(page: Page, view: ReportPageView): Promise<void> {
  const root = page.getByTestId('report-page')
  await expect(root, `${view.route}: report-page`).toBeVisible()
  await expect(root).toHaveAttribute('data-route', view.route)
  await expect(page.getByText('该功能建设中')).toHaveCount(0)
  expect(view.blocks.length, `${view.route}: the page has blocks`).toBeGreaterThan(0)
  const pdf = new URL(page.url()).searchParams.get('export') === 'pdf'
  for (const block of view.blocks) {
    const drawn = root.getByTestId(`block-${block.id}`)
    // Spec 2 §6: a teacher diagnosis without text is left out of a printed report.
    if (pdf && block.kind === 'diagnosis' && block.html.replace(/<[^>]*>/g, '').trim() === '') await expect(drawn, `${view.route}: empty diagnosis not printed`).toBeHidden()
    else await expect(drawn, `${view.route}: block ${block.id}`).toBeVisible()
  }
  for (const block of tableBlocks(view)) {
    expect(block.table.rows.length, `${view.route}: table ${block.id} has rows in the view model`).toBeGreaterThan(0)
    const first = bodyRows(root.getByTestId(`table-${block.id}`)).first()
    await expect(first, `${view.route}: table ${block.id} draws a body row`).toBeVisible()
    await expect(first, `${view.route}: table ${block.id} shows data`).not.toHaveText(/^(暂无数据|暂无学生|…)?$/)
  }
}

/** The drill answer of the next GET /report/bff/report-drill (started before the click that asks). */
export function nextDrillAnswer(page: Page, timeout = 60_000): Promise<{ answer: DrillAnswer; url: URL }> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === `${BFF}report-drill`, { timeout })
    .then(async (response) => {
      expect(response.ok(), `report-drill answered ${response.status()}`).toBe(true)
      const body = (await response.json()) as { code: number; data?: DrillAnswer; msg?: string }
      expect(body.code, `report-drill code (${body.msg ?? ''})`).toBe(0)
      return { answer: body.data!, url: new URL(response.url()) }
    })
}
