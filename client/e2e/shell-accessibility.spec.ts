import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'

// Issue 35: the shell's header and footer are on every page; the route walk (accessibility.spec.ts, run on
// its own) found the header's role name too faint (white at 85 % on the header: color-contrast), so the
// everyday suite checks the shell's own parts at the desktop width, where the role name shows.

test('the header and footer pass axe (WCAG 2.1 AA) at 1280 px', async ({ browser }) => {
  // axe reads the page's frames through its context.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  const page = await context.newPage()
  await signIn(page, '/report/', 'demo-school-admin')
  await expect(page.getByTestId('shell-role')).toBeVisible()
  const result = await new AxeBuilder({ page }).include('header').include('footer').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const blocking = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  expect(blocking).toEqual([])
  await context.close()
})
