import { expect, test } from '@playwright/test'
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { openReportPage, tableBlocks } from './support/report-page.ts'
import { REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// Issue 15 item 7: in a joint exam 全体 and 联考总体 count the same students; the tables show one
// total row for them (联考总体, the narrower name), never two rows with the same figures.

/** 江州六校 2026学年第一学期高二11月联考. */
const JOINT = { examid: '280152611190', org: '0' }
const route = (name: string) => REPORT_ROUTES.find((r) => r.name === name)!

for (const name of ['dashboard', 'report-question', 'general-overview']) {
  test(`${name}: no two total rows with the same figures`, async ({ page }) => {
    const r = route(name)
    const view = await openReportPage(page, r.name, reportUrl(r.path, JOINT, { grade: '高二' }), SCHOOL_ADMIN_TOKEN)
    const withTotals = tableBlocks(view).filter((b) => b.table.rows.some((row) => row.pinned))
    expect(withTotals.length).toBeGreaterThan(0)
    for (const block of withTotals) {
      const totals = block.table.rows.filter((row) => row.pinned)
      const figures = totals.map((row) => JSON.stringify(Object.entries(row.cells).slice(1)))
      expect(new Set(figures).size, `${block.id}: ${totals.map((row) => Object.values(row.cells)[0]).join(', ')}`).toBe(figures.length)
      const drawn = page.getByTestId(`block-${block.id}`)
      await expect(drawn.locator('tbody tr').first()).toContainText('联考总体')
      await expect(drawn.getByRole('cell', { name: '全体', exact: true })).toHaveCount(0)
    }
  })
}
