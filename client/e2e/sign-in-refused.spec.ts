import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'

test('a role that cannot view stays on the page and is told so', async ({ page }) => {
  await signIn(page, '/report/', 'demo-no-view')
  await expect(page).toHaveURL(/\/report\/$/)
  await expect(page.getByText('当前角色无法查看')).toBeVisible()
})

test('a sign-in the platform refuses lands on the error page with its message', async ({ page }) => {
  await signIn(page, '/report/', 'demo-disabled')
  await expect(page).toHaveURL(/\/report\/error\?msg=/)
  const message = new URL(page.url()).searchParams.get('msg') ?? ''
  await expect(page.getByText('页面加载失败，请刷新页面或联系客服')).toBeVisible()
  if (message) await expect(page.getByText(message)).toBeVisible()
})
