import { expect, test, type Page } from '@playwright/test'
import { LEVEL_SCORE_CASES } from '../../contracts/test/rules/level-score-cases.ts'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

/** 江州市第一中学 2026学年第一学期高二期中考试 (9 subjects). */
const MIDTERM = '100152611100'

async function openTool(page: Page) {
  await signIn(page, '/report/level/score')
  await page.getByRole('combobox', { name: '选择考试' }).selectOption(`${MIDTERM}:0`)
  await expect(page.getByTestId('subject-list').getByText('地理')).toBeVisible()
}

test('generate a 3+1+2 level exam from a real exam and open its dashboard', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await openTool(page)
  await page.getByRole('combobox', { name: '赋分规则' }).selectOption('3+1+2')
  await expect(page.getByTestId('level-table').getByRole('row')).toHaveCount(6)
  await expect(page.getByTestId('subject-list').getByText('该科目没有赋分规则').first()).toBeVisible()
  await expect(page.getByTestId('cumulative-5')).toHaveText('100.00')
  await page.getByRole('button', { name: '确定并生成' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  const created = page.getByTestId('level-created')
  await expect(created).toContainText('等级赋分考试已生成，是否前往查看？', { timeout: 30_000 })
  await created.getByRole('button', { name: '前往查看' }).click()
  await expect(page).toHaveURL(new RegExp(`/report/exam/dashboard\\?examid=${MIDTERM}\\d\\d&org=2&grade=`))
  const examid = new URL(page.url()).searchParams.get('examid')
  const dash = await page.request.get(`/api/v3/exam/dashboard?examid=${examid}&org=2`)
  expect(dash.status()).toBe(200)
  const body = (await dash.json()) as { data: { name: string; papers: { subject: string }[] } }
  expect(body.data.papers.map((p) => p.subject)).toEqual(['化学', '生物', '政治', '地理'])
  expect(body.data.name).toContain('（等级赋分）')
  await expect(page.getByText('（等级赋分）').first()).toBeVisible()
  expect(errors).toEqual([])
})

test('break each rule of the table and see its message', async ({ page }) => {
  test.setTimeout(180_000)
  await openTool(page)
  const alert = page.getByTestId('level-table-error')
  await expect(alert).toHaveCount(0)
  for (const c of LEVEL_SCORE_CASES.filter((c) => !c.complete)) {
    await page.getByRole('button', { name: '取消' }).click()
    await expect(alert).toHaveCount(0)
    for (const e of c.edit) {
      const label = e.field === 'rate' ? '比例' : e.field === 'min' ? '赋分起始值' : '赋分末尾值'
      await page.getByRole('textbox', { name: `第${e.row + 1}级${label}`, exact: true }).fill(e.text)
    }
    await expect(alert, c.name).toHaveText(c.message)
  }
  // Submit needs a subject: untick them all.
  await page.getByRole('button', { name: '取消' }).click()
  for (const subject of ['语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理']) await page.getByTestId('subject-list').getByText(subject, { exact: true }).click()
  await page.getByRole('button', { name: '确定并生成' }).click()
  await expect(alert).toHaveText('请填写完整数据')
})

test('the cumulative column is the running sum; a student sees no tool', async ({ page }) => {
  await openTool(page)
  await expect(page.getByTestId('cumulative-2')).toHaveText('5.00')
  await page.getByRole('textbox', { name: '第1级比例', exact: true }).fill('1.25')
  await expect(page.getByTestId('cumulative-2')).toHaveText('4.25')
  await signIn(page, '/report/level/score', 'demo-student')
  await expect(page.getByText('学生账号无法使用等级赋分')).toBeVisible()
  await signIn(page, '/report/level/score', 'demo-expiring')
  await expect(page.getByText(/当前版本暂不支持等级赋分/)).toBeVisible()
})
