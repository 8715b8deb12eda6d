import type { ConsumerTask, ConsumerUpdateRequest } from '@report/contracts/upstream/tasks-report'

/** The task is no longer this worker's: its lease ran out and another took it, or it was removed. */
export class TaskLostError extends Error {
  constructor(status: number, message: string) {
    super(`task lost (${status}): ${message}`)
    this.name = 'TaskLostError'
  }
}

/** What a worker needs of the queue (an interface, so the worker's tests can hold a queue of their own). */
export interface ReportQueue {
  claim(worker: string): Promise<ConsumerTask | null>
  update(update: ConsumerUpdateRequest): Promise<void>
}

const CLAIM_TIMEOUT_MS = 15_000
const UPDATE_TIMEOUT_MS = 60_000

/**
 * The upstream's consumer queue through the BFF (views/renderer-queue.ts), with the renderer's
 * consumer key. 404 and 409 on an update mean the task is gone from this worker (TaskLostError);
 * anything else not code 0 is an error the worker retries later.
 */
export class BffReportQueue implements ReportQueue {
  constructor(
    private readonly bffUrl: string,
    private readonly consumerKey: string,
  ) {}

  async claim(worker: string): Promise<ConsumerTask | null> {
    const data = await this.post<{ task: ConsumerTask | null }>('/report/bff/renderer/task', { type: 'report', worker }, CLAIM_TIMEOUT_MS)
    return data.task
  }

  async update(update: ConsumerUpdateRequest): Promise<void> {
    await this.post('/report/bff/renderer/task/update', update, UPDATE_TIMEOUT_MS)
  }

  private async post<T>(path: string, body: unknown, timeoutMs: number): Promise<T> {
    const res = await fetch(`${this.bffUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-consumer-key': this.consumerKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await res.text()
    // The upstream's envelope on success; the BFF's error shape (code, message) on a refusal.
    let envelope: { code?: number | string; msg?: string; message?: string; data?: T } = {}
    try {
      envelope = JSON.parse(text) as typeof envelope
    } catch {
      // not JSON: the status speaks
    }
    const said = envelope.message ?? envelope.msg ?? text.slice(0, 200)
    if (res.status === 404 || res.status === 409) throw new TaskLostError(res.status, said)
    if (res.status !== 200 || envelope.code !== 0) throw new Error(`queue ${path} answered ${res.status} ${envelope.code ?? ''} ${said}`)
    return envelope.data as T
  }
}
