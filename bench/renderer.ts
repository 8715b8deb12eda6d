// PDF renderer throughput (issue 17): PDF pages per minute of the renderer (claim, session, pool of
// contexts, merge, upload through the BFF) against a plain Playwright loop printing the same report
// page with the same browser in the same run, and the peak memory (this process and its Chromium)
// of each. Run: node --import tsx bench/renderer.ts [tasks, default 4]. Not part of npm test.
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { chromium } from 'playwright-core'
import { PDFDocument } from 'pdf-lib'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { buildApp } from '../server/src/app.ts'
import { loadConfig } from '../server/src/config.ts'
import { loadPageNumberFont } from '../server/src/renderer/page-numbers.ts'
import { pdfSessionCookies } from '../server/src/renderer/pdf-session.ts'
import { pdfOptions } from '../server/src/renderer/pdf-layout.ts'
import { BffReportQueue } from '../server/src/renderer/queue-client.ts'
import { loadRendererConfig } from '../server/src/renderer/renderer-config.ts'
import { ChromiumPrinter } from '../server/src/renderer/report-printer.ts'
import { RenderWorker } from '../server/src/renderer/worker.ts'
import { exportPagePath } from '../fixtures/src/tasks/report-tasks.ts'

const TASKS = Number(process.argv[2] ?? 4)
const EXAM = { examid: '100152611100', org: '0', grade: '高二' }
const CHROMIUM = '/usr/bin/chromium'

/** RSS in bytes of a process and every descendant (Chromium's browser, GPU, renderer processes). */
function treeRss(root: number): number {
  const children = new Map<number, number[]>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)])
    } catch {
      // gone
    }
  }
  let total = 0
  const walk = (pid: number) => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
      total += Number(kb ?? 0) * 1024
    } catch {
      // gone
    }
    for (const c of children.get(pid) ?? []) walk(c)
  }
  walk(process.pid)
  return total
}

/** Peak of treeRss while `run` runs, sampled every 250 ms. */
async function withPeak<T>(run: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = treeRss(process.pid)
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(process.pid))), 250)
  try {
    return { result: await run(), peak }
  } finally {
    clearInterval(timer)
  }
}

const mib = (b: number) => `${(b / 2 ** 20).toFixed(0)} MiB`

async function main() {
  const upstream = buildUpstream({ tasks: { failureRate: 0 } })
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' })
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { upstreamUrl })
  const bff = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1')
  const page = new URL(exportPagePath('total-report', EXAM), bff).href
  const pagesOf = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount()
  // Warm: the reference upstream builds the exam's score cube on the first report.
  await fetch(`${bff}/report/bff/report-page?route=total-report&${new URLSearchParams(EXAM).toString()}`, { headers: { cookie: (await pdfSessionCookies(bff, pdfTokenFor('school-admin', { exam: EXAM.examid }))).map((c) => `${c.name}=${c.value}`).join('; ') } })

  // A: the floor: one browser, one context, one page after another, nothing else.
  const plain = await withPeak(async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
    const context = await browser.newContext({ viewport: { width: 794, height: 1123 } })
    await context.addCookies(await pdfSessionCookies(bff, pdfTokenFor('school-admin', { exam: EXAM.examid })))
    const started = performance.now()
    let pages = 0
    for (let i = 0; i < TASKS; i++) {
      const tab = await context.newPage()
      await tab.goto(page, { waitUntil: 'domcontentloaded' })
      await tab.waitForFunction(() => (globalThis as { __REPORT_READY__?: boolean }).__REPORT_READY__ === true, undefined, { timeout: 120_000 })
      pages += await pagesOf(await tab.pdf(pdfOptions('bench')))
      await tab.close()
    }
    const ms = performance.now() - started
    await browser.close()
    return { pages, ms }
  })

  // B: the renderer: TASKS tasks of the same report through the queue, the pool sized to the cores.
  const contexts = availableParallelism()
  const renderer = await withPeak(async () => {
    for (let i = 0; i < TASKS; i++) {
      await upstream.inject({ method: 'POST', url: '/report/task/report/create', headers: { cookie: 'fxtoken=demo-school-admin' }, payload: { ...EXAM, org: 0, reports: ['total'] } })
    }
    const printer = new ChromiumPrinter({ chromiumPath: CHROMIUM, size: contexts })
    const log = { info: () => {}, warn: (o: object, m: string) => process.stderr.write(`${m} ${JSON.stringify(o)}\n`) }
    const worker = new RenderWorker(new BffReportQueue(bff, 'reference-pdf-renderer'), { printer, session: (t, s) => pdfSessionCookies(bff, t, s), bffUrl: bff, pageTimeoutMs: 120_000, concurrency: contexts, attempts: 3, pageNumbers: loadPageNumberFont(loadRendererConfig({ EMBEDDED_UPSTREAM: '1' }).pageNumberFont), log }, { worker: 'bench', maxTasks: contexts, pollMs: 100 })
    const started = performance.now()
    worker.start()
    while (worker.outcomes.length < TASKS) await new Promise((r) => setTimeout(r, 100))
    const ms = performance.now() - started
    await worker.stop(0)
    await printer.close()
    const list = (await upstream.inject({ method: 'GET', url: '/report/task/report/list', headers: { cookie: 'fxtoken=demo-school-admin' } })).json<{ data: { list: Array<{ status: number; file_url: string }> } }>().data.list
    let pages = 0
    for (const task of list) {
      if (task.status !== 1) throw new Error(`a task ended ${task.status}`)
      const file = await upstream.inject({ method: 'GET', url: new URL(task.file_url).pathname, headers: { cookie: 'fxtoken=demo-school-admin' } })
      pages += await pagesOf(file.rawPayload)
    }
    return { pages, ms }
  })

  const perMinute = (r: { pages: number; ms: number }) => (r.pages * 60_000) / r.ms
  const lines = [
    `## PDF renderer (issue 17): ${TASKS} × 学校分析报告 (total-report, ${EXAM.examid}), load average at the start ${loadavg()[0]!.toFixed(1)}`,
    '',
    '| way | PDF pages | time | pages / min | peak RSS (node + Chromium) |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| plain Playwright loop (1 context, one page after another, no queue) | ${plain.result.pages} | ${(plain.result.ms / 1000).toFixed(1)} s | ${perMinute(plain.result).toFixed(1)} | ${mib(plain.peak)} |`,
    `| renderer (queue through the BFF, ${contexts} contexts, merge, upload) | ${renderer.result.pages} | ${(renderer.result.ms / 1000).toFixed(1)} s | ${perMinute(renderer.result).toFixed(1)} | ${mib(renderer.peak)} |`,
    '',
    `renderer / plain: ${(perMinute(renderer.result) / perMinute(plain.result)).toFixed(2)} × the pages per minute, ${(renderer.peak / plain.peak).toFixed(2)} × the peak memory.`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
  await app.close()
  await upstream.close()
}

await main()
