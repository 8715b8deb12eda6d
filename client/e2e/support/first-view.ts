import type { Page } from '@playwright/test'
import type { FirstView } from '@report/contracts/bff/first-view'
import { FIRST_VIEW_ELEMENT_ID, PRERENDERED_ATTRIBUTE } from '@report/contracts/bff/first-view'
import { TOKEN_QUERY_KEYS } from '@report/contracts/constants'

const FIRST_VIEW = new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">([^<]*)</script>`)
/** The page the BFF drew from those views (issue 34): the root holds it up to the body's end. */
const DRAWN_PAGE = new RegExp(`<div id="root" ${PRERENDERED_ATTRIBUTE}="[^"]*" inert>[\\s\\S]*</div>(\\s*</body>)`)

/** The views a document carries (its first view, issue 34), by key; none: {}. */
export function firstViewOf(html: string): FirstView {
  const match = FIRST_VIEW.exec(html)
  return match ? (JSON.parse(match[1]!) as FirstView) : {}
}

/** The view a document carries under a key of `path` (`/report-page`, `/exam-context` …) whose query has `params`. */
export function embeddedView<T>(html: string, path: string, params: Record<string, string> = {}): T | undefined {
  for (const [key, view] of Object.entries(firstViewOf(html))) {
    const [keyPath, search = ''] = key.split('?', 2)
    const query = new URLSearchParams(search)
    if (keyPath === path && Object.entries(params).every(([name, value]) => query.get(name) === value)) return view as T
  }
  return undefined
}

/**
 * The page's documents without their first view, as when the BFF could not compute it in time: the
 * page asks for every view itself (and a test can hold or change those answers). Only documents the
 * browser asks for itself: the page a sign-in link redirects to is not routed (Playwright routes the
 * first request of a redirect chain alone), so sign in before, then open the page.
 */
export async function withoutFirstView(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/report/') && !url.pathname.startsWith('/report/bff/') && !url.pathname.startsWith('/report/assets/') && !TOKEN_QUERY_KEYS.some((key) => url.searchParams.has(key)),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const headers = { ...response.headers() }
      // The body is handed on unpacked.
      delete headers['content-encoding']
      delete headers['content-length']
      // Without its views the BFF draws no page either: the answers a test holds or changes are the ones the page shows.
      await route.fulfill({ status: response.status(), headers, body: (await response.text()).replace(FIRST_VIEW, '').replace(DRAWN_PAGE, '<div id="root"></div>$1') })
    },
  )
}
