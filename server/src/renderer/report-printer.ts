import type { Browser, BrowserContext, Page } from 'playwright-core'
import { chromium } from 'playwright-core'
import { pdfOptions, PDF_PAGE_HEIGHT_PX, PDF_PAGE_WIDTH_PX } from './pdf-layout.ts'
import { pageFailed, pageTimeout } from './print-errors.ts'
import type { SessionCookie } from './pdf-session.ts'
import { childProcesses } from '../lib/child-processes.ts'

/** One report to print: the client's export page through the BFF, as the task's owner. */
export interface PrintJob {
  url: string
  title: string
  cookies: readonly SessionCookie[]
  timeoutMs: number
}

export interface ReportPrinter {
  print(job: PrintJob, signal: AbortSignal): Promise<Uint8Array>
  close(): Promise<void>
}

export interface PrinterOptions {
  chromiumPath: string
  /** Contexts printing at once. */
  size: number
  /** Time a print may take beyond twice its page's ready deadline before Chromium counts as stuck. */
  slackMs?: number
  onRestart?: (reason: string) => void
}

// As the browser tests run Debian's Chromium (playwright.config.ts); no browser is ever downloaded.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none']

/**
 * One Chromium, a pool of `size` browser contexts. A context prints one report at a time and is
 * reused (its cookies cleared: each job brings its owner's session), so a print costs a page, not a
 * context. When Chromium dies the pool forgets its contexts and the next print launches a new one;
 * the job that was printing fails and its caller tries again.
 */
export class ChromiumPrinter implements ReportPrinter {
  private browser: Promise<Browser> | undefined
  private idle: BrowserContext[] = []
  private busy = 0
  private readonly waiting: Array<() => void> = []
  private closed = false
  restarts = 0

  constructor(private readonly opts: PrinterOptions) {}

  async print(job: PrintJob, signal: AbortSignal): Promise<Uint8Array> {
    await this.slot(signal)
    try {
      const launching = this.launch()
      const browser = await launching
      // Playwright's calls do not all settle when Chromium dies under them (a newPage in flight when the
      // browser is killed never does): the print races the browser's death and its own deadline instead.
      const watch = watchPrint(browser, job.timeoutMs * 2 + (this.opts.slackMs ?? PRINT_SLACK_MS))
      try {
        const context = await Promise.race([this.context(browser), watch.failed])
        let reusable = false
        try {
          const pdf = await Promise.race([printIn(context, job, signal), watch.failed])
          reusable = true
          return pdf
        } finally {
          // A dead or dropped Chromium took the context with it: nothing to give back.
          if (!watch.stuck && browser.isConnected()) await Promise.race([this.giveBack(context, reusable), watch.failed]).catch(() => {})
        }
      } finally {
        watch.stop()
        if (watch.stuck) this.recycle(launching, browser)
      }
    } finally {
      this.busy--
      this.waiting.shift()?.()
    }
  }

  /** The running Chromium's process id (tests kill it to crash the printer mid-job). */
  async browserPid(): Promise<number | undefined> {
    await this.launch()
    return this.readPid()
  }

