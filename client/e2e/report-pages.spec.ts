import { expect, test } from '@playwright/test'
import { collectConsoleErrors } from './support/console.ts'
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { collectBffFailures, expectReportRendered, openReportPage } from './support/report-page.ts'
import { REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// Every report route of spec 2 §2 opens for the school admin on one exam and shows its data. One test
// per route, named by it: a page the BFF does not build yet fails by name (404 该报表不存在).
test.describe.configure({ mode: 'parallel' })

for (const route of REPORT_ROUTES) {
  test(`${route.name} (${route.path}) opens with data for the school admin`, async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    const errors = collectConsoleErrors(page)
    const failures = collectBffFailures(page)

    const view = await openReportPage(page, route.name, reportUrl(route.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
    await expectReportRendered(page, view)
    // Charts draw after the data; let the network settle before judging errors.
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: testInfo.outputPath(`${route.name}.png`), fullPage: true })
    // Wide tables scroll inside their block: the page itself never gets wider than the window.
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${route.name}: page ${width} px wide`).toBeLessThanOrEqual(page.viewportSize()!.width)

    expect(failures, `${route.name}: failed /report/bff requests`).toEqual([])
    expect(errors, `${route.name}: console errors`).toEqual([])
  })
}
