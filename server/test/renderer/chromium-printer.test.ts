import { createServer, type Server } from 'node:http'
import t, { type Test } from 'tap'
import { PDFDocument } from 'pdf-lib'
import { mergePdfs } from '../../src/renderer/merge-pdfs.ts'
import { numberPages } from '../../src/renderer/page-numbers.ts'
import { isRetryable, PrintFailure } from '../../src/renderer/print-errors.ts'
import { ChromiumPrinter, type PrintJob } from '../../src/renderer/report-printer.ts'
import { footers, pageNumbers, poppler } from './helpers.ts'

// Issue 17 with Debian's Chromium: an A4 page (793.7 × 1122.01 px) with its header, selectable
// Chinese text and the footer band left for 第 n 页 / 共 m 页, which a report's own file and a task's
// merged file get counted over themselves; a page never ready fails with the timeout
// message; Chromium killed mid-print is restarted for the next print.

const READY = (ms: number, body: string) =>
  `<!doctype html><meta charset="utf-8"><body style="margin:0"><div data-testid="report-page" style="width:793.7px">${body}</div><script>setTimeout(() => { window.__REPORT_READY__ = true }, ${ms})</script>`

function pages(): Record<string, string> {
  const rows = Array.from({ length: 80 }, (_, i) => `<p style="height:24px;margin:0">第${i + 1}名 语文 平均分 ${(90 - i / 3).toFixed(2)}</p>`).join('')
  return {
    '/ready': READY(150, `<h1>2026学年第一学期高二期中考试 学校分析报告</h1>${rows}`),
    '/never': '<!doctype html><meta charset="utf-8"><div data-testid="report-page">加载中</div>',
    '/error': READY(10, '').replace('data-testid="report-page"', 'data-testid="load-error"'),
  }
}

