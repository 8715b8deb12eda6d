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
  await expect(page.getByRole('banner')).toContainText(session.version.name)
  await expect(page.getByTestId('exam-row').first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`)

  expect(errors).toEqual([])
})

test('without a token the page shows the sign-in view', async ({ page }) => {
  const errors = collectConsoleErrors(page, (message) => message.location().url.includes('/report/bff/session'))

  await page.goto('/report/')

  await expect(page.getByText('未登录：请从学校平台进入成绩分析报告')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('退出 clears the session and leaves for the provider home page', async ({ page, context }) => {
  // The provider home page is another site; answer it here instead of leaving the sandbox.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>provider</title>' }))
  await signIn(page, '/report/')
  await expect(page.getByTestId('shell-user')).toBeVisible()

  const origin = new URL(page.url()).origin
  await page.getByRole('button', { name: '退出' }).click()
  await expect(page).not.toHaveURL((url) => url.origin === origin)
  expect((await context.cookies(origin)).map((cookie) => cookie.name)).not.toContain('unifyToken')
})
