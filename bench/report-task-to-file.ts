// 导出报告 on a large exam, time from create to file (issue 17 'a 4-report task on a 3,000-student
// exam, time to file'): a user creates the task through the BFF while a renderer waits on the queue
// (polling every RENDERER_POLL_MS as in production), and the clock stops when the merged, numbered
// PDF is downloaded through the BFF's task-file route. Beside it, in the same run, the floor: a plain
// Playwright loop printing the same report pages one after another with the same session, no queue,
// no merge, no upload. Run: node --import tsx bench/report-task-to-file.ts [account] [kinds, comma
// separated] [--exam=<examid> [--grade=<grade>]] (default: teacher total,class on 江州六校). Not part of
// npm test; needs client/dist (npm run build -w client).
//
// The catalogue has no exam of exactly 3,000 students: 江州六校 高二11月联考 (3,957 students, nine
// papers) is the nearest above. Reports are chosen by kind (total, subject: one per paper, class: one per
// class the account sees), so a task's count follows the account; the math teacher's total + class task
// holds three reports (the joint report and the teacher's two classes).
import { availableParallelism, loadavg } from 'node:os'
import { chromium } from 'playwright-core'
import { PDFDocument } from 'pdf-lib'
import type { TaskPanelView } from '@report/contracts/bff/tasks'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { buildApp } from '../server/src/app.ts'
import { loadConfig } from '../server/src/config.ts'
import { loadPageNumberFont } from '../server/src/renderer/page-numbers.ts'
import { pdfOptions } from '../server/src/renderer/pdf-layout.ts'
import { pdfSessionCookies } from '../server/src/renderer/pdf-session.ts'
import { BffReportQueue } from '../server/src/renderer/queue-client.ts'
import { loadRendererConfig } from '../server/src/renderer/renderer-config.ts'
import { ChromiumPrinter } from '../server/src/renderer/report-printer.ts'
import { RenderWorker } from '../server/src/renderer/worker.ts'
import { option } from './lib/args.ts'

const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const ACCOUNT = positional[0] ?? 'teacher'
const KINDS = (positional[1] ?? 'total,class').split(',')
// --exam=<examid> [--grade=<grade>]: another exam, e.g. the provincial exam (280262611120, no grade), seeded
// at 1,000,000 examinees with UPSTREAM_PROVINCE_STUDENTS=1000000 (issue 37's province summary PDF).
const EXAM: { examid: string; org: string; grade?: string } = option('exam') ? { examid: option('exam')!, org: '0', ...(option('grade') ? { grade: option('grade')! } : {}) } : { examid: '280152611190', org: '0', grade: '高二' }
const EXAM_LABEL = option('exam') ? `exam ${EXAM.examid}${process.env.UPSTREAM_PROVINCE_STUDENTS ? ` (UPSTREAM_PROVINCE_STUDENTS=${process.env.UPSTREAM_PROVINCE_STUDENTS})` : ''}` : `江州六校 高二11月联考 (${EXAM.examid}, 3,957 students)`
const CHROMIUM = '/usr/bin/chromium'

interface Row {
  id: string
  state: string
  downloadUrl: string | null
}

