import type { Page } from '@playwright/test'

/** The school-admin demo account of fixtures/src/dataset/accounts.ts. */
export const SCHOOL_ADMIN_TOKEN = 'demo-school-admin'

/** Signs in the way a school platform link does: the BFF exchanges the token and 302s. */
export async function signIn(page: Page, path = '/report/', token = SCHOOL_ADMIN_TOKEN): Promise<void> {
  const url = new URL(path, 'http://placeholder')
  url.searchParams.set('token', token)
  await page.goto(`${url.pathname}${url.search}`)
}
