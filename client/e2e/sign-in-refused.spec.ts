import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'

test('a role that cannot view stays on the page and is told so', async ({ page }) => {
  await signIn(page, '/report/', 'demo-no-view')
  await expect(page).toHaveURL(/\/report\/$/)
  await expect(page.getByText('当前角色无法查看')).toBeVisible()
})

test('a sign-in the platform refuses lands on the error page with its reason and whom to contact, not a refresh button', async ({ page }) => {
  await signIn(page, '/report/', 'demo-disabled')
  await expect(page).toHaveURL(/\/report\/error\?msg=/)
  const message = new URL(page.url()).searchParams.get('msg') ?? ''
  expect(message).toContain('停用')
  const signInPage = page.getByTestId('sign-in')
  await expect(signInPage.getByRole('heading', { level: 1 })).toHaveText('无法进入成绩分析报告')
  await expect(signInPage.getByText(message)).toBeVisible()
  await expect(signInPage.getByTestId('sign-in-contact')).toContainText('本校管理员')
  // Refreshing cannot undo a disabled account: no load-error text, no refresh button.
  await expect(page.getByText('页面加载失败')).toHaveCount(0)
  await expect(page.getByRole('button', { name: '刷新页面' })).toHaveCount(0)
})
