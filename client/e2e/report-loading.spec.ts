import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'
import { withoutFirstView } from './support/first-view.ts'
import { REPORT_EXAM, reportUrl } from './support/report-routes.ts'

// Issue 15 item 9 (its first half): while a slow report loads, the page shows its frame and a
// progress state at once, and says so when it takes long; the computation's speed is another issue.

test('a slow report: the frame and a progress state at once, then the report', async ({ page }) => {
  test.setTimeout(120_000)
  // A report this slow misses the document's deadline: the page asks for it itself.
  await signIn(page, '/report/')
  await withoutFirstView(page)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/report/bff/report-page?*', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(reportUrl('/exam/dashboard', REPORT_EXAM, { grade: '高二' }))
  await expect(page.getByRole('banner')).toBeVisible()
  const loading = page.getByTestId('loading-state')
  await expect(loading).toBeVisible()
  await expect(loading).toHaveAttribute('role', 'status')
  await expect(loading).toContainText(/正在(加载|统计)/)
  // The exam's head is the frame's: it shows while the figures are still on their way.
  await expect(page.getByTestId('report-page')).toHaveCount(0)
  // Each stage says what it waits for (考试信息, the page, 报告数据); a long wait says why.
  await expect(loading).toContainText('报告数据', { timeout: 30_000 })
  await expect(loading).toContainText('正在统计报告数据', { timeout: 5_000 })
  release()
  await expect(page.getByTestId('report-page')).toBeVisible({ timeout: 60_000 })
  await expect(loading).toHaveCount(0)
})
