import { expect, test } from '@playwright/test'
import { csvBytes, scoreFile } from '../../fixtures/src/custom/import-files.ts'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

// Issue 18: a school manager imports a 300-row score file with two bad rows, fixes the mapping the
// guess got wrong (编号 is the 学号), sees the two problems by row and column, confirms, and opens
// the new exam's dashboard; the import is the platform's task, listed on the page once done (issue 32).

test('import a 300-row file with two bad rows, fix the mapping, confirm, open its dashboard', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectConsoleErrors(page)
  const file = scoreFile({
    schoolId: '10001',
    grade: '高二',
    rows: 300,
    xuehaoHeader: '编号',
    seed: 'e2e',
    problems: [
      { kind: 'above-full', row: 10, subject: '数学' },
      { kind: 'unknown-class', row: 20 },
    ],
  })
  await signIn(page, '/report/new/custom')
  await expect(page.getByRole('heading', { name: '自定义分析：导入成绩' })).toBeVisible()
  await page.getByRole('combobox', { name: '导入年级' }).selectOption('高二')
  await page.getByLabel('选择成绩文件').setInputFiles({ name: '高二月考成绩.csv', mimeType: 'text/csv', buffer: Buffer.from(csvBytes(file, 'gbk')) })

  const mapping = page.getByTestId('column-mapping')
  await expect(mapping).toBeVisible()
  await expect(page.getByTestId('mapping-error')).toHaveText('请指定“学号”所在的列')
  await expect(page.getByRole('button', { name: '下一步：预览' })).toBeDisabled()
  await page.getByRole('combobox', { name: '编号对应' }).selectOption('xuehao')
  await expect(page.getByTestId('mapping-error')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: '数学满分' })).toHaveValue('150')
  await page.getByRole('button', { name: '下一步：预览' }).click()

  await expect(page.getByTestId('preview-summary')).toHaveText('共 300 行，其中 2 行有问题，确认导入时将跳过这些行（298 行将被导入）；学号和姓名都与学籍一致')
  const problems = page.getByTestId('problem-list').getByRole('row')
  await expect(problems).toHaveCount(3)
  await expect(problems.nth(1)).toContainText('第10行数学超过满分150155')
  await expect(problems.nth(2)).toContainText('第20行班级班级不存在高二(99)班')
  const download = page.waitForEvent('download')
  await page.getByTestId('problems-download').click()
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/)

  await page.getByRole('textbox', { name: '考试名称' }).fill('高二月考（自定义导入）')
  await page.getByRole('button', { name: '确认导入' }).click()
  await expect(page.getByTestId('import-done')).toContainText('导入完成：298 行成绩已生成自定义分析，2 行有问题已跳过', { timeout: 30_000 })
  // The import is the platform's task (issue 32): the page lists it among the latest, done.
  await expect(page.getByTestId('import-tasks').getByRole('row').filter({ hasText: '高二月考（自定义导入）' }).first()).toContainText('高二高二月考成绩.csv已完成298 行成绩已生成自定义分析，2 行有问题已跳过')
  await page.getByRole('button', { name: '查看分析报告' }).click()
  await expect(page).toHaveURL(/\/report\/exam\/dashboard\?examid=9\d{11}&org=2&grade=/)
  await expect(page.getByText('高二月考（自定义导入）').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('298').first()).toBeVisible()

  await page.goto('/report/importDetails')
  // Its own record: the specs beside this one import for the same school, and the newest comes first.
  await expect(page.getByTestId('import-records').getByRole('row').filter({ hasText: '高二月考（自定义导入）' }).first()).toContainText('高二月考成绩.csv高二月考（自定义导入）高二3002982超过满分 1，班级不存在 1')
  expect(errors).toEqual([])
})

test('a file that is not a score table gets its message and nothing is created', async ({ page }) => {
  await signIn(page, '/report/new/custom')
  await page.getByLabel('选择成绩文件').setInputFiles({ name: 'scores.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]) })
  await expect(page.getByTestId('upload-error')).toHaveText('不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后上传')
  await expect(page.getByTestId('column-mapping')).toHaveCount(0)
})
