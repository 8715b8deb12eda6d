import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

// Issue 16 "Tests": a grade director (高二年级主任) creates a 3-exam comparison, watches it finish,
// reads the class trend chart, opens a student's trend, switches dimension and downloads a table.

const GRADE_DIRECTOR = 'demo-grade-admin'
const EXAMS = ['2026学年第一学期高二9月月考', '2026学年第一学期高二10月月考', '2026学年第一学期高二期中考试']

test('grade director: create a 3-exam comparison, watch it finish, read trends, switch dimension, download', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  const statuses: string[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('/report/bff/contrast/history') || response.status() !== 200) return
    const body = (await response.json().catch(() => null)) as { data?: { items?: { name: string; statusLabel: string }[] } } | null
    for (const item of body?.data?.items ?? []) if (item.name === '高二三次考试对比') statuses.push(item.statusLabel)
  })

  await signIn(page, '/report/contrast/creat', GRADE_DIRECTOR)
  const exams = page.getByTestId('contrast-exams')
  await expect(exams).toBeVisible({ timeout: 30_000 })
  // Bad input answers as the user types: one exam is not enough.
  await exams.getByText(EXAMS[0]!, { exact: false }).first().click()
  await page.getByRole('button', { name: '开始生成' }).click()
  await expect(page.getByTestId('contrast-errors')).toContainText('请至少选择2次考试')
  for (const name of EXAMS.slice(1)) await exams.getByText(name, { exact: false }).first().click()
  await expect(page.getByTestId('contrast-subjects').getByText('数学')).toBeVisible()
  await page.getByRole('textbox', { name: '对比名称' }).fill('高二三次考试对比')
  await page.getByRole('button', { name: '开始生成' }).click()

  // The list: 排队中 / 生成中 while it builds, then 已完成 with a link to its content.
  await expect(page).toHaveURL(/\/report\/contrast\/history$/)
  const row = page.getByTestId('contrast-row').filter({ hasText: '高二三次考试对比' }).first()
  await expect(row.getByTestId('contrast-status')).toHaveText('已完成', { timeout: 60_000 })
  expect(statuses.some((s) => s === '排队中' || s === '生成中'), `statuses seen: ${statuses.join(', ')}`).toBe(true)
  await row.getByRole('link', { name: '查看' }).click()

  // Content: every school of the comparison (one here), then the school's classes, then class 3.
  await expect(page.getByTestId('compare-title')).toContainText('各校对比', { timeout: 30_000 })
  await page.getByTestId('compare-units').getByRole('link', { name: '江州市第一中学' }).click()
  await expect(page).toHaveURL(/\/report\/compare\/school\/10001\?/)
  await expect(page.getByTestId('compare-title')).toContainText('各班对比')
  await page.getByTestId('compare-units').getByRole('link', { name: '高二(3)班' }).click()
  await expect(page).toHaveURL(/\/report\/compare\/class\/10001\/\d+\?/)
  await expect(page.getByTestId('compare-title')).toContainText('高二(3)班')

  // The class trend chart: a line over the three exams, drawn with its labels.
  const chart = page.getByTestId('compare-chart').first().locator('canvas')
  await expect(chart).toHaveAttribute('data-labelled-categories', '3', { timeout: 30_000 })
  await expect(page.getByTestId('compare-chart').first()).toBeVisible()

  // A student's trend, from the class's student table.
  const students = page.getByTestId('compare-table').filter({ hasText: '学生总分成绩变化' })
  const first = students.getByRole('link').first()
  const name = (await first.textContent())?.trim() ?? ''
  await first.click()
  await expect(page).toHaveURL(/\/report\/compare\/student\/10001\/\d+\/\d+\?/)
  await expect(page.getByTestId('compare-title')).toContainText(name)
  await expect(page.getByTestId('compare-findings')).toContainText('总分全体排名')
  await expect(page.getByTestId('compare-chart').first().locator('canvas')).toHaveAttribute('data-labelled-categories', '3', { timeout: 30_000 })

  // Switching the dimension switches the route.
  await page.getByTestId('compare-dimensions').getByRole('link', { name: '班级对比' }).click()
  await expect(page).toHaveURL(/\/report\/compare\/class\/10001\/\d+\?/)
  await expect(page.getByTestId('compare-title')).toContainText('高二(3)班')

  // 下载表格: the class's table over the exams, opened with exceljs.
  const table = page.getByTestId('compare-table').first()
  const downloading = page.waitForEvent('download', { timeout: 60_000 })
  await table.getByRole('button', { name: '下载表格' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^高二三次考试对比-.*\.xlsx$/)
  const file = testInfo.outputPath('comparison.xlsx')
  await download.saveAs(file)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const sheet = workbook.worksheets[0]!
  const text = (r: number) => (sheet.getRow(r).values as unknown[]).map((v) => String(v ?? '')).join('|')
  expect(text(1) + text(2)).toContain('平均分')
  expect(text(1) + text(2)).toContain(EXAMS[2]!)
  const body = Array.from({ length: sheet.rowCount }, (_, i) => text(i + 1)).join('\n')
  expect(body).toContain('高二(3)班')

  expect(errors, 'console errors').toEqual([])
})
