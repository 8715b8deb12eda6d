import type { ConsumerTask } from '@report/contracts/upstream/tasks-report'
import { ERROR_CATALOGUE } from '../domain/errors/catalogue.ts'
import { mergePdfs } from './merge-pdfs.ts'
import { numberPages, type PageNumberFont } from './page-numbers.ts'
import { SessionError, type SessionCookie } from './pdf-session.ts'
import { isRetryable, PrintFailure } from './print-errors.ts'
import { TaskLostError, type ReportQueue } from './queue-client.ts'
import type { ReportPrinter } from './report-printer.ts'

export interface TaskRunDeps {
  queue: ReportQueue
  printer: ReportPrinter
  /** The owner's session cookies for this task (pdf-session.ts). */
  session: (pdfToken: string, signal: AbortSignal) => Promise<SessionCookie[]>
  bffUrl: string
  pageTimeoutMs: number
  /** Reports of one task printing at once. */
  concurrency: number
  /** Tries per report when Chromium fails under it. */
  attempts: number
  /** The footer's font: each report's file and the merged file get their page numbers in it. */
  pageNumbers: PageNumberFont
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void }
}

/** The header of every page: the task (the exam's report) and the report the page belongs to. */
export function headerTitle(taskName: string, reportName: string): string {
  return taskName ? `${taskName} · ${reportName}` : reportName
}

/** done: file sent; failed: reason sent; lost: the task is no longer ours; released: given back (shutdown). */
export type TaskOutcome = 'done' | 'failed' | 'lost' | 'released'

/**
 * One claimed task, start to end: the owner's session, every report printed (a few at once, each
 * reported as it is printed so the panel's taskScheduler moves), the merged PDF sent as the task's
 * file. The lease is renewed by every update and by a heartbeat between them. `stop` (shutdown)
 * gives the task back unfinished; a lost lease ends the work without a word to the queue.
 */
export async function runTask(task: ConsumerTask, deps: TaskRunDeps, stop: AbortSignal): Promise<TaskOutcome> {
  const work = new AbortController()
  const onStop = () => work.abort()
  stop.addEventListener('abort', onStop, { once: true })
  let lost = false
  // Set once the end is being sent: heartbeats stop, and one landing after the final update (409) is no loss.
  let ending = false
  const send = async (update: Omit<Parameters<ReportQueue['update']>[0], 'id' | 'lease'>) => {
    try {
      await deps.queue.update({ id: task.id, lease: task.lease, ...update })
    } catch (error) {
      if (error instanceof TaskLostError && (!ending || update.status !== undefined)) {
        lost = true
        work.abort()
      }
      throw error
    }
  }
  const beat = () => {
    if (ending) return
    void send({}).catch((error: unknown) => {
      if (!ending) deps.log.warn({ task: task.id, err: String(error) }, 'heartbeat failed')
    })
  }
  const heartbeat = setInterval(beat, Math.max(250, Math.floor(task.leaseMs / 3)))
  heartbeat.unref()
  try {
    const cookies = await deps.session(task.pdfToken, work.signal)
    const files = new Array<Uint8Array>(task.pages.length)
    let next = 0
    const printOne = async (index: number) => {
      const page = task.pages[index]!
      const url = new URL(page.path, deps.bffUrl).href
      for (let attempt = 1; ; attempt++) {
        try {
          files[index] = await deps.printer.print({ url, title: headerTitle(task.name, page.name), cookies, timeoutMs: deps.pageTimeoutMs }, work.signal)
          break
        } catch (error) {
          if (work.signal.aborted || !isRetryable(error) || attempt >= deps.attempts) throw error
          deps.log.warn({ task: task.id, page: page.key, attempt, err: String(error) }, 'printing failed, trying again')
        }
      }
      // The report's own file (the queue's package zips them) counts its own pages; the merged file is
      // numbered from the unnumbered prints.
      const own = await numberPages(files[index]!, deps.pageNumbers)
      await send({ page: { key: page.key, status: 1, pdfBase64: Buffer.from(own).toString('base64') } })
    }
    // The first report that fails ends the task: the others stop rather than print for nothing.
    let firstError: unknown
    const lanes = Array.from({ length: Math.min(deps.concurrency, task.pages.length) }, async () => {
      try {
        while (next < task.pages.length && !work.signal.aborted) await printOne(next++)
      } catch (error) {
        firstError ??= error
        work.abort()
      }
    })
    await Promise.all(lanes)
    if (firstError !== undefined) throw firstError
    if (work.signal.aborted) throw new DOMException('stopped', 'AbortError')
    const merged = await mergePdfs(files, task.name, deps.pageNumbers)
    ending = true
    await send({ status: 1, pdfBase64: Buffer.from(merged).toString('base64') })
    deps.log.info({ task: task.id, reports: files.length, bytes: merged.length }, 'report task done')
    return 'done'
  } catch (error) {
    if (lost || error instanceof TaskLostError) {
      deps.log.warn({ task: task.id, err: String(error) }, 'report task no longer ours')
      return 'lost'
    }
    if (stop.aborted) {
      await deps.queue.update({ id: task.id, lease: task.lease, release: true }).catch((e: unknown) => deps.log.warn({ task: task.id, err: String(e) }, 'release failed; the lease will run out'))
      deps.log.info({ task: task.id }, 'report task given back')
      return 'released'
    }
    const message =
      error instanceof PrintFailure ? error.userMessage
      : error instanceof SessionError ? ERROR_CATALOGUE.BFF_ERR_RENDERER_SESSION.message
      : ERROR_CATALOGUE.BFF_ERR_RENDERER_BROWSER.message
    deps.log.warn({ task: task.id, err: String(error) }, 'report task failed')
    try {
      await deps.queue.update({ id: task.id, lease: task.lease, status: 3, message })
      return 'failed'
    } catch (e) {
      // Could not say so: the lease runs out and the queue hands the task on (or fails it after its last claim).
      deps.log.warn({ task: task.id, err: String(e) }, 'could not report the failure')
      return e instanceof TaskLostError ? 'lost' : 'failed'
    }
  } finally {
    clearInterval(heartbeat)
    stop.removeEventListener('abort', onStop)
  }
}
