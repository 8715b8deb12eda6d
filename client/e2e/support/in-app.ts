import type { Frame, Page, Request } from '@playwright/test'

/**
 * Walking many routes in one signed-in page, as a user clicking through would: the router follows
 * history.pushState (wouter listens for it), so the shell, the session and the loaded chunks stay and
 * only the route's own page loads. A full page.goto per route reloaded all of them every time.
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), address)
}

/**
 * The page's requests from now on, to wait until none is open for `quietMs`: what the walk's checks
 * need before they may look for an absence (no 该功能建设中, no load error). Playwright's networkidle
 * asks for 500 ms of quiet after a page load, and only after a load.
 */
export function trackRequests(page: Page) {
  const open = new Set<Request>()
  let changed = Date.now()
  let loadingDocument = false
  const opened = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loadingDocument = true
    open.add(request)
    changed = Date.now()
  }
  const closed = (request: Request) => {
    open.delete(request)
    changed = Date.now()
  }
  // A request the old document started as page.goto left it is cancelled with it, yet Playwright may
  // report neither its end nor its failure (seen in CI: the /error page's sign-in view, asked as the walk
  // went on to /export, stayed open for 30 s). When a new document commits, what the old one asked has
  // ended. history.pushState also counts as a navigation, with no document request: its page's asks stay.
  const committed = (frame: Frame) => {
    if (frame !== page.mainFrame() || !loadingDocument) return
    loadingDocument = false
    for (const request of open) if (!request.isNavigationRequest()) open.delete(request)
    changed = Date.now()
  }
  page.on('request', opened).on('requestfinished', closed).on('requestfailed', closed).on('framenavigated', committed)
  return {
    async quiet(quietMs = 250, timeoutMs = 30_000): Promise<void> {
      const until = Date.now() + timeoutMs
      while (open.size > 0 || Date.now() - changed < quietMs) {
        if (Date.now() > until) throw new Error(`requests still open after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    stop(): void {
      page.off('request', opened).off('requestfinished', closed).off('requestfailed', closed).off('framenavigated', committed)
    },
  }
}
