import { PDFDocument } from 'pdf-lib'
import type { ConsumerTask, ConsumerUpdateRequest } from '@report/contracts/upstream/tasks-report'
import type { FastifyInstance } from 'fastify'
import { TaskLostError, type ReportQueue } from '../../src/renderer/queue-client.ts'
import type { PrintJob, ReportPrinter } from '../../src/renderer/report-printer.ts'
import type { TaskRunDeps } from '../../src/renderer/run-task.ts'

export const quiet = { info: () => {}, warn: () => {} }

/** A one-page PDF whose title names the job (so a merged file shows which reports it holds, in order). */
export async function onePage(title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage([595.3, 841.5])
  doc.setTitle(title)
  return doc.save()
}

/** A printer that answers from a script: `behave` may throw or wait; otherwise a one-page PDF. */
export class ScriptedPrinter implements ReportPrinter {
  readonly jobs: PrintJob[] = []
  constructor(private readonly behave: (job: PrintJob, nth: number) => Promise<void> | void = () => {}) {}
  async print(job: PrintJob, signal: AbortSignal): Promise<Uint8Array> {
    this.jobs.push(job)
    signal.throwIfAborted()
    await this.behave(job, this.jobs.length)
    signal.throwIfAborted()
    return onePage(job.title)
  }
  async close(): Promise<void> {}
}

/** The reference upstream's consumer queue, called in-process as the BFF relay would call it. */
export class InjectedQueue implements ReportQueue {
  readonly updates: ConsumerUpdateRequest[] = []
  constructor(private readonly app: FastifyInstance) {}
  async claim(worker: string): Promise<ConsumerTask | null> {
    return (await this.post<{ task: ConsumerTask | null }>('/report/task/v1/consumer/task', { type: 'report', worker })).task
  }
  async update(update: ConsumerUpdateRequest): Promise<void> {
    this.updates.push(update)
    await this.post('/report/task/v1/consumer/task/update', update)
  }
  private async post<T>(url: string, payload: object): Promise<T> {
    const res = await this.app.inject({ method: 'POST', url, payload, headers: { 'x-consumer-key': 'reference-pdf-renderer' } })
    if (res.statusCode === 404 || res.statusCode === 409) throw new TaskLostError(res.statusCode, res.body)
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
    return (res.json() as { data: T }).data
  }
}

export function deps(printer: ReportPrinter, over: Partial<TaskRunDeps> = {}): Omit<TaskRunDeps, 'queue'> {
  return {
    printer,
    session: async () => [{ name: 'unifyToken', value: 'u', url: 'http://bff.test', httpOnly: true, sameSite: 'Lax' }],
    bffUrl: 'http://bff.test',
    pageTimeoutMs: 5000,
    concurrency: 2,
    attempts: 3,
    log: quiet,
    ...over,
  }
}
