import pino from 'pino'
import { BffReportQueue } from './queue-client.ts'
import { loadPageNumberFont, PageNumberFontError, type PageNumberFont } from './page-numbers.ts'
import { pdfSessionCookies } from './pdf-session.ts'
import { ChromiumPrinter } from './report-printer.ts'
import { loadRendererConfig, RendererConfigError, type RendererConfig } from './renderer-config.ts'
import { RenderWorker } from './worker.ts'
import { endWithLauncher } from '../lib/end-with-launcher.ts'

/** Tries per report when Chromium dies under it (the first and two more on a restarted browser). */
const PRINT_ATTEMPTS = 3

/**
 * The PDF renderer (DESIGN.md: the BFF's second user): claims report tasks from the upstream's
 * consumer queue through the BFF, prints each report of a task with Debian's Chromium through the
 * BFF in export mode, and sends back the merged PDF. `npm run renderer`; `npm start` runs one beside
 * the BFF. SIGTERM / SIGINT: no new claims, tasks in hand finish within the grace or are given back.
 */
async function main(): Promise<void> {
  let config: RendererConfig
  let pageNumbers: PageNumberFont
  try {
    config = loadRendererConfig()
    pageNumbers = loadPageNumberFont(config.pageNumberFont)
  } catch (error) {
    if (error instanceof RendererConfigError || error instanceof PageNumberFontError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(2)
    }
    throw error
  }
  const log = pino({ level: config.logLevel, name: 'renderer', base: { worker: config.worker } })
  const printer = new ChromiumPrinter({ chromiumPath: config.chromiumPath, size: config.contexts, onRestart: (reason) => log.warn({ reason }, 'chromium restarts') })
  const worker = new RenderWorker(
    new BffReportQueue(config.bffUrl, config.consumerKey),
    {
      printer,
      session: (token, signal) => pdfSessionCookies(config.bffUrl, token, signal),
      bffUrl: config.bffUrl,
      pageTimeoutMs: config.pageTimeoutMs,
      concurrency: config.contexts,
      attempts: PRINT_ATTEMPTS,
      pageNumbers,
      log: { info: (o, m) => log.info(o, m), warn: (o, m) => log.warn(o, m) },
    },
    // One task per context at most: a worker never holds claims it cannot print.
    { worker: config.worker, maxTasks: config.contexts, pollMs: config.pollMs },
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'renderer stopping')
    await worker.stop(config.shutdownGraceMs)
    await printer.close()
    log.info('renderer stopped')
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop(signal))
  endWithLauncher()

  worker.start()
  process.stdout.write(`PDF renderer: ${config.contexts} contexts, printing through ${config.bffUrl}/report/\n`)
}

await main()
