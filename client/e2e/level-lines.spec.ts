import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'

const MIDTERM = '100152611100'

test('set four bands by rank in the dialog and see the bands change', async ({ page }) => {
  await signIn(page, '/report/level/score', 'demo-grade-admin')
  await page.getByRole('combobox', { name: '选择考试' }).selectOption(`${MIDTERM}:0`)
  const panel = page.getByTestId('level-lines-panel')
  const table = panel.getByTestId('band-table')
  await expect(table.getByRole('row')).toHaveCount(4)
  const before = await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()

  await panel.getByRole('button', { name: '档次设置' }).click()
  const dialog = page.getByTestId('level-lines-dialog')
  await dialog.getByRole('combobox', { name: '档次数量' }).selectOption('4')
  await dialog.getByRole('combobox', { name: '划线方式' }).selectOption('3')
  await expect(dialog.getByRole('combobox', { name: '学科规则' })).toHaveValue('1')
  const ranks = ['20', '60', '150', '250']
  for (const [b, rank] of ranks.entries()) await dialog.getByRole('textbox', { name: `总分第${b + 1}档` }).fill(rank)
  // A rank above the previous band's is required: break it, see the message, then mend it.
  await dialog.getByRole('textbox', { name: '总分第2档' }).fill('10')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('名次必须大于上一档次')
  await dialog.getByRole('textbox', { name: '总分第2档' }).fill('60')
  await dialog.getByRole('textbox', { name: '总分第2档' }).blur()
  // Subject rows follow the total and were recalculated by the BFF.
  await expect(dialog.getByRole('textbox', { name: '语文第4档' })).not.toHaveValue('')
  await expect(dialog.getByRole('textbox', { name: '语文第4档' })).toBeDisabled()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(table.getByRole('row')).toHaveCount(5)
  await expect(table.getByRole('row').nth(4).getByRole('cell').first()).toHaveText('四档')
  const first = Number(await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())
  expect(first).toBeGreaterThanOrEqual(20)
  expect(String(first)).not.toBe(before)
})

test('closing with unsaved changes asks to discard', async ({ page }) => {
  await signIn(page, '/report/level/score', 'demo-head-teacher')
  await page.getByRole('combobox', { name: '选择考试' }).selectOption(`${MIDTERM}:0`)
  const panel = page.getByTestId('level-lines-panel')
  await panel.getByRole('button', { name: '档次设置' }).click()
  const dialog = page.getByTestId('level-lines-dialog')
  await dialog.getByRole('textbox', { name: '第1档名称' }).fill('尖子')
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(dialog.getByTestId('discard-prompt')).toContainText('设置尚未保存，确认放弃修改吗？')
  await dialog.getByRole('button', { name: '放弃修改' }).click()
  await expect(dialog).toHaveCount(0)
})
