import { expect, test, type Locator } from '@playwright/test'
import { collectConsoleErrors } from './support/console.ts'
import { collectBffFailures, openReportPage, tableBlocks } from './support/report-page.ts'
import { PROVINCE_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// The ranking of the 120,000-examinee provincial exam (only the city account sees it) in one virtual
// table: the pages the visible rows fall on are fetched as they come into view, and only the rows in
// view are in the DOM. The upstream generates the exam on first use, which takes several seconds.
const LOADING = '…'
/** Rows in view (560 px box, 36 px rows) plus the overscan: far below a page of rows. */
const MAX_DRAWN_ROWS = 80

const ranking = REPORT_ROUTES.find((r) => r.name === 'report-ranking')!

/** Rows the virtualiser has drawn, each with its index in the whole list. */
function drawnRows(box: Locator): Locator {
  return box.locator('[role="row"][data-index]')
}

async function scrollTo(box: Locator, fraction: number): Promise<void> {
  await box.evaluate((el, f) => {
    el.scrollTop = (el.scrollHeight - el.clientHeight) * f
  }, fraction)
}

/** Every drawn row's name cell holds a real name, not the loading mark; returns the drawn indexes. */
async function expectNamedRows(box: Locator, near: number, total: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const rows = await drawnRows(box).evaluateAll((els) =>
          els.map((el) => ({ index: Number(el.getAttribute('data-index')), name: el.querySelector('[role="cell"]')?.textContent ?? '' })),
        )
        const indexes = rows.map((r) => r.index)
        return {
          near: indexes.some((i) => Math.abs(i - near) < 40),
          named: rows.length > 0 && rows.every((r) => r.name !== '' && r.name !== LOADING),
          few: rows.length <= MAX_DRAWN_ROWS,
          inRange: indexes.every((i) => i >= 0 && i < total),
        }
      },
      { timeout: 60_000, message: `rows near ${near} get real names` },
    )
    .toEqual({ near: true, named: true, few: true, inRange: true })
}

test('the 120,000-student ranking scrolls to the middle and the end with real rows, drawing only a few', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  const errors = collectConsoleErrors(page)
  const failures = collectBffFailures(page)

  const view = await openReportPage(page, ranking.name, reportUrl(ranking.path, PROVINCE_EXAM), PROVINCE_EXAM.token, 180_000)
  const block = tableBlocks(view).find((b) => b.id === 'ranking')
  expect(block?.virtual, 'the ranking is a virtual table').toBe(true)
  const total = block!.table.paging!.total
  expect(total, 'a 60,000+ row ranking').toBeGreaterThanOrEqual(60_000)

  const table = page.getByTestId('table-ranking')
  const box = table.getByRole('table')
  await expect(table.getByText(`共 ${total} 条`)).toBeVisible({ timeout: 60_000 })
  await expect(box).toHaveAttribute('aria-rowcount', /^\d+$/)
  await expectNamedRows(box, 0, total)

  const middle = Math.floor(total / 2)
  await scrollTo(box, 0.5)
  await expectNamedRows(box, middle, total)
  await page.screenshot({ path: testInfo.outputPath('ranking-middle.png') })

  await scrollTo(box, 1)
  await expectNamedRows(box, total - 1, total)
  await expect(drawnRows(box).last()).toHaveAttribute('data-index', String(total - 1))
  await page.screenshot({ path: testInfo.outputPath('ranking-end.png') })

  expect(failures, 'failed /report/bff requests').toEqual([])
  expect(errors, 'console errors').toEqual([])
})
