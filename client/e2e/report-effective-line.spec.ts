import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'
import { REPORT_EXAM, reportUrl } from './support/report-routes.ts'

// Issue 31 item 8: the 有效分 page takes a 总分 line — a quick pick (总分前 30 %) or a 总分 typed in — and
// shows the line and each paper's 有效分 it implies; the address keeps the choice.

test('有效分 at a chosen 总分 line: a share from the list, then a 总分 typed in', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, reportUrl('/exam/standardEffective', REPORT_EXAM, { grade: '高二' }))
  const report = page.getByTestId('report-page')
  await expect(report.getByText(/^总分有效分线 \d+(?:\.\d+)? 分（总分前 15 % 学生的最低分）/)).toBeVisible({ timeout: 45_000 })

  await page.getByLabel('总分线', { exact: true }).selectOption('r30')
  await expect(page).toHaveURL(/line=r30/)
  await expect(report.getByText(/总分前 30 % 学生的最低分/).first()).toBeVisible()

  const box = page.getByTestId('filter-line-input')
  await box.fill('600')
  await page.getByRole('button', { name: '应用' }).click()
  await expect(page).toHaveURL(/line=600/)
  await expect(report.getByText(/^总分有效分线 600 分，上线 \d+ 人/)).toBeVisible()
  await expect(page.getByLabel('总分线', { exact: true })).toHaveValue('600')
  await expect(report.getByText('数学有效分')).toBeVisible()
})
