import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'
import { REPORT_EXAM, reportUrl } from './support/report-routes.ts'

// Issue 15 item 15: a student's ranking page showed 总分前三名 holding only their own row (rank 177).
// A student's scope is their own results (spec 1 §6): they see their own 总分 and rank instead.
test('a student sees their own 总分 and rank above the ranking, not a one-row top three', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, reportUrl('/exam/common/ranking', REPORT_EXAM), 'demo-student')
  const head = page.getByTestId('block-top')
  await expect(head).toBeVisible({ timeout: 60_000 })
  await expect(head).toContainText('我的总分与排名')
  await expect(head).toContainText(/全体排名 (\d+|--)/)
  await expect(page.getByText('总分前三名')).toHaveCount(0)
})

test('staff still see 总分前三名 with ranks 1 to 3', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, reportUrl('/exam/common/ranking', REPORT_EXAM))
  const head = page.getByTestId('block-top')
  await expect(head).toContainText('总分前三名', { timeout: 60_000 })
  await expect(head.getByTestId('stat')).toHaveCount(3)
  await expect(head).toContainText('排名 1')
})
