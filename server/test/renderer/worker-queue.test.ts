import t, { type Test } from 'tap'
import type { ReportListData } from '@report/contracts/upstream/tasks-report'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { RenderWorker } from '../../src/renderer/worker.ts'
import { deps, InjectedQueue, ScriptedPrinter } from './helpers.ts'

// Issue 17: several workers consume one queue (the reference upstream's, with leases) and never do a
// task twice; a worker that dies holding a task loses it when its lease runs out and another does it.

const MIDTERM = '100152611100'
const ADMIN = 'fxtoken=demo-school-admin'
const LEASE_MS = 1500

async function upstream(t: Test, leaseMs = LEASE_MS) {
  const app = buildUpstream({ tasks: { failureRate: 0, reportLeaseMs: leaseMs } })
  t.teardown(() => app.close())
  const create = async (reports: string[]) =>
    (await app.inject({ method: 'POST', url: '/report/task/report/create', headers: { cookie: ADMIN }, payload: { examid: MIDTERM, org: 0, reports } })).json<{ data: { id: string } }>().data.id
  const list = async () => (await app.inject({ method: 'GET', url: '/report/task/report/list', headers: { cookie: ADMIN } })).json<{ data: ReportListData }>().data.list
  return { app, create, list }
}

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 25))
  }
}

t.test('three workers, six tasks: every task done once, by one worker', async (t) => {
  // A lease far longer than a print on a loaded machine: here no claim may run out.
  const up = await upstream(t, 10_000)
  const ids = []
  for (let i = 0; i < 6; i++) ids.push(await up.create(['total']))
  const printers = [0, 1, 2].map(() => new ScriptedPrinter(() => new Promise((r) => setTimeout(r, 30))))
  const queues = printers.map(() => new InjectedQueue(up.app))
  const workers = printers.map((p, i) => new RenderWorker(queues[i]!, deps(p), { worker: `w${i}`, maxTasks: 2, pollMs: 20 }))
  workers.forEach((w) => w.start())
  await until(async () => (await up.list()).every((r) => r.status === 1))
  await Promise.all(workers.map((w) => w.stop(1000)))
  const done = workers.flatMap((w) => w.outcomes)
  t.same(done.map((d) => d.id).sort(), [...ids].sort(), 'each task once')
  t.ok(done.every((d) => d.outcome === 'done'))
  t.equal(printers.reduce((n, p) => n + p.jobs.length, 0), 6, 'six reports printed, not one more')
  t.ok(printers.filter((p) => p.jobs.length > 0).length >= 2, 'the work was shared')
})

t.test("a worker that dies holding a task: the task returns when its lease runs out and another worker does it", async (t) => {
  const up = await upstream(t)
  const id = await up.create(['total'])
  // The dead worker claims and then never says another word (no heartbeat, no release).
  const dead = new InjectedQueue(up.app)
  const claimed = await dead.claim('dead')
  t.equal(claimed?.id, id)
  const live = new RenderWorker(new InjectedQueue(up.app), deps(new ScriptedPrinter()), { worker: 'live', maxTasks: 1, pollMs: 20 })
  live.start()
  await new Promise((r) => setTimeout(r, LEASE_MS / 2))
  t.equal((await up.list())[0]!.status, 5, 'held while the lease lasts')
  await until(async () => (await up.list())[0]!.status === 1)
  await live.stop(1000)
  t.same(live.outcomes, [{ id, outcome: 'done' }])
  await t.rejects(dead.update({ id, lease: claimed!.lease, page: { key: 'total', status: 1, pdfBase64: 'JVBERg==' } }), { name: 'TaskLostError' }, "the dead worker's late work is refused")
})

t.test('stopped (SIGTERM) while printing: the task is given back and done by the next worker', async (t) => {
  const up = await upstream(t, 10_000)
  const id = await up.create(['total'])
  const slow = new RenderWorker(new InjectedQueue(up.app), deps(new ScriptedPrinter(() => new Promise((r) => setTimeout(r, 5000)))), { worker: 'slow', maxTasks: 1, pollMs: 20 })
  slow.start()
  await until(async () => (await up.list())[0]!.status === 5)
  await slow.stop(100)
  t.same(slow.outcomes, [{ id, outcome: 'released' }])
  t.equal((await up.list())[0]!.status, 0, 'waiting again at once, not after the lease')
  const next = new RenderWorker(new InjectedQueue(up.app), deps(new ScriptedPrinter()), { worker: 'next', maxTasks: 1, pollMs: 20 })
  next.start()
  await until(async () => (await up.list())[0]!.status === 1)
  await next.stop(1000)
  t.match((await up.list())[0], { status: 1, process: { taskScheduler: { taskTotalCount: 1, taskFinishCount: 1 } } })
})

t.test('stopped with a grace long enough: the task in hand finishes', async (t) => {
  const up = await upstream(t, 10_000)
  await up.create(['total'])
  const w = new RenderWorker(new InjectedQueue(up.app), deps(new ScriptedPrinter(() => new Promise((r) => setTimeout(r, 300)))), { worker: 'w', maxTasks: 1, pollMs: 20 })
  w.start()
  await until(async () => (await up.list())[0]!.status === 5)
  await w.stop(5000)
  t.equal(w.outcomes[0]?.outcome, 'done')
  t.equal((await up.list())[0]!.status, 1)
})

t.test("started before the BFF listens: one 'waiting' at info, no warnings; a refusal once it has answered is warned", async (t) => {
  const refused = () => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3000'), { code: 'ECONNREFUSED' }) })
  // Three refusals (the BFF starting), one answer (null: no task), then a refusal (the BFF gone) and a server error.
  const script: Array<Error | null> = [refused(), refused(), refused(), null, refused(), new Error('queue answered 500')]
  let claims = 0
  const claim = (): Promise<null> => {
    // Past the script the queue is empty. A claim that never settled hung stop() whenever the worker's 20 ms
    // backoff after the last step beat this test's 25 ms poll to a seventh claim: 1 failure in a full run.
    if (claims >= script.length) return Promise.resolve(null)
    const step = script[claims++]!
    return step ? Promise.reject(step) : Promise.resolve(null)
  }
  const queue = { claim, update: async () => {} }
  const said: Array<[level: string, msg: string]> = []
  const log = { info: (_: object, msg: string) => said.push(['info', msg]), warn: (_: object, msg: string) => said.push(['warn', msg]) }
  const worker = new RenderWorker(queue, deps(new ScriptedPrinter(), { log }), { worker: 'early', maxTasks: 1, pollMs: 5, maxBackoffMs: 20 })
  worker.start()
  await until(async () => claims === script.length)
  t.same(said, [['info', 'waiting for the BFF to listen'], ['warn', 'claim failed'], ['warn', 'claim failed']])
  await worker.stop(0)
})
