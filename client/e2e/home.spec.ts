import { expect, test } from '@playwright/test'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

const isoDaysAgo = (days: number) => {
  const d = new Date()
  d.setDate(d.getDate() - days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

test('home lists the last six months newest first, with tag chips, grade and type filters', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/')
  const rows = page.getByTestId('exam-row')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole('button', { name: '近6月' })).toHaveAttribute('aria-pressed', 'true')
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true })

  const dates = await rows.locator('td:nth-child(3)').allTextContents()
  expect(dates).toEqual([...dates].sort().reverse())
  const sixMonthsAgo = isoDaysAgo(184).replaceAll('-', '/')
  for (const date of dates) expect(date >= sixMonthsAgo, date).toBe(true)

  // Tag chip L: only joint exams.
  await page.getByTestId('tag-chip-L').click()
  await expect(page.getByTestId('tag-chip-L')).toHaveAttribute('aria-pressed', 'true')
  if ((await rows.count()) > 0) await expect(rows.locator('td:nth-child(5)')).toContainText(Array(await rows.count()).fill('联考'))
  await page.getByRole('button', { name: '全部', exact: true }).click()

  // Grade filter.
  const grade = page.getByRole('combobox', { name: '年级' })
  const firstGrade = (await grade.locator('option').nth(1).getAttribute('value')) ?? ''
  await grade.selectOption(firstGrade)
  const gradeCells = await rows.locator('td:nth-child(2)').allTextContents()
  for (const cell of gradeCells) expect(cell).toBe(firstGrade)
  await grade.selectOption('')

  // Exam type filter.
  const type = page.getByRole('combobox', { name: '考试类型' })
  const firstType = (await type.locator('option').nth(1).getAttribute('value')) ?? ''
  await type.selectOption(firstType)
  for (const cell of await rows.locator('td:nth-child(4)').allTextContents()) expect(cell).toBe(firstType)
  expect(errors).toEqual([])
})

test('a range without exams says so and offers 查看全部; each exam opens its dashboard', async ({ page }) => {
  await signIn(page, '/report/')
  await expect(page.getByTestId('exam-row').first()).toBeVisible()
  await page.getByLabel('开始日期').fill('2026-08-01')
  await page.getByLabel('结束日期').fill('2026-08-02')
  await expect(page.getByText('所选时间范围内没有符合条件的考试')).toBeVisible()
  await page.getByRole('button', { name: '查看全部' }).click()
  await expect(page.getByRole('button', { name: '全部时间' })).toHaveAttribute('aria-pressed', 'true')
  const row = page.getByTestId('exam-row').first()
  await expect(row).toBeVisible()

  // Shortcut chips set the range.
  await page.getByRole('button', { name: '近1年' }).click()
  await expect(page.getByLabel('结束日期')).toHaveValue(isoDaysAgo(0))

  const name = (await row.getByRole('link').textContent()) ?? ''
  await row.getByRole('link').click()
  await expect(page).toHaveURL(/\/report\/exam\/dashboard\?examid=\w+&org=\d+&grade=/)
  await expect(page.getByTestId('exam-summary')).toContainText(name)
})
