// A report page's first content (issue 34): from a full load of the page's address, and from a click on
// the dashboard's link to 成绩排名 (in-app navigation), to the first table cell or chart of the report
// drawn, warm (the BFF's and the upstream's caches, and the browser's cache of the assets), on loopback,
// with the BFF requests that ran one after another before it. The BFF and the upstream run built, as
// npm start runs them. With --before-server=<server build> --before-client=<client build> a second BFF
// serves an earlier commit's builds beside this one, on the same upstream, taking turns, so the change
// is measured in one run.
// Run: node --import tsx bench/first-view.ts [rounds, default 5] [--before-server=server/dist/before/main.js --before-client=bench/out/client-before]
// Needs the client build (npm run build).
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core'
import { option } from './lib/args.ts'
import { freePort, ROOT, startBff, startUpstream, type Started } from './lib/processes.ts'

const args = process.argv.slice(2)
const ROUNDS = Number(args.find((a) => /^\d+$/.test(a)) ?? 5)
const BEFORE_SERVER = option('before-server')
const BEFORE_CLIENT = option('before-client')
const CHROMIUM = '/usr/bin/chromium'
/** 江州市第一中学 高二期中 (821 students) as its school manager sees it. */
const TOKEN = 'demo-school-admin'
const EXAM = new URLSearchParams({ examid: '100152611100', org: '0', grade: '高二' }).toString()
const PAGES = [
  { name: 'dashboard', route: 'dashboard', path: '/exam/dashboard' },
  { name: '总体概况', route: 'general-overview', path: '/exam/common/overview' },
  { name: '成绩排名', route: 'report-ranking', path: '/exam/common/ranking' },
] as const
const IN_APP = { from: PAGES[0], to: PAGES[2] }

/**
 * The first table cell or chart of a report page (of `route` when given): a table's <td>, a virtual
 * table's role=cell (the ranking's), a chart's canvas. Until issue 34's deferred blocks, the ranking's
 * first match was a <td> of its collapsed 指标说明, drawn in the same frame as its rows.
 */
const contentOf = (route?: string) => {
  const page = route ? `[data-testid="report-page"][data-route="${route}"]` : '[data-testid="report-page"]'
  return `${page} td, ${page} [role=cell], ${page} canvas`
}

/**
 * In the page from its first script: `__firstContent(selector)` resolves with performance.now() of the
 * frame that draws the first element matching `selector`; `__fullLoad` is that of a full load. A string,
 * not a function: tsx's transform would name the inner functions with a helper the page does not have.
 */
const watchFirstContent = (selector: string) => `
  window.__firstContent = (wanted) => new Promise((done) => {
    const drawn = () => requestAnimationFrame(() => {
      window.__elementsDrawn = document.getElementsByTagName('*').length
      done(performance.now())
    })
    if (document.querySelector(wanted)) return drawn()
    const observer = new MutationObserver(() => {
      if (!document.querySelector(wanted)) return
      observer.disconnect()
      drawn()
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  window.__fullLoad = window.__firstContent(${JSON.stringify(selector)})
`

interface Trip {
  path: string
  start: number
  end: number
}

interface Measure {
  /** ms from navigation start (full load) or from the click (in-app) to the first content drawn. */
  firstContentMs: number
  /** BFF requests (the document, /report/bff/*) ended before the first content, the longest chain of them one after another. */
  chain: Trip[]
  /** All BFF requests ended before the first content. */
  trips: number
  /** The document's first byte, ms after its request (full load). */
  documentTtfbMs: number | null
  /**
   * The renderer's busy time up to the first content (Chromium's TaskDuration): from the click (in-app),
   * or from the new document's start (full load: the counter starts again with each document). Less
   * moved by other tenants than the wall time: the work, not the wait for a core. In-app also the
   * document's elements at that frame.
   */
  rendererMs?: number
  elements?: number
}

/** The most BFF requests that ran one after another (each started after the previous one ended), in order. */
export function longestChain(trips: readonly Trip[]): Trip[] {
  const chain: Trip[] = []
  let after = -Infinity
  for (const trip of [...trips].sort((a, b) => a.end - b.end)) {
    if (trip.start < after) continue
    chain.push(trip)
    after = trip.end
  }
  return chain
}

// The page-side code below is strings, as watchFirstContent: run in the browser, typed here by its result.

