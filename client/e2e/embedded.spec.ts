import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

/** What embedded mode hides (spec 1 §1): navigation, footer, QR and feedback widgets. */
async function expectFrameless(root: Page | FrameLocator) {
  await expect(root.getByTestId('exam-summary').or(root.getByTestId('exam-row').first())).toBeVisible()
  await expect(root.getByRole('banner')).toHaveCount(0)
  await expect(root.getByRole('navigation', { name: '主导航' })).toHaveCount(0)
  await expect(root.getByRole('contentinfo')).toHaveCount(0)
  await expect(root.getByRole('button', { name: '公众号' })).toHaveCount(0)
  await expect(root.getByRole('button', { name: '意见反馈' })).toHaveCount(0)
  await expect(root.getByTestId('report-card-tip')).toHaveCount(0)
}

test('?iframe=1 hides navigation, footer, QR and feedback', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/?iframe=1')
  await expect(page).toHaveURL(/iframe=1/)
  await expectFrameless(page)
  // The content keeps the minimum embedded height.
  const height = await page.locator('[data-embedded]').evaluate((el) => el.getBoundingClientRect().height)
  expect(height).toBeGreaterThanOrEqual(660)

  // Moving inside the app drops iframe=1 from the address; the page stays embedded.
  await page.getByTestId('exam-row').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/report\/exam\/dashboard\?/)
  await expectFrameless(page)
  await page.screenshot({ path: testInfo.outputPath('iframe-mode.png'), fullPage: true })
  expect(errors).toEqual([])
})

test('inside a real iframe the page is embedded without being told', async ({ page }, testInfo) => {
  // A host page on the same origin (FRAME_ANCESTORS defaults to 'self').
  await page.route('**/host.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><body style="margin:0;background:#eee">
        <div style="padding:8px;font:14px sans-serif">宿主平台</div>
        <iframe id="report" src="/report/?token=demo-school-admin" style="width:1300px;height:760px;border:1px solid #999"></iframe>
      </body></html>`,
    }),
  )
  await page.goto('/host.html')
  const frame = page.frameLocator('#report')
  await expectFrameless(frame)
  await page.screenshot({ path: testInfo.outputPath('iframe-host.png') })
})

test('outside an iframe the same page has the whole frame', async ({ page }) => {
  await signIn(page, '/report/')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('button', { name: '公众号' })).toBeVisible()
  await expect(page.getByRole('button', { name: '意见反馈' })).toBeVisible()
})
