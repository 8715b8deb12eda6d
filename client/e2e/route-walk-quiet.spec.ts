import { expect, test } from '@playwright/test'
import { trackRequests } from './support/in-app.ts'

/**
 * The route walk waits for a page's requests to end before it looks for what must be absent. A request
 * the previous document asked just as the walk loaded the next route is cancelled with that document,
 * and Playwright reports neither its end nor its failure: the wait must not hold it open (CI, stop 56:
 * /export as the school manager failed on the /error page's sign-in view, "still open after 30000 ms").
 */
test('a request of the page the walk leaves does not hold the next route’s wait open', async ({ page }) => {
  // The sign-in view never answers, so the error page's ask is in flight when the next route loads.
  await page.route('**/report/bff/sign-in?**', () => {})
  const asked = page.waitForRequest('**/report/bff/sign-in?**')
  const requests = trackRequests(page)
  try {
    await page.goto('/report/error?msg=test')
    await asked
    await page.goto('/report/login')
    await page.unroute('**/report/bff/sign-in?**')
    await expect(requests.quiet(250, 10_000)).resolves.toBeUndefined()
  } finally {
    requests.stop()
  }
})

test('a request the same document asks after history.pushState is still waited for', async ({ page }) => {
  await page.goto('/report/error?msg=test')
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/report/bff/held', async (route) => {
    await held
    await route.fulfill({ status: 204 })
  })
  const requests = trackRequests(page)
  try {
    await page.evaluate(() => {
      history.pushState(null, '', '/report/error?msg=moved')
      void fetch('/report/bff/held')
    })
    let settled = false
    const quiet = requests.quiet(250, 10_000).then(() => (settled = true))
    await page.waitForTimeout(1_000)
    expect(settled, 'the wait ended with the request still open').toBe(false)
    release()
    await quiet
  } finally {
    requests.stop()
  }
})
