import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PrerenderInput, PrerenderLayout } from '@report/contracts/bff/first-view'

/** A document whose page can be drawn from its first view, as read from its request (views/first-view.ts). */
export interface PageToDraw {
  embedded: boolean
  layout: PrerenderLayout
}

/** What came of one document's drawing: its markup and how long the document waited for it, or why there is none. */
export type Drawing = { html: string; ms: number } | { html: null; result: 'late' | 'busy' | 'failed'; error?: string }

export interface PageDrawer {
  draw(input: PrerenderInput): Promise<Drawing>
  close(): Promise<void>
}

export interface PageDrawerOptions {
  /** How long a document waits for its page (PAGE_DRAW_DEADLINE_MS): a later drawing is dropped and the client draws the page. */
  deadlineMs: number
  /** Drawings in the thread at most (late ones included): a document beyond them goes undrawn rather than queue. */
  maxInThread?: number
  /** Told when the thread fails (an uncaught error, its heap spent) or cannot be started again. */
  onThreadError?: (error: unknown) => void
}

/** A thread that ends is started again at once, then not sooner than this after that restart: a renderer that keeps failing is not restarted in a loop. */
const RESTART_AFTER_MS = 60_000

/**
 * The drawing thread: imports the client build's renderer and answers each page's markup. Plain JavaScript
 * (the renderer is a built bundle), so the same code runs from the sources and from the server build.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads')
const why = (error) => String((error && error.stack) || error)
;(async () => {
  const { renderPage } = await import(workerData.entry)
  if (typeof renderPage !== 'function') throw new Error('the page renderer exports no renderPage')
  parentPort.on('message', async ({ id, input }) => {
    try {
      const html = String(await renderPage(input))
      if (html.length > workerData.maxChars) throw new Error('the page drew ' + html.length + ' characters, over ' + workerData.maxChars)
      parentPort.postMessage({ id, html })
    } catch (error) {
      parentPort.postMessage({ id, error: why(error) })
    }
  })
  parentPort.postMessage({ ready: true })
})().catch((error) => parentPort.postMessage({ ready: false, error: why(error) }))
`

/** The heap a drawing thread may use: a page's views and markup are some hundreds of KB. */
const THREAD_HEAP_MB = 256
/**
 * The most markup a document takes from a drawing (the largest measured, 小分矩阵 of the 1,000,000 exam, is 568 KB
 * with its views): a page drawn larger goes undrawn rather than into the document and through compression.
 */
export const MAX_DRAWN_CHARS = 4 * 1024 * 1024

type Answer = { id: number; html?: string; error?: string } | { ready: boolean; error?: string }

interface Waiting {
  started: number
  settle: (drawing: Drawing) => void
  timer: NodeJS.Timeout
}

/** Starts a drawing thread on the renderer `entry`; rejects with the renderer's error when it does not load. */
async function startThread(entry: string): Promise<Worker> {
  const worker = new Worker(THREAD, { eval: true, workerData: { entry: pathToFileURL(entry).href, maxChars: MAX_DRAWN_CHARS }, resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } })
  const failed = once(worker, 'error').then(([error]) => Promise.reject(error as Error))
  const exited = once(worker, 'exit').then(([code]) => Promise.reject(new Error(`the drawing thread ended (${String(code)}) before it was ready`)))
  const [answer] = (await Promise.race([once(worker, 'message'), failed, exited])) as [Answer]
  if (!('ready' in answer) || !answer.ready) {
    await worker.terminate()
    throw new Error(`the page renderer did not load: ${'error' in answer ? answer.error : 'no answer'}`)
  }
  return worker
}

/**
 * The client build's page renderer (client/src/entry-server.tsx, built into `<dist>/.ssr`, which the static
 * files never serve) in a thread of its own (issue 37): a drawing takes 15–110 ms for a large exam's pages, and
 * on the BFF's thread each would stall every other request that long. Each document waits for its drawing at
 * most `deadlineMs`, and no more than `maxInThread` drawings are in the thread at once. A thread that ends is
 * started again (at once, then at most once a minute; until then, and if that fails, pages go undrawn). Null when the
 * build has no renderer; rejects when it does not load.
 */
export async function startPageDrawer(dist: string, opts: PageDrawerOptions): Promise<PageDrawer | null> {
  const entry = join(dist, '.ssr', 'entry-server.js')
  if (!existsSync(entry)) return null
  const maxInThread = opts.maxInThread ?? 4
  const waiting = new Map<number, Waiting>()
  let inThread = 0
  let nextId = 0
  let closed = false
  let restartedAt = -Infinity
  let thread: Promise<Worker> | null = Promise.resolve(watch(await startThread(entry)))

  function restart(): Promise<Worker> {
    restartedAt = performance.now()
    const next = startThread(entry).then(watch)
    next.catch((error: unknown) => {
      opts.onThreadError?.(error)
      if (thread === next) thread = null
    })
    return next
  }

  function watch(worker: Worker): Worker {
    worker.unref()
    worker.on('message', (answer: Answer) => {
      if (!('id' in answer)) return
      inThread--
      const one = waiting.get(answer.id)
      if (!one) return
      waiting.delete(answer.id)
      clearTimeout(one.timer)
      one.settle(answer.html !== undefined ? { html: answer.html, ms: performance.now() - one.started } : { html: null, result: 'failed', error: answer.error ?? 'no markup' })
    })
    // A thread that ran out of its heap or crashed: its drawings fail, and the next document starts another.
    worker.once('exit', () => {
      inThread = 0
      for (const [id, one] of waiting) {
        clearTimeout(one.timer)
        one.settle({ html: null, result: 'failed', error: 'the drawing thread ended' })
        waiting.delete(id)
      }
      thread = null
    })
    worker.on('error', (error) => opts.onThreadError?.(error))
    return worker
  }

  return {
    async draw(input) {
      if (closed) return { html: null, result: 'failed', error: 'closed' }
      if (thread === null) {
        if (performance.now() - restartedAt < RESTART_AFTER_MS) return { html: null, result: 'failed', error: 'no drawing thread' }
        thread = restart()
      }
      if (inThread >= maxInThread) return { html: null, result: 'busy' }
      let worker: Worker
      try {
        worker = await thread
      } catch (error) {
        return { html: null, result: 'failed', error: String(error) }
      }
      const id = nextId++
      const started = performance.now()
      return new Promise<Drawing>((settle) => {
        const timer = setTimeout(() => {
          waiting.delete(id)
          settle({ html: null, result: 'late' })
        }, opts.deadlineMs)
        waiting.set(id, { started, settle, timer })
        inThread++
        worker.postMessage({ id, input })
      })
    },
    async close() {
      closed = true
      const worker = await thread?.catch(() => null)
      await worker?.terminate()
    },
  }
}
