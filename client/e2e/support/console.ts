import type { ConsoleMessage, Page } from '@playwright/test'

/**
 * Console errors and uncaught page errors, collected from the moment of the call. `allow` drops
 * expected ones (a 401 from /bff/session on a signed-out page is how the sign-in view is reached).
 */
export function collectConsoleErrors(page: Page, allow: (message: ConsoleMessage) => boolean = () => false): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !allow(message)) errors.push(`${message.text()} @ ${message.location().url}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}
