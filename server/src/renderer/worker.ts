import type { ConsumerTask } from '@report/contracts/upstream/tasks-report'
import { errorCodeOf } from '../lib/error-code.ts'
import type { ReportQueue } from './queue-client.ts'
import { runTask, type TaskOutcome, type TaskRunDeps } from './run-task.ts'

export interface WorkerOptions {
  worker: string
  /** Tasks in hand at once. */
  maxTasks: number
  pollMs: number
  /** After a failed claim (the BFF or upstream away), the wait doubles from pollMs up to this. */
  maxBackoffMs?: number
}

/**
 * The claim loop: while it has room it claims the next task and runs it; when the queue is empty or
 * away it waits (longer each time it is away). `stop(graceMs)` stops claiming, lets the tasks in hand
 * finish for up to `graceMs`, then gives back those still running.
 */
export class RenderWorker {
  private readonly running = new Set<Promise<TaskOutcome>>()
  private readonly hardStop = new AbortController()
  private stopping = false
  private wake: (() => void) | undefined
  private markStopped!: () => void
  private readonly stopped = new Promise<void>((resolve) => (this.markStopped = resolve))
  private loop: Promise<void> | undefined
  readonly outcomes: Array<{ id: string; outcome: TaskOutcome }> = []

  constructor(
    private readonly queue: ReportQueue,
    private readonly deps: Omit<TaskRunDeps, 'queue'>,
    private readonly opts: WorkerOptions,
  ) {}

  start(): void {
    this.loop ??= this.run()
  }

  private async run(): Promise<void> {
    let backoff = this.opts.pollMs
    // npm start starts the renderer before the BFF listens: until the BFF has answered once, a refused
    // connection is the BFF starting, said once at info, not a failure to warn about at every try.
    let answered = false
    let waitSaid = false
    while (!this.stopping) {
      if (this.running.size >= this.opts.maxTasks) {
        await Promise.race([...this.running, this.stopped])
        continue
      }
      let task: ConsumerTask | null = null
      try {
        task = await this.queue.claim(this.opts.worker)
        backoff = this.opts.pollMs
        answered = true
      } catch (error) {
        if (answered || errorCodeOf(error) !== 'ECONNREFUSED') this.deps.log.warn({ err: String(error) }, 'claim failed')
        else if (!waitSaid) {
          waitSaid = true
          this.deps.log.info({}, 'waiting for the BFF to listen')
        }
        backoff = Math.min(backoff * 2, this.opts.maxBackoffMs ?? 10_000)
        await this.sleep(backoff)
        continue
      }
      if (!task) {
        await this.sleep(this.opts.pollMs)
        continue
      }
      if (this.stopping) {
        // Claimed as the stop came: give it straight back.
        await this.queue.update({ id: task.id, lease: task.lease, release: true }).catch(() => {})
        break
      }
      this.deps.log.info({ task: task.id, reports: task.pages.length, attempt: task.attempt }, 'report task claimed')
      const id = task.id
      const run = runTask(task, { ...this.deps, queue: this.queue }, this.hardStop.signal)
        .catch((error: unknown): TaskOutcome => {
          this.deps.log.warn({ task: id, err: String(error) }, 'report task ended unexpectedly')
          return 'failed'
        })
        .then((outcome) => {
          this.outcomes.push({ id, outcome })
          return outcome
        })
      this.running.add(run)
      void run.finally(() => this.running.delete(run))
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.wake = done
    })
  }

  /** Stops claiming; tasks in hand get `graceMs` to finish, then are given back. */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true
    this.markStopped()
    this.wake?.()
    await this.loop
    if (this.running.size > 0) {
      const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref())
      await Promise.race([Promise.allSettled([...this.running]), grace])
    }
    this.hardStop.abort()
    await Promise.allSettled([...this.running])
  }
}
