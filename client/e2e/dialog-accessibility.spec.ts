import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { openReportPage } from './support/report-page.ts'
import { REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// Issue 35: the route walk (accessibility.spec.ts) checks pages as they load; the dialogs a user opens
// from them are checked here, in the everyday suite: a figure's explanation and the students behind it
// (whose wide table scrolls in its own box: a named region that takes the keyboard's focus).

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const dashboard = REPORT_ROUTES.find((r) => r.name === 'dashboard')!

/** The serious and critical violations inside `selector`, one line each. */
async function blockingViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(WCAG_AA).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width} px the explanation and the students behind it pass axe; the list scrolls from the keyboard`, async ({ browser }) => {
    test.setTimeout(120_000)
    // axe reads the page's frames through its context.
    const context = await browser.newContext({ viewport, locale: 'zh-CN' })
    const page = await context.newPage()
    await openReportPage(page, dashboard.name, reportUrl(dashboard.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
    // From the keyboard: at 390 px a pointer scrolled to the cell lands on the table's sticky header.
    await page.getByTestId('block-papers').locator('button[data-explain="passRate"]:visible').first().focus()
    await page.keyboard.press('Enter')
    const panel = page.getByTestId('figure-explanation')
    await expect(panel.getByTestId('explanation-inputs')).toBeVisible()
    expect(await blockingViolations(page, '[data-testid="figure-explanation"]'), 'the explanation').toEqual([])

    await panel.getByRole('button', { name: '查看学生名单' }).click()
    const drill = page.getByTestId('student-drill-dialog')
    await expect(drill.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 })
    expect(await blockingViolations(page, '[data-testid="student-drill-dialog"]'), 'the students').toEqual([])
    const list: Locator = drill.getByRole('region').filter({ has: page.getByRole('table') })
    await expect(list).toHaveAttribute('tabindex', '0')
    await expect(list).toHaveAccessibleName(/.+/)
    await context.close()
  })
}