async function serve(t: Test): Promise<string> {
  const body = pages()
  const server: Server = createServer((req, res) => {
    const page = body[new URL(req.url ?? '/', 'http://x').pathname]
    // The BFF's policy (no string eval) with the inline script these pages need: the renderer must not rely on eval.
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self' 'unsafe-inline'" }).end(page ?? '')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  t.teardown(() => server.close())
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

const HEADER = '高二期中考试 · 学校分析报告'
const job = (base: string, path: string, timeoutMs = 20_000): PrintJob => ({ url: `${base}${path}`, title: HEADER, cookies: [{ name: 'fxExport', value: 'pdf', url: base, httpOnly: true, sameSite: 'Lax' }], timeoutMs })
const signal = new AbortController().signal

const pdftotext = (pdf: Uint8Array) => poppler('pdftotext', pdf, ['-layout']).out

t.test('prints A4 with the header, selectable Chinese text and the footer band for the page numbers', async (t) => {
  const base = await serve(t)
  const printer = new ChromiumPrinter({ chromiumPath: '/usr/bin/chromium', size: 2 })
  t.teardown(() => printer.close())
  const pdf = await printer.print(job(base, '/ready'), signal)
  const doc = await PDFDocument.load(pdf)
  t.ok(doc.getPageCount() >= 2, `${doc.getPageCount()} pages`)
  const { width, height } = doc.getPage(0).getSize()
  // Chromium rounds the paper to its own A4 (595.92 × 841.92 pt; pdfinfo says "A4"): ISO A4 within a point.
  t.ok(Math.abs(width - 595.28) < 1 && Math.abs(height - 841.89) < 1, `A4: ${width} × ${height} pt`)
  const text = pdftotext(pdf)
  t.match(text, /2026学年第一学期高二期中考试 学校分析报告/)
  t.match(text, /第1名 语文 平均分 90\.00/)
  t.ok(footers(pdf).every((f) => f === null), 'Chromium prints no page numbers: they count the file, not the print')
  const n = doc.getPageCount()
  t.same(text.split('\f').slice(0, -1).map((page) => page.split(HEADER).length - 1), Array.from({ length: n }, () => 1), 'the header names the report once on every page')
  t.same(footers(await numberPages(pdf, pageNumbers)), Array.from({ length: n }, (_, i) => [i + 1, n]), 'the report on its own: 1..k')

  // A second print reuses the context (cookies cleared) and comes out the same size.
  t.equal((await PDFDocument.load(await printer.print(job(base, '/ready'), signal))).getPageCount(), doc.getPageCount())
})

t.test('two printed reports merged: one file numbered 1..N across both, every page once, text kept', async (t) => {
  const base = await serve(t)
  const printer = new ChromiumPrinter({ chromiumPath: '/usr/bin/chromium', size: 2 })
  t.teardown(() => printer.close())
  const [first, second] = await Promise.all([printer.print(job(base, '/ready'), signal), printer.print(job(base, '/ready'), signal)])
  const k = (await PDFDocument.load(first!)).getPageCount()
  const merged = await mergePdfs([first!, second!], '2026学年第一学期高二期中考试', pageNumbers)
  const n = (await PDFDocument.load(merged)).getPageCount()
  t.equal(n, 2 * k)
  t.same(footers(merged), Array.from({ length: n }, (_, i) => [i + 1, n]), `第 1..${n} 页 / 共 ${n} 页, the second report going on from ${k + 1}`)
  t.match(poppler('pdfinfo', merged).out, /Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/)
  const text = pdftotext(merged)
  t.equal(text.match(/2026学年第一学期高二期中考试 学校分析报告/g)?.length, 2, 'both reports’ text, selectable')
  t.equal(poppler('pdffonts', merged).err, '', 'poppler finds nothing wrong with the fonts')
})

t.test('a page never ready fails with the catalogued timeout; a page showing no report fails at once', async (t) => {
  const base = await serve(t)
  const printer = new ChromiumPrinter({ chromiumPath: '/usr/bin/chromium', size: 1 })
  t.teardown(() => printer.close())
  const never = await printer.print(job(base, '/never', 1500), signal).catch((e: unknown) => e)
  t.ok(never instanceof PrintFailure && never.code === 'BFF_ERR_RENDERER_PAGE_TIMEOUT', String(never))
  t.notOk(isRetryable(never), 'not tried again')
  const failed = await printer.print(job(base, '/error'), signal).catch((e: unknown) => e)
  t.ok(failed instanceof PrintFailure && failed.code === 'BFF_ERR_RENDERER_PAGE_FAILED', String(failed))
})

t.test('Chromium killed mid-print: that print fails as retryable and the next launches a new Chromium', async (t) => {
  const base = await serve(t)
  const restarts: string[] = []
  const printer = new ChromiumPrinter({ chromiumPath: '/usr/bin/chromium', size: 1, onRestart: (r) => restarts.push(r) })
  t.teardown(() => printer.close())
  const pid = await printer.browserPid()
  t.ok(pid, `chromium pid ${pid}`)
  const printing = printer.print(job(base, '/never', 20_000), signal).catch((e: unknown) => e)
  setTimeout(() => process.kill(pid!, 'SIGKILL'), 800)
  const error = await printing
  t.ok(error instanceof Error && isRetryable(error), `retryable: ${String(error)}`)
  t.same(restarts, ['chromium disconnected'])
  const pdf = await printer.print(job(base, '/ready'), signal)
  t.ok((await PDFDocument.load(pdf)).getPageCount() >= 1, 'printed on the new Chromium')
  t.not(await printer.browserPid(), pid)
})

t.test('Chromium killed at any moment of a print: every print settles as retryable, none hangs', async (t) => {
  // A kill that lands while Playwright opens the page (newPage) left that call pending forever, and the
  // renderer's task with it. The kills sweep the first moments of a print, where its steps are.
  const base = await serve(t)
  const printer = new ChromiumPrinter({ chromiumPath: '/usr/bin/chromium', size: 1 })
  t.teardown(() => printer.close())
  const outcomes: string[] = []
  for (let delay = 0; delay <= 400; delay += 40) {
    const pid = await printer.browserPid()
    const printing = printer.print(job(base, '/never', 20_000), signal).then(
      () => 'printed',
      (error: unknown) => (isRetryable(error) ? 'retryable' : `not retryable: ${String(error)}`),
    )
    setTimeout(() => process.kill(pid!, 'SIGKILL'), delay)
    let limit: NodeJS.Timeout | undefined
    const hung = new Promise<string>((resolve) => (limit = setTimeout(() => resolve(`never settled (killed after ${delay} ms)`), 15_000)))
    outcomes.push(await Promise.race([printing, hung]))
    clearTimeout(limit)
  }
  t.same(outcomes, outcomes.map(() => 'retryable'))
  t.ok((await PDFDocument.load(await printer.print(job(base, '/ready'), signal))).getPageCount() >= 1, 'prints again afterwards')
})

t.test('a Chromium that stops answering mid-print is dropped after the deadline and the next print gets a new one', async (t) => {
  const base = await serve(t)
  const restarts: string[] = []
  const printer = new ChromiumPrinter({ chromiumPath: '/usr/bin/chromium', size: 1, slackMs: 1_000, onRestart: (r) => restarts.push(r) })
  t.teardown(() => printer.close())
  const pid = (await printer.browserPid())!
  t.teardown(() => {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone: the printer closed it
    }
  })
  const printing = printer.print(job(base, '/never', 1_000), signal).catch((e: unknown) => e)
  setTimeout(() => process.kill(pid, 'SIGSTOP'), 300)
  const error = await printing
  t.ok(error instanceof Error && isRetryable(error), `retryable: ${String(error)}`)
  t.same(restarts, ['chromium stopped answering'])
  t.ok((await PDFDocument.load(await printer.print(job(base, '/ready'), signal))).getPageCount() >= 1, 'printed on a new Chromium')
  t.not(await printer.browserPid(), pid)
})
