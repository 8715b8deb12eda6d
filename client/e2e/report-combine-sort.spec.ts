import { expect, test } from '@playwright/test'
import type { TableView } from '@report/contracts/bff/table'
import { collectConsoleErrors } from './support/console.ts'
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { collectBffFailures, openReportPage } from './support/report-page.ts'
import { REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// 综合报表 joins two upstream calls; clicking a figure's header sorts the units by it upstream, and
// each class row keeps its own figures.
const combine = REPORT_ROUTES.find((r) => r.name === 'combine-page')!

test('综合报表 sorts its classes by a clicked figure, ascending then descending', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectConsoleErrors(page)
  const failures = collectBffFailures(page)
  await openReportPage(page, combine.name, reportUrl(combine.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const table = page.getByTestId('table-combine')
  const header = table.locator('th[data-column="p0.mean"]')
  await expect(header).toBeVisible()

  for (const rule of ['asc', 'desc'] as const) {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/report-table') && new URL(r.url()).searchParams.get('sortRule') === rule)
    await header.getByRole('button').click()
    const response = await answered
    expect(new URL(response.url()).searchParams.get('sortKey')).toBe('p0.mean')
    const view = ((await response.json()) as { data: TableView }).data
    await expect(header).toHaveAttribute('aria-sort', rule === 'asc' ? 'ascending' : 'descending')
    const means = view.rows.filter((r) => !r.pinned).map((r) => Number(r.cells['p0.mean']))
    expect(means.length).toBeGreaterThan(1)
    expect(means).toEqual([...means].sort((a, b) => (rule === 'asc' ? a - b : b - a)))
    // What the table draws is that order: the first unit row's name is the answer's first unit.
    const pinned = view.rows.filter((r) => r.pinned).length
    await expect(table.locator('tbody tr').nth(pinned)).toContainText(String(view.rows[pinned]!.cells.name))
  }
  expect(failures).toEqual([])
  expect(errors).toEqual([])
})
