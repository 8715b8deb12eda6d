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

  // The list's 年级: the grade the cohort is in now, and its 届 (issue 33 item 5).
  await page.goto('/report/contrast/history')
  await expect(page.getByTestId('contrast-row').filter({ hasText: '高二三次考试对比' }).first().getByRole('cell').nth(1)).toHaveText('高二（高中2025级）')
  await page.getByTestId('contrast-row').filter({ hasText: '高二三次考试对比' }).first().getByRole('link', { name: '查看' }).click()
  // Content: one school over its own exams — 各校对比 would draw its line under an identical reference line,
  // so the comparison opens on the school's classes (issue 33 item 5), then class 3.
  await expect(page.getByTestId('compare-title')).toContainText('各班对比', { timeout: 30_000 })
  await expect(page.getByTestId('compare-dimensions').getByRole('link', { name: '学校对比' })).toHaveAttribute('aria-current', 'page')
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

// Issue 16 "Create … the subjects and the scope" (spec 2 §4): 本校 counts the school's students only,
// the history says so, and the content's reference is the school (全校), not the six schools.
test('grade director: a comparison over 本校 with a joint exam counts the school only', async ({ page }) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/contrast/creat', GRADE_DIRECTOR)
  const exams = page.getByTestId('contrast-exams')
  await expect(exams).toBeVisible({ timeout: 30_000 })
  await exams.getByText(EXAMS[2]!, { exact: false }).first().click()
  await exams.getByText('江州六校2026学年第一学期高二11月联考', { exact: false }).first().click()
  const scopes = page.getByTestId('contrast-scopes')
  await expect(scopes.getByRole('radio')).toHaveCount(2)
  await expect(scopes.getByRole('radio', { name: '全体' })).toBeChecked()
  await scopes.getByText('本校', { exact: true }).click()
  await expect(scopes.getByRole('radio', { name: '本校' })).toBeChecked()
  await expect(page.getByText('只按本校学生计算名次、标准分和三率')).toBeVisible()
  await page.getByRole('textbox', { name: '对比名称' }).fill('本校范围的联考对比')
  await page.getByRole('button', { name: '开始生成' }).click()

  await expect(page).toHaveURL(/\/report\/contrast\/history$/)
  const row = page.getByTestId('contrast-row').filter({ hasText: '本校范围的联考对比' }).first()
  await expect(row.getByTestId('contrast-scope')).toHaveText('本校')
  await expect(row.getByTestId('contrast-status')).toHaveText('已完成', { timeout: 60_000 })
  await row.getByRole('link', { name: '查看' }).click()
  // 本校 over one school: the school against itself is no comparison — it opens on its classes, measured
  // against the school, and the ranks say they are the school's (issue 33 item 5).
  await expect(page.getByTestId('compare-title')).toContainText('各班对比', { timeout: 30_000 })
  await expect(page.getByTestId('compare-dimensions').getByRole('link', { name: '多校对比' })).toHaveCount(0)
  const table = page.getByTestId('compare-table').first()
  await expect(table.getByRole('row').nth(2)).toContainText('江州市第一中学')
  await expect(table.getByRole('row').filter({ hasText: /^全体/ })).toHaveCount(0)
  const risers = page.getByTestId('compare-table').filter({ hasText: '进步最多的学生' })
  await expect(risers.getByRole('columnheader', { name: '本校排名' }).first()).toBeVisible()
  await expect(risers.getByRole('columnheader', { name: '全体排名' })).toHaveCount(0)
  await page.getByTestId('metric-notes').getByRole('button', { name: /指标说明/ }).click()
  await expect(page.getByTestId('metric-notes')).toContainText('对比范围：本校')
  expect(errors, 'console errors').toEqual([])
})

// spec 1 §2 / spec 2 §6: module history_compare hide (临川县桥头镇中学's plan) hides the nav item, and
// every comparison route shows the page's own refusal, never a page or an invitation to a list.
test('module history_compare hide: no nav item, every comparison route refuses with its notice', async ({ page }) => {
  test.setTimeout(240_000)
  await signIn(page, '/report/', 'demo-small-school')
  const nav = page.getByRole('navigation', { name: '主导航' })
  await expect(nav.getByRole('link', { name: '考后分析' })).toBeVisible({ timeout: 30_000 })
  await expect(nav.getByRole('link', { name: '历史对比' })).toHaveCount(0)
  for (const path of ['/report/contrast/history', '/report/contrast/creat', '/report/contrast/content', '/report/contrast/content?id=ct1', '/report/compare/multi', '/report/compare/class/10012/1?id=ct1', '/report/compare/school/10012', '/report/compare/student?id=ct1']) {
    await page.goto(path)
    await expect(page.getByRole('main').getByText('您没有历史对比功能的权限，请联系学校管理员开通'), path).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('请先在历史对比列表中选择一个对比'), path).toHaveCount(0)
    await expect(page.getByRole('button', { name: '开始生成' }), path).toHaveCount(0)
    await expect(page.getByRole('link', { name: '新建对比' }), path).toHaveCount(0)
  }
})

// Issue 33 items 4 and 10, as the city walked it: /compare sent the city to the school view; the exam
// picker listed eight identical "2026学年第一学期高二期中考试" rows with no school; the 届次 list ran
// 2025, 2026, 2024, 2023.
test('the city: /compare opens the multi-school view, the picker names each school’s exam, 届次 youngest first', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, '/report/compare', 'demo-city')
  await expect(page).toHaveURL(/\/report\/compare\/multi/, { timeout: 30_000 })

  await page.goto('/report/contrast/creat')
  const cohort = page.getByRole('combobox', { name: '届次' })
  await expect(cohort).toBeVisible({ timeout: 60_000 })
  const labels = await cohort.locator('option').allInnerTexts()
  const years = (stage: string) => labels.filter((l) => l.startsWith(stage)).map((l) => Number(l.match(/(\d{4})级/)![1]))
  for (const stage of ['高中', '初中']) expect(years(stage), `${stage} youngest first`).toEqual([...years(stage)].sort((a, b) => b - a))
  await cohort.selectOption({ label: '高中2025级' })
  const midterms = page.getByTestId('contrast-exams').getByText(/2026学年第一学期高二期中考试/)
  expect(await midterms.count()).toBeGreaterThan(1)
  const texts = await midterms.allInnerTexts()
  expect(new Set(texts).size, 'every school’s midterm reads differently').toBe(texts.length)
  expect(texts.every((t) => /（[^）]+(中学|学校)）$/.test(t)), texts.join(' | ')).toBe(true)
})
