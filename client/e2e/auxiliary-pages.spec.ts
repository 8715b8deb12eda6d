import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'

test('/workTop: recent exams open their dashboard; running tasks and comparisons are there', async ({ page }) => {
  await signIn(page, '/report/workTop')
  const work = page.getByTestId('work-top')
  await expect(work.getByTestId('work-running-tasks')).toBeVisible()
  await expect(work.getByTestId('work-comparisons').getByRole('link', { name: '查看历史对比' })).toHaveAttribute('href', '/report/contrast/history')
  const first = work.getByTestId('work-recent-exams').getByRole('link').first()
  await first.click()
  await expect(page).toHaveURL(/\/report\/exam\/dashboard\?examid=/)
})

test('/introduce and /fxIntroduce introduce the product with links into it', async ({ page }) => {
  await signIn(page, '/report/introduce')
  await expect(page.getByTestId('product-introduction').getByRole('heading', { level: 1 })).toHaveText('成绩分析报告')
  await expect(page.getByTestId('introduction-section')).toHaveCount(6)
  await page.goto('/report/fxIntroduce')
  await expect(page.getByTestId('product-introduction').getByRole('heading', { level: 1 })).toHaveText('考后分析系统')
  await page.getByTestId('introduction-section').filter({ hasText: '分析系统版本' }).getByRole('link', { name: '了解更多' }).click()
  await expect(page).toHaveURL(/\/report\/comparison-list\/version/)
})

test('/schoolReportWord downloads a real .docx of the school\'s analysis report', async ({ page }) => {
  await signIn(page, '/report/schoolReportWord')
  const row = page.getByTestId('word-exam').first()
  const downloading = page.waitForEvent('download')
  await row.getByRole('link', { name: '下载 Word' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/学校分析报告\.docx$/)
  const bytes = readFileSync((await download.path())!)
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')
  expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true)
})

test('/jrbd-report: the exam\'s honour roll from its ranking', async ({ page }) => {
  await signIn(page, '/report/jrbd-report')
  const roll = page.getByTestId('honour-roll')
  await expect(roll.getByRole('heading', { level: 2 })).toContainText('光荣榜')
  await expect(roll.getByTestId('honour-roll-table').getByRole('row')).not.toHaveCount(0)
})

test('/jrbd-report on a 390 px phone: the wide roll scrolls in its own box, never the page (axe walk, issue 35)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, '/report/jrbd-report', 'demo-teacher')
  const table = page.getByTestId('honour-roll-table')
  await expect(table.getByRole('row')).not.toHaveCount(0)
  expect(await table.evaluate((t) => t.scrollWidth)).toBeGreaterThan(390)
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
  await expect(page.getByRole('region', { name: '榜单' })).toHaveAttribute('tabindex', '0')
})

test('/login: signed in, who and the way home; an expired session lands there and leads back after signing in', async ({ page, context }) => {
  await signIn(page, '/report/login')
  await expect(page.getByTestId('login-page')).toContainText('您已登录')

  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url')
  const expired = `${b64('{"alg":"HS256"}')}.${b64(JSON.stringify({ sub: 'school-admin', kind: 'web', exp: 1 }))}.x`
  await context.clearCookies()
  await context.addCookies([{ name: 'unifyToken', value: expired, domain: new URL(page.url()).hostname, path: '/' }])
  await page.goto('/report/workTop')
  await expect(page).toHaveURL(/\/report\/login\?reason=expired&from=%2Freport%2FworkTop/)
  const signInPage = page.getByTestId('sign-in')
  await expect(signInPage.getByRole('heading', { level: 1 })).toHaveText('登录已过期')
  await signInPage.getByTestId('demo-account').filter({ hasText: '江州市第一中学 · 校长' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/report\/workTop$/)
  await expect(page.getByTestId('work-top')).toBeVisible()
})

test('back-to-top shows after half the body height, not half the viewport; the custom-tables entry opens in a new tab', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 480 })
  await signIn(page, '/report/comparison-list/version?type=0')
  await expect(page.getByTestId('version-comparison')).toBeVisible()
  const backTop = page.getByRole('button', { name: '回到顶部' })
  const bodyHeight = await page.evaluate(() => document.body.scrollHeight)
  // Past half the viewport but short of half the body: not yet.
  expect(bodyHeight, 'a page tall enough to tell the two apart').toBeGreaterThan(1200)
  const short = Math.floor(bodyHeight / 2) - 20
  await page.evaluate((y) => window.scrollTo(0, y), short)
  await page.waitForTimeout(700)
  await expect(backTop).toHaveCount(0)
  await page.evaluate((y) => window.scrollTo(0, y), Math.floor(bodyHeight / 2) + 20)
  await expect(backTop).toBeVisible()

  await page.setViewportSize({ width: 1366, height: 900 })
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '自定义表格' })).toHaveAttribute('target', '_blank')
})
