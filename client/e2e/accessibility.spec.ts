import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { signIn } from './support/demo.ts'
import { firstExamQuery, walkedRoutes, walkUrl } from './support/route-list.ts'

/**
 * Issue 35: every route of spec 1 §2 (the route walk's list), checked with axe-core against WCAG 2.0
 * and 2.1 A and AA — as a school manager on a 1280 px desktop and as a teacher and a parent on a 390 px
 * phone. A serious or critical violation fails the route. On the phone the page must also fit the
 * screen at 390 and at 360 px: the content may scroll inside its own boxes, never the page sideways.
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

interface Account {
  who: string
  token: string
  viewport: { width: number; height: number }
  /** Narrower widths the page must fit after the first check, phones only. */
  fits: readonly number[]
}
const ACCOUNTS: readonly Account[] = [
  { who: 'school manager', token: 'demo-school-admin', viewport: { width: 1280, height: 900 }, fits: [] },
  { who: 'teacher', token: 'demo-teacher', viewport: { width: 390, height: 844 }, fits: [390, 360] },
  { who: 'parent', token: 'demo-parent', viewport: { width: 390, height: 844 }, fits: [390, 360] },
]

/** The serious and critical violations on the page, one line each: rule, impact, node count, first nodes. */
async function blockingViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()
  return result.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`)
}

/**
 * Until the page's finite CSS animations and transitions (Chakra's fades; a button fading in as it is
 * enabled once its data arrives) have finished, and none has begun for two frames after.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const running = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
    for (let round = 0; round < 20; round++) {
      const now = running()
      if (now.length === 0) {
        await frame()
        if (running().length === 0) return
        continue
      }
      await Promise.allSettled(now.map((a) => a.finished))
    }
  })
}

/** How many pixels the page as a whole is wider than the screen (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))
}

// Each worker signs in once per account it checks for and takes its share of the routes.
test.describe.configure({ mode: 'parallel' })

for (const account of ACCOUNTS) {
  test.describe(`accessible as the ${account.who} at ${account.viewport.width} px`, () => {
    let context: BrowserContext
    let page: Page
    let query = ''
    test.beforeAll(async ({ browser }) => {
      // axe reads the page's frames through its context: a page of browser.newPage() has none it can use.
      context = await browser.newContext({ viewport: account.viewport, locale: 'zh-CN' })
      page = await context.newPage()
      await signIn(page, '/report/', account.token)
      await expect(page.getByTestId('shell-user')).toBeAttached()
      query = await firstExamQuery(page)
    })
    test.afterAll(async () => {
      await context.close()
    })

    for (const { route } of walkedRoutes('all')) {
      test(`${route.path} (${route.name})`, async () => {
        await page.setViewportSize(account.viewport)
        await page.goto(walkUrl(route, query))
        await page.waitForLoadState('networkidle')
        // Colours are read as painted: a block still fading in (a loaded machine, walk of 2026-11-29) is no finding.
        await settled(page)
        expect(await blockingViolations(page), 'serious or critical WCAG 2.1 AA violations').toEqual([])
        for (const width of account.fits) {
          await page.setViewportSize({ width, height: account.viewport.height })
          // Charts follow a resize after their own debounce: give a busy machine time to lay them out.
          await expect.poll(() => sidewaysOverflow(page), { message: `the page scrolls sideways at ${width} px`, timeout: 15_000 }).toBe(0)
        }
      })
    }
  })
}
