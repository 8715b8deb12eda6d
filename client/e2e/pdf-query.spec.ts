import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/demo.ts'
import { REPORT_EXAM, reportUrl } from './support/report-routes.ts'

// Spec 3 §2 "Query export marks PDF mode": `export=pdf` in the address prints the report alone in an
// ordinary session too (issue 15 item 3: header, menu and widgets printed, sort arrows in the headers).

/** WCAG contrast of an element's text colour against white (the printed page). */
function contrastOnWhite(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((el) => {
    const [r, g, b] = getComputedStyle(el).color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number) as [number, number, number]
    const lin = (c: number) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    const l = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    return 1.05 / (l + 0.05)
  })
}

for (const [route, path, block] of [
  ['report-ranking', '/exam/common/ranking', 'ranking'],
  ['general-overview', '/exam/common/overview', null],
] as const) {
  test(`${route} with export=pdf in an ordinary session: no shell, no sort arrows, readable headings`, async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    await signIn(page, reportUrl(path, REPORT_EXAM, { export: 'pdf' }))
    await expect(page).toHaveURL(/export=pdf/)
    await page.waitForFunction(() => window.__REPORT_READY__ === true, undefined, { timeout: 60_000 })
    await page.emulateMedia({ media: 'print' })

    await expect(page.getByTestId('pdf-report')).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: '侧边工具' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: '下载任务' })).toHaveCount(0)
    await expect(page.getByTestId('exam-breadcrumb')).toHaveCount(0)

    // Table headers print their titles only: no sort buttons, no ▲▼.
    const headers = page.getByTestId('pdf-report').locator('thead')
    await expect(headers.first()).toBeVisible()
    await expect(page.getByTestId('pdf-report').locator('thead button')).toHaveCount(0)
    expect(await headers.allTextContents()).not.toContainEqual(expect.stringMatching(/[▲▼]/))
    if (block) await expect(page.getByTestId(`block-${block}`).locator('thead th').first()).toBeVisible()

    // The title and the table headers are dark enough to read on paper.
    expect(await contrastOnWhite(page, '[data-testid="pdf-report"] h1')).toBeGreaterThanOrEqual(4.5)
    expect(await contrastOnWhite(page, '[data-testid="pdf-report"] thead th')).toBeGreaterThanOrEqual(4.5)
    await page.screenshot({ path: testInfo.outputPath(`${route}-export-pdf.png`) })
  })
}