/** The BFF's data requests of this page between two moments (performance.now()), as the browser timed them. */
async function bffTrips(page: Page, since: number, until: number): Promise<Trip[]> {
  return page.evaluate<Trip[]>(`[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
    .map((e) => ({ url: new URL(e.name), start: e.startTime, end: e.responseEnd }))
    .filter((e) => e.start >= ${since} && e.end <= ${until} && e.url.pathname.startsWith('/report/') && !e.url.pathname.startsWith('/report/assets/'))
    .map((e) => ({ path: e.url.pathname + e.url.search, start: e.start, end: e.end }))`)
}

async function fullLoad(page: Page, bff: string, path: string, cdp?: CDPSession): Promise<Measure> {
  await page.goto(`${bff}/report${path}?${EXAM}`, { waitUntil: 'commit' })
  const firstContentMs = await page.evaluate<number>('window.__fullLoad')
  const rendererMs = cdp ? await rendererBusyMs(cdp) : undefined
  const trips = await bffTrips(page, 0, firstContentMs)
  const documentTtfbMs = await page.evaluate<number | null>(`(() => {
    const nav = performance.getEntriesByType('navigation')[0]
    return nav ? nav.responseStart - nav.requestStart : null
  })()`)
  await page.waitForLoadState('networkidle')
  return { firstContentMs, chain: longestChain(trips), trips: trips.length, documentTtfbMs, ...(rendererMs === undefined ? {} : { rendererMs }) }
}

const rendererBusyMs = async (cdp: CDPSession) => 1000 * ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0)

async function inApp(page: Page, bff: string, cdp: CDPSession): Promise<Measure> {
  await fullLoad(page, bff, IN_APP.from.path)
  const href = `a[href*="${IN_APP.to.path}?"]`
  await page.locator(href).first().waitFor()
  const busyBefore = await rendererBusyMs(cdp)
  const [clickedAt, drawnAt, elements] = await page.evaluate<[number, number, number]>(`(async () => {
    const drawn = window.__firstContent(${JSON.stringify(contentOf(IN_APP.to.route))})
    const clicked = performance.now()
    document.querySelector(${JSON.stringify(href)}).click()
    return [clicked, await drawn, window.__elementsDrawn]
  })()`)
  const rendererMs = (await rendererBusyMs(cdp)) - busyBefore
  const trips = await bffTrips(page, clickedAt, drawnAt)
  await page.waitForLoadState('networkidle')
  return { firstContentMs: drawnAt - clickedAt, chain: longestChain(trips.map((t) => ({ ...t, start: t.start - clickedAt, end: t.end - clickedAt }))), trips: trips.length, documentTtfbMs: null, rendererMs, elements }
}

interface Arm {
  name: string
  bff: Started
  context: BrowserContext
  page: Page
  cdp: CDPSession
}

const best = (xs: number[]) => Math.min(...xs)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (x: number) => `${x.toFixed(0)} ms`

/** The chain of the run with the best first content, as `document → session → …`. */
function chainText(m: Measure): string {
  return m.chain.map((t) => (t.path.startsWith('/report/bff/') ? t.path.slice('/report/bff/'.length).split('?')[0] : 'document')).join(' → ')
}

