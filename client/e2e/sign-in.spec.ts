import { expect, test } from '@playwright/test'
import type { SessionView } from '@report/contracts/bff/session'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

test('a demo school admin signs in from a platform link and sees the exam list', async ({ page, context }) => {
  const errors = collectConsoleErrors(page)

  await signIn(page, '/report/')
  // The BFF answered with a 302 to the same page without the token.
  await expect(page).toHaveURL(/\/report\/$/)

  const cookies = await context.cookies()
  const unify = cookies.find((cookie) => cookie.name === 'unifyToken')
  expect(unify?.httpOnly).toBe(true)
  expect(await page.evaluate(() => document.cookie)).not.toContain('unifyToken')

  const answer = await page.request.get('/report/bff/session')
  expect(answer.ok()).toBe(true)
  const session = ((await answer.json()) as { data: SessionView }).data

  await expect(page.getByTestId('shell-user')).toContainText(session.user.displayName)
  await expect(page.getByTestId('shell-user')).toContainText(session.user.schoolName)
  await expect(page.getByTestId('shell-role')).toHaveText(session.user.roleName)
  await expect(page.getByRole('banner')).toContainText(session.version.name)
  await expect(page.getByTestId('exam-row').first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`)

  expect(errors).toEqual([])
})

test('the header names the role the user acts as in the platform’s words (spec 1 §7 role/origin)', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/', 'demo-teacher')
  // The platform calls the role 任课老师; our own name of top role 11 would be 任课教师.
  await expect(page.getByTestId('shell-role')).toHaveText('任课老师')
  expect(errors).toEqual([])
})

test('a deep link without a session shows our sign-in page: the demo accounts, whose links lead back to that page', async ({ page }) => {
  const errors = collectConsoleErrors(page, (message) => message.location().url.includes('/report/bff/session'))
  const deepLink = '/report/exam/dashboard?examid=100152611100&org=0'

  await page.goto(deepLink)

  const signInPage = page.getByTestId('sign-in')
  await expect(signInPage.getByRole('heading', { level: 1 })).toHaveText('未登录')
  await expect(page.getByRole('banner')).toHaveCount(0)
  // The embedded reference upstream runs (UPSTREAM_URL unset): its demo accounts, with name and role.
  const admin = signInPage.getByTestId('demo-account').filter({ hasText: '江州市第一中学 · 校长' })
  await expect(admin).toContainText('学校管理员')
  expect(await signInPage.getByTestId('demo-account').count()).toBeGreaterThan(10)

  await admin.getByRole('link', { name: /登录/ }).click()
  await expect(page).toHaveURL(/\/report\/exam\/dashboard\?examid=100152611100&org=0$/)
  await expect(page.getByTestId('shell-user')).toBeVisible()
  await expect(page.getByTestId('exam-summary')).toBeVisible()
  expect(errors).toEqual([])
})

test('退出 clears the session and lands on our sign-in page with the demo accounts (embedded upstream: no provider page)', async ({ page, context }) => {
  await signIn(page, '/report/')
  await expect(page.getByTestId('shell-user')).toBeVisible()

  const origin = new URL(page.url()).origin
  await page.getByRole('button', { name: '退出' }).click()
  await expect(page).toHaveURL(`${origin}/report/login?reason=logged-out`)
  expect((await context.cookies(origin)).map((cookie) => cookie.name)).not.toContain('unifyToken')
  const signInPage = page.getByTestId('sign-in')
  await expect(signInPage.getByRole('heading', { level: 1 })).toHaveText('您已退出成绩分析报告')
  await expect(signInPage.getByTestId('demo-account').first()).toBeVisible()

  // Signing in again from there goes home, not back to the sign-in page.
  await signInPage.getByTestId('demo-account').filter({ hasText: '江州市教育局 · 市级管理员' }).getByRole('link').click()
  await expect(page).toHaveURL(`${origin}/report/`)
  await expect(page.getByTestId('shell-user')).toContainText('江州市教育局')
})
