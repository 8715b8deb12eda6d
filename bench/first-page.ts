// A teacher's first report page over a school's network (issue 22, speed where users feel it): bytes
// on the wire and time to the drawn page, with the answers compressed (the browser's own
// Accept-Encoding) against the same BFF asked for them as they are (Accept-Encoding: identity), in
// one run, taking turns. Chromium's network is throttled to a school link; every visit is a fresh
// browser context, so nothing is cached (the first visit after a deploy).
// With --before=<a client build> a second BFF serves that build beside this one (compressed both), so
// a client change is measured in the same run.
// Run: node --import tsx bench/first-page.ts [rounds, default 3] [--before=<dist>]. Needs the client build (npm run build).
import { loadavg } from 'node:os'
import { chromium, type Browser } from 'playwright-core'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildApp } from '../server/src/app.ts'
import { loadConfig } from '../server/src/config.ts'
import { option } from './lib/args.ts'

const args = process.argv.slice(2)
const ROUNDS = Number(args.find((a) => /^\d+$/.test(a)) ?? 3)
const BEFORE = option('before')
const CHROMIUM = '/usr/bin/chromium'
const EXAM = '100152611100'
const ROUTES = [
  { route: 'general-overview', path: '/exam/common/overview' },
  { route: 'class-report', path: '/exam/class' },
  { route: 'report-ranking', path: '/exam/common/ranking' },
] as const
/** A school's shared link as one teacher sees it: 10 Mbit/s down, 5 up, 40 ms round trip. */
const LINK = { offline: false, latency: 40, downloadThroughput: (10e6 / 8), uploadThroughput: (5e6 / 8) }

interface Visit {
  /** Bytes of response bodies as sent (encoded). */
  wire: number
  /** The same bodies unpacked. */
  unpacked: number
  /** From navigation to the report page's blocks on screen, ms. */
  drawnMs: number
}

async function visit(browser: Browser, bff: string, path: string, identity: boolean): Promise<Visit> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 }, ...(identity ? { extraHTTPHeaders: { 'accept-encoding': 'identity' } } : {}) })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', LINK)
  const bodies: Promise<[number, number]>[] = []
  page.on('response', (response) => {
    bodies.push((async () => {
      const sizes = await response.request().sizes().catch(() => ({ responseBodySize: 0 }))
      const body = await response.body().catch(() => Buffer.alloc(0))
      return [sizes.responseBodySize, body.length]
    })())
  })
  const started = performance.now()
  await page.goto(`${bff}/report${path}?examid=${EXAM}&org=0&token=demo-school-admin`)
  await page.getByTestId('report-page').locator('[data-testid^="block-"]').first().waitFor({ timeout: 120_000 })
  const drawnMs = performance.now() - started
  await page.waitForLoadState('networkidle')
  const sizes = await Promise.all(bodies)
  await context.close()
  return { wire: sizes.reduce((s, [w]) => s + w, 0), unpacked: sizes.reduce((s, [, u]) => s + u, 0), drawnMs }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

async function main(): Promise<void> {
  const upstream = buildUpstream({ tasks: { failureRate: 0 } })
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' })
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { upstreamUrl })
  const bff = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1')
  const before = BEFORE ? await buildApp(loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: BEFORE }), { upstreamUrl }) : null
  const beforeUrl = before ? (await before.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1') : null
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  const loadStart = loadavg()[0]!
  const lines = [
    `## First report page over a school link (${LINK.downloadThroughput * 8 / 1e6} Mbit/s, ${LINK.latency} ms): compressed against as-is, in one run`,
    '',
    `\`node --import tsx bench/first-page.ts ${ROUNDS}\`, ${new Date().toISOString()}; demo-school-admin, exam ${EXAM}, a fresh browser context per visit, arms taking turns, medians of ${ROUNDS} rounds.`,
    '',
    `| page | as sent, compressed | as sent, identity | wire ratio | drawn, compressed | drawn, identity | time ratio |${beforeUrl ? ' drawn, the earlier client | this ÷ earlier |' : ''}`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: |${beforeUrl ? ' ---: | ---: |' : ''}`,
  ]
  try {
    // One visit each to warm the upstream's and the BFF's caches: the arms then see the same server.
    for (const r of ROUTES) await visit(browser, bff, r.path, false)
    for (const r of ROUTES) {
      const packed: Visit[] = []
      const plain: Visit[] = []
      const earlier: Visit[] = []
      for (let i = 0; i < ROUNDS; i++) {
        packed.push(await visit(browser, bff, r.path, false))
        plain.push(await visit(browser, bff, r.path, true))
        if (beforeUrl) earlier.push(await visit(browser, beforeUrl, r.path, false))
      }
      const [pw, iw] = [median(packed.map((v) => v.wire)), median(plain.map((v) => v.wire))]
      const [pt, it] = [median(packed.map((v) => v.drawnMs)), median(plain.map((v) => v.drawnMs))]
      const bt = earlier.length ? median(earlier.map((v) => v.drawnMs)) : null
      const tail = bt === null ? '' : ` ${bt.toFixed(0)} ms | ${(pt / bt).toFixed(2)}× |`
      lines.push(`| ${r.route} | ${kb(pw)} | ${kb(iw)} | ${(pw / iw).toFixed(2)}× | ${pt.toFixed(0)} ms | ${it.toFixed(0)} ms | ${(pt / it).toFixed(2)}× |${tail}`)
      // The identity arm must really have gone uncompressed, or the comparison says nothing.
      if (plain.some((v) => v.wire < v.unpacked * 0.98)) lines.push(`| (${r.route}: the identity arm came compressed; Chromium overrode Accept-Encoding) | | | | | | |`)
    }
  } finally {
    await browser.close()
    await before?.close()
    await app.close()
    await upstream.close()
  }
  lines.push('', `Load average ${loadStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end.`)
  process.stdout.write(`${lines.join('\n')}\n`)
}

await main()