export async function firstViewScenario(): Promise<string> {
  const upstream = await startUpstream({ UPSTREAM_STATISTICS_AHEAD: '1' }, await freePort())
  const servers: Array<{ name: string; bff: Started }> = []
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  const loadStart = loadavg()[0]!
  try {
    servers.push({ name: 'this commit', bff: await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'warn' }, await freePort()) })
    if (BEFORE_SERVER && BEFORE_CLIENT) {
      servers.push({ name: 'before', bff: await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'warn', CLIENT_DIST: resolve(ROOT, BEFORE_CLIENT) }, await freePort(), [], { file: resolve(ROOT, BEFORE_SERVER) }) })
    }
    const arms: Arm[] = []
    for (const { name, bff } of servers) {
      // One browser context per BFF: its own cookies and its own cache of assets, kept across visits (warm).
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } })
      await context.addInitScript({ content: watchFirstContent(contentOf()) })
      const page = await context.newPage()
      await page.goto(`${bff.url}/report/?token=${TOKEN}`)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Performance.enable')
      arms.push({ name, bff, context, page, cdp })
    }
    // Warm: each page once per arm (the upstream's statistics, the BFF's session facts, the asset cache).
    for (const arm of arms) for (const p of PAGES) await fullLoad(arm.page, arm.bff.url, p.path)

    const full = new Map<string, Measure[]>()
    const nav = new Map<string, Measure[]>()
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of PAGES) {
        for (const arm of arms) {
          const key = `${arm.name}|${p.name}`
          full.set(key, [...(full.get(key) ?? []), await fullLoad(arm.page, arm.bff.url, p.path, arm.cdp)])
        }
      }
      for (const arm of arms) nav.set(arm.name, [...(nav.get(arm.name) ?? []), await inApp(arm.page, arm.bff.url, arm.cdp)])
    }

    const names = arms.map((a) => a.name)
    const lines = [
      `## First content of a report page, warm (issue 34)`,
      '',
      `\`node --import tsx bench/first-view.ts ${args.join(' ')}\`, ${new Date().toISOString()}; ${TOKEN}, exam ${EXAM}; ` +
        `the BFF and the upstream built, on loopback; one browser context per BFF (its asset cache warm), a warm-up visit of each page first, ` +
        `then ${ROUNDS} rounds with the BFFs taking turns. First content: the frame that draws the report page's first table cell or chart, ` +
        'from navigation start (full load) or from the click on the dashboard\'s 排名统计 link (in-app). In sequence: the most BFF requests ' +
        '(the document, /report/bff/*) made one after another before it.',
      '',
      `| page | way | ${names.map((n) => `${n}: best / median`).join(' | ')} |${names.length > 1 ? ' best, this ÷ before |' : ''} in sequence (${names.join(' / ')}) |`,
      `| --- | --- | ${names.map(() => '---:').join(' | ')} |${names.length > 1 ? ' ---: |' : ''} --- |`,
    ]
    const row = (page: string, way: string, per: Measure[][]) => {
      const bests = per.map((ms_) => best(ms_.map((m) => m.firstContentMs)))
      const cells = per.map((ms_, i) => `${ms(bests[i]!)} / ${ms(median(ms_.map((m) => m.firstContentMs)))}`)
      const ratio = per.length > 1 ? ` ${(bests[0]! / bests[1]!).toFixed(2)}× |` : ''
      const chains = per.map((ms_) => {
        const fastest = ms_.reduce((a, b) => (b.firstContentMs < a.firstContentMs ? b : a))
        return `${fastest.chain.length} (${chainText(fastest)})`
      })
      lines.push(`| ${page} | ${way} | ${cells.join(' | ')} |${ratio} ${chains.join(' / ')} |`)
    }
    for (const p of PAGES) row(p.name, 'full load', names.map((n) => full.get(`${n}|${p.name}`)!))
    row(IN_APP.to.name, `in-app, from ${IN_APP.from.name}`, names.map((n) => nav.get(n)!))
    const work = names.map((n) => {
      const runs = nav.get(n)!
      return `${n} ${ms(median(runs.map((m) => m.rendererMs ?? 0)))}, ${median(runs.map((m) => m.elements ?? 0)).toLocaleString('en')} elements`
    })
    const fullWork = PAGES.map((p) => `${p.name} ${names.map((n) => ms(median(full.get(`${n}|${p.name}`)!.map((m) => m.rendererMs ?? 0)))).join(' / ')}`)
    lines.push('', `Full loads, the renderer's busy time from the document's start to the first content, medians (${names.join(' / ')}): ${fullWork.join('; ')}.`)
    lines.push('', `In-app, the renderer's busy time from the click to the first content and the document's elements then, medians: ${work.join('; ')}.`)
    const ttfb = names.map((n) => median(PAGES.flatMap((p) => full.get(`${n}|${p.name}`)!.map((m) => m.documentTtfbMs ?? 0))))
    lines.push('', `The document's first byte after its request, median over the full loads: ${names.map((n, i) => `${n} ${ms(ttfb[i]!)}`).join(', ')}.`)
    lines.push(`Load average ${loadStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end.`)
    for (const arm of arms) await arm.context.close()
    return lines.join('\n')
  } finally {
    await browser.close()
    for (const { bff } of servers) await bff.stop()
    await upstream.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${await firstViewScenario()}\n`)
