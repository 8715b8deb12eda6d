import { expect, test } from '@playwright/test'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { collectConsoleErrors } from './support/console.ts'
import { collectBffFailures, expectReportRendered, nextReportPage } from './support/report-page.ts'
import { REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// PDF mode (spec 2 §9): the PDF renderer opens a report page with `export=pdf` and an fxPdfToken (a
// PDF-export session, so the shell hides its frame), and prints once window.__REPORT_READY__ is true.
const PDF_WIDTH = 793.7
const PDF_ROUTES = ['report-ranking', 'general-overview', 'total-report'] as const

test.describe.configure({ mode: 'parallel' })

for (const name of PDF_ROUTES) {
  const route = REPORT_ROUTES.find((r) => r.name === name)!

  test(`${name} in PDF mode: no frame, an A4-wide report, and __REPORT_READY__`, async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    const errors = collectConsoleErrors(page)
    const failures = collectBffFailures(page)
    const url = reportUrl(route.path, REPORT_EXAM, { export: 'pdf', fxPdfToken: pdfTokenFor('school-admin', { exam: REPORT_EXAM.examid }) })
    const answer = nextReportPage(page, name)
    await page.goto(url)
    // The token leaves the address; export=pdf stays.
    await expect(page).not.toHaveURL(/fxPdfToken=/)
    await expect(page).toHaveURL(/export=pdf/)
    const view = await answer

    await page.waitForFunction(() => window.__REPORT_READY__ === true, undefined, { timeout: 60_000 })
    await expectReportRendered(page, view)

    // No shell: header, nav, footer, side widgets, filters and 下载表格 are off.
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: '侧边工具' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: '公众号' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: '意见反馈' })).toHaveCount(0)
    await expect(page.getByTestId('report-filters')).toHaveCount(0)
    await expect(page.getByRole('button', { name: '下载表格' })).toHaveCount(0)
    // Nor the exam frame's navigation: crumbs and the export menu; the title prints inside the A4 column.
    await expect(page.getByTestId('exam-breadcrumb')).toHaveCount(0)
    await expect(page.getByRole('button', { name: '导出与设置' })).toHaveCount(0)
    await expect(page.getByTestId('pdf-report').getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.getByTestId('pdf-report').evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(overflow, `${name}: nothing printed outside the A4 column`).toBeLessThanOrEqual(1)

    const width = await page.getByTestId('pdf-report').evaluate((el) => el.getBoundingClientRect().width)
    expect(Math.abs(width - PDF_WIDTH), `pdf-report width ${width}`).toBeLessThanOrEqual(1)
    expect(await page.evaluate(() => window.__REPORT_READY__)).toBe(true)

    await page.screenshot({ path: testInfo.outputPath(`${name}-pdf.png`) })
    expect(failures, `${name}: failed /report/bff requests`).toEqual([])
    expect(errors, `${name}: console errors`).toEqual([])
  })
}


// Spec 2 §9 "PDF tints differ by exam kind": the exam's tag group (its context) colours the printed report.
const TINTS = [
  { kind: 'a school exam (X)', exam: REPORT_EXAM, accent: 'rgb(42, 109, 230)' },
  { kind: 'a joint exam (L)', exam: { examid: '280152611190', org: '0' }, accent: 'rgb(122, 79, 214)' },
] as const

for (const { kind, exam, accent } of TINTS) {
  test(`the printed total report of ${kind} carries its kind's tint`, async ({ page }) => {
    test.setTimeout(120_000)
    const route = REPORT_ROUTES.find((r) => r.name === 'total-report')!
    await page.goto(reportUrl(route.path, exam, { grade: '高二', export: 'pdf', fxPdfToken: pdfTokenFor('school-admin', { exam: exam.examid }) }))
    await page.waitForFunction(() => window.__REPORT_READY__ === true, undefined, { timeout: 60_000 })
    const report = page.getByTestId('pdf-report')
    await expect(report).toHaveCSS('border-top-color', accent)
    await expect(report.getByRole('heading', { level: 1 })).toHaveCSS('color', accent)
  })
}

// A printed report has no pager: a paged table prints its first page, and the print says how much of the
// table that is, or a reader takes the first 200 students (or schools) for the whole list.
test('a printed ranking states that it lists the first page of a longer table', async ({ page }) => {
  test.setTimeout(120_000)
  const route = REPORT_ROUTES.find((r) => r.name === 'report-ranking')!
  const answer = nextReportPage(page, 'report-ranking')
  await page.goto(reportUrl(route.path, REPORT_EXAM, { export: 'pdf', fxPdfToken: pdfTokenFor('school-admin', { exam: REPORT_EXAM.examid }) }))
  const view = await answer
  const paged = view.blocks.flatMap((b) => (b.kind === 'table' && b.table.paging && b.table.paging.total > b.table.rows.length ? [b] : []))
  expect(paged.length, 'the school exam ranking is longer than one printed page').toBeGreaterThan(0)
  await page.waitForFunction(() => window.__REPORT_READY__ === true, undefined, { timeout: 60_000 })
  for (const block of paged) {
    const printed = block.table.rows.filter((row) => !row.pinned).length
    const note = page.getByTestId(`table-${block.id}-print-note`)
    await expect(note).toHaveText(`本表共 ${block.table.paging!.total.toLocaleString('zh-CN')} 行，打印件列出前 ${printed} 行；完整表格请在系统中查看或下载。`)
    await expect(page.getByTestId(`table-${block.id}`).locator('tbody tr').first()).toBeVisible()
  }
})
