import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import type { ConsumerTask, ConsumerUpdateRequest } from '@report/contracts/upstream/tasks-report'
import type { FastifyInstance } from 'fastify'
import { TaskLostError, type ReportQueue } from '../../src/renderer/queue-client.ts'
import { loadPageNumberFont } from '../../src/renderer/page-numbers.ts'
import { loadRendererConfig } from '../../src/renderer/renderer-config.ts'
import type { PrintJob, ReportPrinter } from '../../src/renderer/report-printer.ts'
import type { TaskRunDeps } from '../../src/renderer/run-task.ts'

export const quiet = { info: () => {}, warn: () => {} }

/** The font the renderer writes page numbers in by default (Debian's fonts-wqy-zenhei). */
export const pageNumbers = loadPageNumberFont(loadRendererConfig({ EMBEDDED_UPSTREAM: '1' }).pageNumberFont)

/** Runs a poppler tool (pdftotext, pdfinfo, pdffonts) on a PDF held in memory; its stderr names a broken font. */
export function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', pdf: Uint8Array, args: readonly string[] = []): { out: string; err: string } {
  const dir = mkdtempSync(join(tmpdir(), 'renderer-pdf-'))
  try {
    const file = join(dir, 'r.pdf')
    writeFileSync(file, pdf)
    const run = spawnSync(tool, tool === 'pdftotext' ? [...args, file, '-'] : [...args, file], { encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`${tool} exited ${run.status}: ${run.stderr}`)
    return { out: run.stdout, err: run.stderr }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Each page's footer as pdftotext reads it: [n, m] of 第 n 页 / 共 m 页, one entry per page (null: none). */
export function footers(pdf: Uint8Array): Array<readonly [number, number] | null> {
  const pages = poppler('pdftotext', pdf, ['-layout']).out.split('\f').slice(0, -1)
  return pages.map((text) => {
    const all = [...text.matchAll(/第\s*(\d+)\s*页\s*\/\s*共\s*(\d+)\s*页/g)]
    return all.length === 1 ? ([Number(all[0]![1]), Number(all[0]![2])] as const) : null
  })
}

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
    pageNumbers,
    log: quiet,
    ...over,
  }
}
