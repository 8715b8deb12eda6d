import type { Page } from '@playwright/test'

/**
 * Resolves once the page is React's (issue 34): a report page the BFF drew into its document shows at once
 * but stays inert until the client has hydrated it, and an inert field takes no value (a fill or a
 * selectOption would be lost) and no focus. A page the client drew alone is never inert.
 */
export async function untilHydrated(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root[inert]') === null, undefined, { timeout })
}
