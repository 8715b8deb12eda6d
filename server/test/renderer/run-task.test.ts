import t from 'tap'
import { PDFDocument } from 'pdf-lib'
import type { ConsumerTask, ConsumerUpdateRequest } from '@report/contracts/upstream/tasks-report'
import { ERROR_CATALOGUE } from '../../src/domain/errors/catalogue.ts'
import { pageTimeout } from '../../src/renderer/print-errors.ts'
import { TaskLostError, type ReportQueue } from '../../src/renderer/queue-client.ts'
import { runTask } from '../../src/renderer/run-task.ts'
import { deps, footers, ScriptedPrinter } from './helpers.ts'

// Issue 17: one claimed task through the renderer — progress per report, the merged file, retries
// when Chromium fails, the catalogued failure when a page never becomes ready, shutdown and lost leases.

function task(pages: number, leaseMs = 60_000): ConsumerTask {
  return {
    id: 'r1', name: '期中考试分析报告', examid: 'e', org: 0, pdfToken: 'fxpdf.x.y', lease: 'L1', leaseMs, attempt: 1,
    pages: Array.from({ length: pages }, (_, i) => ({ key: `p${i}`, name: `报告${i}`, path: `/report/export/pdf?report=total-report&n=${i}&export=pdf`, status: 0, file_url: '' })),
  }
}

class RecordingQueue implements ReportQueue {
  readonly updates: ConsumerUpdateRequest[] = []
  constructor(private readonly onUpdate: (u: ConsumerUpdateRequest) => void = () => {}) {}
  async claim() {
    return null
  }
  async update(u: ConsumerUpdateRequest) {
    this.updates.push(u)
    this.onUpdate(u)
  }
}

const never = new AbortController().signal

t.test('every report is printed through the BFF and reported as printed; the merged PDF completes the task', async (t) => {
  const queue = new RecordingQueue()
  const printer = new ScriptedPrinter()
  t.equal(await runTask(task(4), { ...deps(printer), queue }, never), 'done')
  t.same(printer.jobs.map((j) => j.url), [0, 1, 2, 3].map((i) => `http://bff.test/report/export/pdf?report=total-report&n=${i}&export=pdf`))
  t.same(printer.jobs.map((j) => j.title), [0, 1, 2, 3].map((i) => `期中考试分析报告 · 报告${i}`), 'the header names the task and each report')
  const pages = queue.updates.filter((u) => u.page)
  t.same(pages.map((u) => u.page!.key).sort(), ['p0', 'p1', 'p2', 'p3'])
  t.ok(queue.updates.every((u) => u.id === 'r1' && u.lease === 'L1'), 'every update names the lease')
  const last = queue.updates.at(-1)!
  t.equal(last.status, 1)
  const merged = await PDFDocument.load(Buffer.from(last.pdfBase64!, 'base64'))
  t.equal(merged.getPageCount(), 4)
  t.equal(merged.getTitle(), '期中考试分析报告')
  // Spec 3 §9 page-number footer: the merged file counts its own pages, each report's file its own.
  t.same(footers(Buffer.from(last.pdfBase64!, 'base64')), [[1, 4], [2, 4], [3, 4], [4, 4]], 'the merged file: 第 n 页 / 共 4 页')
  t.same(pages.map((u) => footers(Buffer.from(u.page!.pdfBase64!, 'base64'))), [[[1, 1]], [[1, 1]], [[1, 1]], [[1, 1]]], 'each report on its own: 第 1 页 / 共 1 页')
})

t.test('Chromium failing under a report: tried again, up to three times, then the task fails with the catalogued words', async (t) => {
  const flaky = new ScriptedPrinter((job, nth) => {
    if (nth <= 2) throw new Error('Target page, context or browser has been closed')
  })
  const queue = new RecordingQueue()
  t.equal(await runTask(task(1), { ...deps(flaky), queue }, never), 'done', 'two crashes, then printed')
  t.equal(flaky.jobs.length, 3)

  const dead = new ScriptedPrinter(() => {
    throw new Error('Browser has been closed')
  })
  const q2 = new RecordingQueue()
  t.equal(await runTask(task(1), { ...deps(dead, { concurrency: 1 }), queue: q2 }, never), 'failed')
  t.equal(dead.jobs.length, 3)
  t.match(q2.updates.at(-1), { status: 3, message: ERROR_CATALOGUE.BFF_ERR_RENDERER_BROWSER.message })
})

t.test('a page that never becomes ready fails its task at once with the timeout message; the other reports stop', async (t) => {
  const printer = new ScriptedPrinter(async (job) => {
    if (job.title.endsWith('报告0')) throw pageTimeout(job.url, 5000)
    await new Promise((r) => setTimeout(r, 50))
  })
  const queue = new RecordingQueue()
  t.equal(await runTask(task(6), { ...deps(printer, { concurrency: 1 }), queue }, never), 'failed')
  t.equal(printer.jobs.length, 1, 'not tried again, nothing printed after it')
  t.match(queue.updates.at(-1), { status: 3, message: ERROR_CATALOGUE.BFF_ERR_RENDERER_PAGE_TIMEOUT.message })
})

t.test('no session for the owner: the task fails with the session message', async (t) => {
  const { SessionError } = await import('../../src/renderer/pdf-session.ts')
  const queue = new RecordingQueue()
  const d = deps(new ScriptedPrinter(), { session: async () => Promise.reject(new SessionError('no')) })
  t.equal(await runTask(task(2), { ...d, queue }, never), 'failed')
  t.match(queue.updates, [{ status: 3, message: ERROR_CATALOGUE.BFF_ERR_RENDERER_SESSION.message }])
})

t.test('a lost lease (409/404) stops the work without another word to the queue', async (t) => {
  let n = 0
  const queue = new RecordingQueue((u) => {
    if (u.page && ++n === 2) throw new TaskLostError(409, 'taken over')
  })
  const printer = new ScriptedPrinter(() => new Promise((r) => setTimeout(r, 20)))
  t.equal(await runTask(task(6), { ...deps(printer, { concurrency: 1 }), queue }, never), 'lost')
  t.equal(queue.updates.length, 2, 'no failure, no file after the loss')
  t.ok(printer.jobs.length <= 3)
})

t.test('shutdown mid-task gives the claim back; a heartbeat renews the lease while a report prints', async (t) => {
  const stop = new AbortController()
  const queue = new RecordingQueue()
  const printer = new ScriptedPrinter(() => new Promise((r) => setTimeout(r, 400)))
  const run = runTask(task(3, 300), { ...deps(printer, { concurrency: 1 }), queue }, stop.signal)
  setTimeout(() => stop.abort(), 600)
  t.equal(await run, 'released')
  t.ok(queue.updates.some((u) => !u.page && !u.status && !u.release), 'a heartbeat (an update with nothing else) went out')
  t.match(queue.updates.at(-1), { id: 'r1', lease: 'L1', release: true })
  t.notOk(queue.updates.some((u) => u.status === 3), 'not failed')
})