async function main() {
  const load = loadavg()[0]!
  const upstream = buildUpstream({ tasks: { failureRate: 0 } })
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' })
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { upstreamUrl })
  const bff = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1')
  const cookie = `fxtoken=demo-${ACCOUNT}`
  const query = new URLSearchParams(EXAM).toString()
  const bffJson = async <T>(path: string, body?: object): Promise<T> => {
    const res = await fetch(`${bff}${path}`, { method: body ? 'POST' : 'GET', headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return ((await res.json()) as { data: T }).data
  }
  const session = await pdfSessionCookies(bff, pdfTokenFor(ACCOUNT, { exam: EXAM.examid }))
  const pagesOf = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount()

  // The task's reports, from a probe task the upstream creates and removes at once; each report's view
  // asked once, so neither way below pays for the first computation of a report.
  const probe = (await upstream.inject({ method: 'POST', url: '/report/task/report/create', headers: { cookie }, payload: { ...EXAM, org: 0, reports: KINDS } })).json<{ data: { id: string } }>().data.id
  const reports = (await upstream.inject({ method: 'GET', url: '/report/task/report/list', headers: { cookie } })).json<{ data: { list: Array<{ id: string; pages: Array<{ name: string; path: string }> }> } }>().data.list.find((t) => t.id === probe)!.pages
  await upstream.inject({ method: 'POST', url: '/report/task/report/remove', headers: { cookie }, payload: { taskReportId: probe } })
  const sessionCookie = session.map((c) => `${c.name}=${c.value}`).join('; ')
  for (const report of reports) {
    const view = new URL(report.path, bff)
    view.searchParams.set('route', view.searchParams.get('report')!)
    view.searchParams.delete('report')
    view.searchParams.delete('export')
    await fetch(`${bff}/report/bff/report-page?${view.searchParams.toString()}`, { headers: { cookie: sessionCookie } })
  }

  // A: the floor, the same report pages printed one after another in one context, same session.
  const plainStarted = performance.now()
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  const context = await browser.newContext({ viewport: { width: 794, height: 1123 } })
  await context.addCookies(session)
  let plainPages = 0
  for (const report of reports) {
    const tab = await context.newPage()
    await tab.goto(new URL(report.path, bff).href, { waitUntil: 'domcontentloaded' })
    await tab.waitForFunction(() => (globalThis as { __REPORT_READY__?: boolean }).__REPORT_READY__ === true, undefined, { timeout: 120_000 })
    plainPages += await pagesOf(await tab.pdf(pdfOptions('bench')))
    await tab.close()
  }
  const plainMs = performance.now() - plainStarted
  await browser.close()

  // The renderer, as npm start runs one: contexts one per core, the production poll interval.
  const config = loadRendererConfig({ EMBEDDED_UPSTREAM: '1' })
  const printer = new ChromiumPrinter({ chromiumPath: CHROMIUM, size: config.contexts })
  const log = { info: () => {}, warn: (o: object, m: string) => process.stderr.write(`${m} ${JSON.stringify(o)}\n`) }
  const worker = new RenderWorker(
    new BffReportQueue(bff, 'reference-pdf-renderer'),
    { printer, session: (t, s) => pdfSessionCookies(bff, t, s), bffUrl: bff, pageTimeoutMs: config.pageTimeoutMs, concurrency: config.contexts, attempts: 3, pageNumbers: loadPageNumberFont(config.pageNumberFont), log },
    { worker: 'bench', maxTasks: config.contexts, pollMs: config.pollMs },
  )
  worker.start()

  // B: create → file, as the user sees it.
  const started = performance.now()
  const created = await bffJson<{ taskId: string }>('/report/bff/tasks/report', { ...EXAM, reports: KINDS })
  let row: Row | undefined
  for (;;) {
    const panel = await bffJson<TaskPanelView>(`/report/bff/tasks?${query}`)
    row = panel.tabs.find((t) => t.kind === 'report')?.rows.find((r) => r.id === created.taskId) as Row | undefined
    if (row?.state === 'failed') throw new Error(`the task failed: ${JSON.stringify(row)}`)
    if (row?.state === 'done' && row.downloadUrl) break
    await new Promise((r) => setTimeout(r, 250))
  }
  const file = new Uint8Array(await (await fetch(new URL(row!.downloadUrl!, bff), { headers: { cookie } })).arrayBuffer())
  const taskMs = performance.now() - started
  await worker.stop(0)
  await printer.close()
  const taskPages = await pagesOf(file)
  const listed = (await upstream.inject({ method: 'GET', url: '/report/task/report/list', headers: { cookie } })).json<{ data: { list: Array<{ id: string; pages: Array<{ name: string }> }> } }>().data.list
  if (listed.find((t) => t.id === created.taskId)!.pages.map((p) => p.name).join() !== reports.map((r) => r.name).join()) throw new Error('the task holds other reports than the probe')

  const lines = [
    `## 导出报告, create to file (issue 17): ${reports.length} reports (${reports.map((r) => r.name).join('、')}) of ${EXAM_LABEL} as demo-${ACCOUNT}; ${availableParallelism()} cores, load average at the start ${load.toFixed(1)}`,
    '',
    '| way | PDF pages | time |',
    '| --- | ---: | ---: |',
    `| plain Playwright loop: the same pages, one after another, 1 context, browser start included, no queue, merge or upload | ${plainPages} | ${(plainMs / 1000).toFixed(1)} s |`,
    `| 导出报告: create through the BFF → renderer claims (poll ${config.pollMs} ms), ${config.contexts} contexts, each report uploaded, merged and numbered → file downloaded through the BFF | ${taskPages} | ${(taskMs / 1000).toFixed(1)} s |`,
    '',
    `create to file / plain loop: ${(taskMs / plainMs).toFixed(2)} ×.`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
  await app.close()
  await upstream.close()
}

await main()
