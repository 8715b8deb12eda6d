import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { PDFDocument } from 'pdf-lib'
import { isRetryable, PrintFailure } from '../../src/renderer/print-errors.ts'
import { ChromiumPrinter, type PrintJob } from '../../src/renderer/report-printer.ts'

// Issue 17 with Debian's Chromium: an A4 page (793.7 × 1122.01 px) with its header
// and 第 n 页 / 共 m 页 footer and selectable Chinese text; a page never ready fails with the timeout
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

const job = (base: string, path: string, timeoutMs = 20_000): PrintJob => ({ url: `${base}${path}`, title: '学校分析报告', cookies: [{ name: 'fxExport', value: 'pdf', url: base, httpOnly: true, sameSite: 'Lax' }], timeoutMs })
const signal = new AbortController().signal

function pdftotext(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'renderer-'))
  writeFileSync(join(dir, 'r.pdf'), pdf)
  return execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' })
}

t.test('prints A4 with the header, the page-number footer and selectable Chinese text', async (t) => {
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
  // pdftotext closes up the footer's small spaces.
  const n = doc.getPageCount()
  t.match(text, new RegExp(`第\\s*1\\s*页\\s*/\\s*共\\s*${n}\\s*页`))
  t.match(text, new RegExp(`第\\s*${n}\\s*页\\s*/\\s*共\\s*${n}\\s*页`))

  // A second print reuses the context (cookies cleared) and comes out the same size.
  t.equal((await PDFDocument.load(await printer.print(job(base, '/ready'), signal))).getPageCount(), doc.getPageCount())
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