  async close(): Promise<void> {
    this.closed = true
    const browser = this.browser
    this.browser = undefined
    this.idle = []
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => {})
  }

  private async slot(signal: AbortSignal): Promise<void> {
    while (this.busy >= this.opts.size) {
      signal.throwIfAborted()
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    }
    this.busy++
  }

  private launch(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('printer closed'))
    if (!this.browser) {
      const launching = chromium.launch({
        executablePath: this.opts.chromiumPath,
        args: CHROMIUM_ARGS,
        headless: true,
        // Playwright would close the browser on the process's signals, under the reports still printing;
        // the renderer's own stop (main.ts) lets them finish, then closes it.
        handleSIGTERM: false,
        handleSIGINT: false,
        handleSIGHUP: false,
      })
      this.browser = launching
      launching.then(
        (browser) => {
          browser.on('disconnected', () => {
            if (this.browser !== launching) return
            // Chromium went (crashed, killed): its contexts went with it.
            this.browser = undefined
            this.idle = []
            if (!this.closed) {
              this.restarts++
              this.opts.onRestart?.('chromium disconnected')
            }
          })
        },
        () => {
          if (this.browser === launching) this.browser = undefined
        },
      )
    }
    return this.browser
  }

  private async readPid(): Promise<number | undefined> {
    // Playwright does not expose a launched browser's process; the newest chromium child of ours is it
    // (Debian's /usr/bin/chromium is a script that execs the browser, which keeps the pid).
    return childProcesses(process.pid).filter((child) => child.name.startsWith('chromium')).at(-1)?.pid
  }

  /** Drops a Chromium that stopped answering; the next print launches a new one. */
  private recycle(launching: Promise<Browser>, browser: Browser): void {
    if (this.browser === launching) {
      this.browser = undefined
      this.idle = []
      if (!this.closed) {
        this.restarts++
        this.opts.onRestart?.('chromium stopped answering')
      }
    }
    void browser.close().catch(() => {})
  }

  private async context(browser: Browser): Promise<BrowserContext> {
    const reused = this.idle.pop()
    if (reused) return reused
    return browser.newContext({
      viewport: { width: Math.ceil(PDF_PAGE_WIDTH_PX), height: Math.ceil(PDF_PAGE_HEIGHT_PX) },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      // Charts draw without animation in PDF mode; reduced motion keeps any CSS transition out too.
      reducedMotion: 'reduce',
    })
  }

  private async giveBack(context: BrowserContext, reusable: boolean): Promise<void> {
    if (reusable && !this.closed) {
      try {
        await context.clearCookies()
        this.idle.push(context)
        return
      } catch {
        // fall through: a context that cannot be cleaned is not reused
      }
    }
    await context.close().catch(() => {})
  }
}

// The PDF itself after the page is ready, on a busy machine.
const PRINT_SLACK_MS = 30_000

interface PrintWatch {
  /** Rejects when Chromium disconnects or the deadline passes; never resolves. */
  failed: Promise<never>
  /** The deadline passed with Chromium still connected: it stopped answering. */
  stuck: boolean
  stop(): void
}

function watchPrint(browser: Browser, deadlineMs: number): PrintWatch {
  let fail: (error: Error) => void = () => {}
  const failed = new Promise<never>((_, reject) => {
    fail = reject
  })
  // A print that settles first leaves this promise unobserved.
  failed.catch(() => {})
  const watch: PrintWatch = { failed, stuck: false, stop }
  // Retryable (print-errors.ts): the next attempt runs on a fresh Chromium.
  const onGone = () => fail(new Error('Chromium disconnected while printing'))
  const timer = setTimeout(() => {
    watch.stuck = true
    fail(new Error(`Chromium did not finish a print in ${deadlineMs} ms`))
  }, deadlineMs)
  browser.once('disconnected', onGone)
  if (!browser.isConnected()) onGone()
  function stop() {
    clearTimeout(timer)
    browser.off('disconnected', onGone)
  }
  return watch
}

async function printIn(context: BrowserContext, job: PrintJob, signal: AbortSignal): Promise<Uint8Array> {
  signal.throwIfAborted()
  await context.addCookies([...job.cookies])
  const page: Page = await context.newPage()
  const onAbort = () => void page.close().catch(() => {})
  signal.addEventListener('abort', onAbort, { once: true })
  try {
    const started = Date.now()
    await page.goto(job.url, { waitUntil: 'domcontentloaded', timeout: job.timeoutMs })
    const left = Math.max(1, job.timeoutMs - (Date.now() - started))
    try {
      // A function, not a string: the BFF's CSP (script-src 'self') forbids evaluating strings.
      await page.waitForFunction(() => (globalThis as { __REPORT_READY__?: boolean }).__REPORT_READY__ === true, undefined, { timeout: left, polling: 100 })
    } catch (error) {
      signal.throwIfAborted()
      if (error instanceof Error && error.name === 'TimeoutError') throw pageTimeout(job.url, job.timeoutMs)
      throw error
    }
    // Ready with an error view instead of the report (the BFF refused, the data failed): nothing to print.
    if ((await page.locator('[data-testid="report-page"]').count()) === 0) throw pageFailed(job.url, 'the page shows no report')
    return await page.pdf(pdfOptions(job.title))
  } catch (error) {
    signal.throwIfAborted()
    throw error
  } finally {
    signal.removeEventListener('abort', onAbort)
    await page.close().catch(() => {})
  }
}
