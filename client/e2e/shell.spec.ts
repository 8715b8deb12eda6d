import { expect, test } from '@playwright/test'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

test('/config redirects to /config/ranking, the indicator settings', async ({ page }) => {
  await signIn(page, '/report/config')
  await expect(page).toHaveURL(/\/report\/config\/ranking$/)
  await expect(page.getByRole('heading', { name: '排名设置' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
})

test('/exam redirects to the score report and keeps the query', async ({ page }) => {
  await signIn(page, '/report/exam?examid=1&org=0')
  await expect(page).toHaveURL(/\/report\/exam\/oldReport\/table\?examid=1&org=0$/)
  // The exam frame asks the BFF about exam 1, which does not exist.
  await expect(page.getByText('考试不存在或已被删除')).toBeVisible()
})

test('/hfsfd redirects to /hfsfd/token', async ({ page }) => {
  await signIn(page, '/report/hfsfd')
  await expect(page).toHaveURL(/\/report\/hfsfd\/token$/)
})

test('an unknown path shows the empty view inside the shell', async ({ page }) => {
  await signIn(page, '/report/no-such-page')
  await expect(page.getByText('暂无与您相关的数据')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('the exam list filters by name and pages by ten', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/')
  const rows = page.getByTestId('exam-row')
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeLessThanOrEqual(10)

  const firstName = (await rows.first().getByRole('link').textContent()) ?? ''
  await page.getByRole('textbox', { name: '搜索考试名称' }).fill(firstName)
  await expect(rows.first().getByRole('link')).toHaveText(firstName)

  await page.getByRole('textbox', { name: '搜索考试名称' }).fill('不存在的考试名称')
  await expect(page.getByText('没有名称包含“不存在的考试名称”的考试')).toBeVisible()
  expect(errors).toEqual([])
})

test('a page chunk that fails to load shows the load-error view with a reload button', async ({ page }) => {
  await page.route(/\/report\/assets\/home-[^/]+\.js$/, (route) => route.abort('failed'))
  await signIn(page, '/report/')
  await expect(page.getByText('页面加载失败，请刷新页面或联系客服')).toBeVisible()
  await expect(page.getByRole('button', { name: '刷新页面' })).toBeVisible()
  // The shell itself loaded; only the routed area failed.
  await expect(page.getByRole('banner')).toBeVisible()
})
