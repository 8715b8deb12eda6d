import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'

// Spec 1 §2 top navigation entry 9 (外部导入详情, ImportDetails): shown when the platform's menu lists it
// (and the account is neither a student nor a simple account). The reference platform lists it for the
// organiser of a union exam, who imports the other schools' data (fixtures/src/upstream/routes/shell-home.ts);
// issue 15 item 15 found no account showing it.
test.use({ viewport: { width: 1280, height: 800 } })

test('the union organiser sees 外部导入详情 in the top navigation, on screen at 1280 px', async ({ page }) => {
  await signIn(page, '/report/', 'demo-union')
  const nav = page.getByRole('navigation', { name: '主导航' })
  const entry = nav.getByRole('link', { name: '外部导入详情' })
  await expect(entry).toBeVisible()
  await expect(entry).toHaveAttribute('href', '/report/importDetails')
  // Inside the viewport: nine entries fit the 1200 px row.
  const box = await entry.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280)
})

for (const token of ['demo-school-admin', 'demo-city', 'demo-student']) {
  test(`${token} has no 外部导入详情 entry (the platform does not list it)`, async ({ page }) => {
    await signIn(page, '/report/', token)
    // Either shows the page has drawn; once both have, `or` matches two elements, so take the first.
    await expect(page.getByRole('navigation', { name: '主导航' }).or(page.getByTestId('exam-row')).first()).toBeVisible()
    await expect(page.getByRole('link', { name: '外部导入详情' })).toHaveCount(0)
  })
}
