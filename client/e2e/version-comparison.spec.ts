import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'

test('type 0: trial, basic, pro, flagship and the unified editions feature by feature; the school manager\'s flagship is marked', async ({ page }) => {
  await signIn(page, '/report/comparison-list/version?type=0')
  const matrix = page.getByTestId('version-comparison')
  await expect(matrix.getByTestId('current-edition')).toHaveText('当前版本：旗舰版')
  const headers = matrix.getByRole('columnheader')
  await expect(headers).toHaveCount(7)
  for (const name of ['体验版', '基础版', '专业版', '旗舰版', '区县统考版', '市级统考版']) await expect(matrix.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible()
  await expect(matrix.locator('[data-current="true"]')).toHaveAttribute('data-edition', 'flagship')
  // spec 1 §6: basic lacks grade scoring; pro lacks it too; flagship has it.
  const levelRow = matrix.getByTestId('edition-feature').filter({ hasText: '等级赋分' })
  const cells = levelRow.locator('[data-cell]')
  await expect(cells.nth(1)).toHaveAttribute('data-cell', 'missing')
  await expect(cells.nth(2)).toHaveAttribute('data-cell', 'missing')
  await expect(cells.nth(3)).toHaveAttribute('data-cell', 'included')
  await matrix.getByRole('button', { name: '我要升级' }).click()
  await expect(page.getByTestId('upgrade-form')).toBeVisible()
})

test('type 1 for a virtual-school account: the multi-school editions, its 集团版 marked; the banner of a trial leads to type 0', async ({ page }) => {
  await signIn(page, '/report/comparison-list/version?type=1', 'demo-vschool')
  const matrix = page.getByTestId('version-comparison')
  for (const name of ['联盟版', '集团版', '联考版']) await expect(matrix.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible()
  await expect(matrix.locator('[data-current="true"]')).toHaveAttribute('data-edition', 'group')

  await signIn(page, '/report/', 'demo-trial')
  const link = page.getByTestId('version-banner').getByRole('link', { name: '升级版本' })
  await expect(link).toHaveAttribute('href', /comparison-list\/version\?type=0/)
  await link.click()
  await expect(page.getByTestId('version-comparison').locator('[data-current="true"]')).toHaveAttribute('data-edition', 'trial')
})
