import { expect, test, type Page } from '@playwright/test'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { TableRow, TableView } from '@report/contracts/bff/table'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'
import { withoutFirstView } from './support/first-view.ts'
import { REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// Issue 37: a province's ranking of 1,000,000 examinees in the page's virtual table. One box as tall as a
// million 36 px rows is past what Chromium lays out (about 33,554,432 px), so the last ranks could not be
// scrolled to, and the client once built an array of a million placeholder rows on every page it loaded.
// The reference upstream's million-examinee exam takes minutes to seed, so the school exam's ranking is
// answered here as a million rows long: its first page as the BFF sends it, later pages made from it.
const TOTAL = 1_000_000
const ranking = REPORT_ROUTES.find((r) => r.name === 'report-ranking')!
const url = reportUrl(ranking.path, REPORT_EXAM, { grade: '高二' })

/** Row `index` of the pretend list: the first real row's cells, its own key and name. */
function rowAt(template: TableRow, index: number): TableRow {
  return { ...template, key: `million-${index}`, cells: { ...template.cells, name: `考生${index + 1}` } }
}

/** The ranking block's first page and every page the table asks for, as from a list of TOTAL rows. */
async function answerAsMillion(page: Page): Promise<{ pagesAsked: Array<{ page: number; size: number }> }> {
  const pagesAsked: Array<{ page: number; size: number }> = []
  let template: TableRow | undefined
  await page.route('**/report/bff/report-page?*route=report-ranking*', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: ReportPageView }
    for (const block of body.data.blocks) {
      if (block.kind !== 'table' || block.id !== 'ranking' || !block.table.paging) continue
      template = block.table.rows[0]
      block.table.rows = block.table.rows.map((_, index) => rowAt(template!, index))
      block.table.paging.total = TOTAL
    }
    await route.fulfill({ response, json: body })
  })
  await page.route('**/report/bff/report-table?*block=ranking*', async (route) => {
    const asked = new URL(route.request().url()).searchParams
    const number = Number(asked.get('page'))
    const size = Number(asked.get('pageSize'))
    pagesAsked.push({ page: number, size })
    const response = await route.fetch()
    const body = (await response.json()) as { data: TableView }
    const first = (number - 1) * size
    body.data.rows = Array.from({ length: Math.max(0, Math.min(size, TOTAL - first)) }, (_, i) => rowAt(template ?? body.data.rows[0]!, first + i))
    body.data.paging = { ...body.data.paging!, page: number, pageSize: size, total: TOTAL }
    await route.fulfill({ response, json: body })
  })
  return { pagesAsked }
}

test('a 1,000,000-row ranking: shown a stretch at a time, its last rank reached with its own row', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/')
  await withoutFirstView(page)
  const { pagesAsked } = await answerAsMillion(page)
  await page.goto(url)

  const table = page.getByTestId('table-ranking')
  await expect(table.getByText(`共 ${TOTAL} 条`)).toBeVisible({ timeout: 60_000 })
  const box = table.getByRole('table')
  const header = Number(await box.getAttribute('aria-rowcount')) - TOTAL
  expect(header, 'the reader hears the whole list, not a stretch').toBeGreaterThanOrEqual(1)

  const stretches = page.getByRole('combobox', { name: '显示范围' })
  await expect(stretches.locator('option')).toHaveText(['第 1–200,000 条', '第 200,001–400,000 条', '第 400,001–600,000 条', '第 600,001–800,000 条', '第 800,001–1,000,000 条'])
  await expect(box.locator('[role="row"][data-index="0"]')).toContainText('考生1')

  await stretches.selectOption({ label: '第 800,001–1,000,000 条' })
  await expect(box.locator('[role="row"][data-index="800000"]')).toContainText('考生800001', { timeout: 30_000 })
  await box.evaluate((el) => (el.scrollTop = el.scrollHeight))
  const last = box.locator(`[role="row"][data-index="${TOTAL - 1}"]`)
  await expect(last).toContainText(`考生${TOTAL}`, { timeout: 30_000 })
  await expect(last).toHaveAttribute('aria-rowindex', String(TOTAL + header))
  expect(await box.locator('[role="row"][data-index]').count(), 'only the rows in view are drawn').toBeLessThanOrEqual(80)
  expect(pagesAsked.some(({ page: number, size }) => number === Math.ceil(TOTAL / size)), 'the list\'s last page was asked for').toBe(true)
  expect(errors, 'console errors').toEqual([])
})
