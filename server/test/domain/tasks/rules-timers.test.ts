import t from 'tap'
import type { TaskRow } from '@report/contracts/bff/tasks'
import { toTaskPanelView } from '../../../src/domain/tasks/panel.ts'
import {
  advanceSimulation,
  autoDownloadStep,
  changedKinds,
  DownloadQueue,
  forgetPending,
  generatingIds,
  forgetLocalExport,
  markLocalExport,
  markTaskCreated,
  newlyDone,
  pollsOn,
  queueTick,
  readPending,
  refreshInterval,
  SIMULATION,
  START_SIMULATION,
  syncPendingCustom,
  tabToBringForward,
  takeTaskCreated,
  type KeyValueStore,
  type Simulation,
} from '@report/contracts/rules/download-tasks'

// The download panel's timers (contracts/src/rules/download-tasks.ts), on a fake clock and seeded randomness.

/** A fake clock: schedule() registers, advance() fires what is due, in time order. */
function fakeClock() {
  let now = 0
  let seq = 0
  const timers = new Map<number, { at: number; fn: () => void }>()
  return {
    schedule: (fn: () => void, ms: number) => {
      const id = ++seq
      timers.set(id, { at: now + ms, fn })
      return () => void timers.delete(id)
    },
    advance(ms: number) {
      const end = now + ms
      for (;;) {
        const due = [...timers.entries()].filter(([, x]) => x.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].fn()
      }
      now = end
    },
    get now() {
      return now
    },
    get pending() {
      return timers.size
    },
  }
}

function seeded(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) }
}

const row = (id: string, state: TaskRow['state'], url: string | null = state === 'done' ? `/f/${id}` : null): TaskRow => ({
  id, kind: 'norm', name: id, createdAt: '--', state, statusText: '', progress: { mode: 'none' }, downloadUrl: url, groupId: null, subTasks: [], actions: [],
})

const NO_POLL = ['/report/exam/total', '/report/exam/knowledge', '/report/exam/subject', '/report/exam/student']

t.test('refresh: every 60 s while expanded, never collapsed, never under the no-poll paths', async (t) => {
  t.equal(refreshInterval({ expanded: true, pathname: '/report/exam/dashboard', noPollPaths: NO_POLL }), 60_000)
  t.equal(refreshInterval({ expanded: false, pathname: '/report/exam/dashboard', noPollPaths: NO_POLL }), 0)
  t.equal(refreshInterval({ expanded: true, pathname: '/report/exam/total', noPollPaths: NO_POLL }), 0)
  t.equal(refreshInterval({ expanded: true, pathname: '/report/exam/student/detail', noPollPaths: NO_POLL }), 0)
  t.ok(pollsOn('/report/exam/totals', NO_POLL), 'a prefix is a path segment, not any string')
  t.ok(pollsOn('/report/exam/common/ranking', NO_POLL))
})

t.test('versions: a first reading moves nothing; then the kinds whose value changed', async (t) => {
  const v = { group: '1.a', exam: '0.b', norm: '0.c', report: '0.d' }
  t.same(changedKinds(null, v), [])
  t.same(changedKinds(v, v), [])
  t.same(changedKinds(v, { ...v, group: '2.a', report: '1.x' }), ['group', 'report'])
})

t.test('the tab a new task or a moved list brings forward (spec 3 §2)', async (t) => {
  const cases: Array<[string, Parameters<typeof tabToBringForward>[0], boolean, string | undefined]> = [
    ['a one-click task', ['group'], false, 'group'],
    ['the first of several moved lists', ['report', 'exam'], false, 'report'],
    ['an answer-card export', ['answerCard'], false, 'answerCard'],
    ['embedded: an answer-card export still', ['answerCard'], true, 'answerCard'],
    ['embedded: a custom table passes over to the next kind shown', ['norm', 'exam'], true, 'exam'],
    ['embedded: only hidden kinds leave the tab as it is', ['norm', 'report'], true, undefined],
    ['nothing moved', [], false, undefined],
  ]
  for (const [what, kinds, embedded, expected] of cases) t.equal(tabToBringForward(kinds, embedded), expected, what)
  t.same(toTaskPanelView({ userId: 'u1', embedded: true, versions: { group: '1', exam: '1', norm: '1', report: '1' }, rows: {}, errors: {} }).tabs.map((tab) => tab.kind), ['group', 'exam'], 'the embedded panel hides the same kinds')
})

t.test('a created task is announced once', async (t) => {
  const store = memoryStore()
  t.equal(takeTaskCreated(store), null)
  markTaskCreated(store, 'report')
  t.equal(takeTaskCreated(store), 'report')
  t.equal(takeTaskCreated(store), null)
  // An answer-card export (issue 20) brings the panel's 答题卡 tab forward like any list's task.
  markTaskCreated(store, 'answerCard')
  t.equal(takeTaskCreated(store), 'answerCard')
  store.setItem('report.download-tasks.created', 'bogus')
  t.equal(takeTaskCreated(store), null)
})

t.test('automatic download: generating at the previous refresh and done with a URL now', async (t) => {
  const previous = generatingIds([row('a', 'generating'), row('b', 'generating'), row('c', 'done'), row('d', 'generating')])
  t.same([...previous], ['a', 'b', 'd'])
  const now = [row('a', 'done'), row('b', 'generating'), row('c', 'done'), row('d', 'done', null), row('e', 'done')]
  t.same(newlyDone(previous, now).map((r) => r.id), ['a'], 'not b (still generating), not c (never seen generating), not d (no URL), not e (new)')
  t.same(newlyDone(previous, [row('a', 'failed')]), [])
})

t.test('custom tasks: pending ids kept per user, removed when their download fires, when none are pending, or on delete', async (t) => {
  const store = memoryStore()
  const key = 'report.download-tasks.pending.u1'
  t.same(syncPendingCustom(store, key, [row('n1', 'generating'), row('n2', 'generating'), row('n3', 'done')]), [])
  t.same(readPending(store, key), ['n1', 'n2'])
  // A reload of the page: the ids survive in storage; n1 finished meanwhile.
  const fired = syncPendingCustom(store, key, [row('n1', 'done'), row('n2', 'generating'), row('n3', 'done')])
  t.same(fired.map((r) => r.id), ['n1'])
  t.same(readPending(store, key), ['n2'], 'n1 leaves when its download fires')
  forgetPending(store, key, 'n2')
  t.same(readPending(store, key), [], 'a deleted task leaves')
  syncPendingCustom(store, key, [row('n4', 'generating')])
  t.same(syncPendingCustom(store, key, [row('n4', 'failed')]), [])
  t.equal(store.data.has(key), false, 'none pending: the key is cleared')
  store.setItem(key, '{not json')
  t.same(readPending(store, key), [])
})

t.test('a panel refresh: which files go to the queue, for every list of the BFF\'s panel', async (t) => {
  const VERSIONS = { group: '1', exam: '1', norm: '1', report: '1' }
  const panel = (rows: Partial<Record<'group' | 'exam' | 'norm' | 'report', TaskRow[]>>) =>
    toTaskPanelView({ userId: 'u1', embedded: false, versions: VERSIONS, rows, errors: {} })
  const session = memoryStore()
  const local = memoryStore()
  const stores = { session, local }

  // The first reading fires nothing from the refresh-followed lists, and starts storing custom tasks.
  const first = autoDownloadStep(panel({ group: [row('1', 'generating')], exam: [row('1', 'generating')], report: [row('9', 'done')], norm: [row('n1', 'generating')] }), null, stores)
  t.same(first.urls, [], 'nothing on the first reading, not even a task done already')
  t.same([...first.generating].sort(), ['exam:1', 'group:1'], 'the same id in two lists is two tasks')

  // The one-click task 1 is the export page's own (local export): the panel leaves it alone.
  markLocalExport(session, 'group', '1')
  const second = autoDownloadStep(
    panel({ group: [row('1', 'done')], exam: [row('1', 'done')], report: [row('9', 'done')], norm: [row('n1', 'done')] }),
    first.generating,
    stores,
  )
  t.same(second.urls, ['/f/1', '/f/n1'], 'the common export 1 (seen generating) and the stored custom task; not group 1 (local), not report 9 (never seen generating)')
  t.same([...second.generating], [])

  // A reload (no previous reading) still fires a stored custom task that finished meanwhile.
  autoDownloadStep(panel({ norm: [row('n2', 'generating')] }), null, stores)
  t.same(autoDownloadStep(panel({ norm: [row('n2', 'done')] }), null, stores).urls, ['/f/n2'])

  // Embedded mode: no custom list, and nothing stored is touched.
  const embedded = toTaskPanelView({ userId: 'u1', embedded: true, versions: VERSIONS, rows: { group: [row('3', 'generating')] }, errors: {} })
  t.same(embedded.tabs.map((tab) => tab.follow), ['refresh', 'refresh'])
  t.same(autoDownloadStep(embedded, null, stores).urls, [])

  // A storage that refuses to write: the mark is lost, the page goes on.
  const full: KeyValueStore = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError') }, removeItem: () => {} }
  t.doesNotThrow(() => markLocalExport(full, 'group', '4'))

  // Issue 33 item 2: the wizard follows its custom table (the panel leaves it), and hands it back when left early.
  markLocalExport(session, 'norm', 'n3')
  autoDownloadStep(panel({ norm: [row('n3', 'generating')] }), null, stores)
  t.same(autoDownloadStep(panel({ norm: [row('n3', 'done')] }), null, stores).urls, [], 'the page downloads it, not the panel')
  markLocalExport(session, 'norm', 'n4')
  forgetLocalExport(session, 'norm', 'n4')
  autoDownloadStep(panel({ norm: [row('n4', 'generating')] }), null, stores)
  t.same(autoDownloadStep(panel({ norm: [row('n4', 'done')] }), null, stores).urls, ['/f/n4'], 'a page left before the file came: the panel downloads it')
})

t.test('the download queue: one worker, one file per random tick of 1000–2000 ms', async (t) => {
  const random = seeded(7)
  for (let i = 0; i < 1000; i++) {
    const tick = queueTick(random)
    if (tick < 1000 || tick > 2000) t.fail(`tick ${tick} out of range`)
  }
  t.equal(queueTick(() => 0), 1000)
  t.equal(queueTick(() => 0.9999999), 2000)

  const clock = fakeClock()
  const opened: Array<[string, number]> = []
  const queue = new DownloadQueue((url) => opened.push([url, clock.now]), clock.schedule, () => 0.5)
  queue.enqueue('/a')
  queue.enqueue('/b')
  queue.enqueue('/c')
  t.equal(clock.pending, 1, 'one worker: one timer at a time')
  clock.advance(1499)
  t.same(opened, [])
  clock.advance(1)
  t.same(opened, [['/a', 1500]])
  clock.advance(3000)
  t.same(opened, [['/a', 1500], ['/b', 3000], ['/c', 4500]])
  t.equal(clock.pending, 0)
  queue.enqueue('/d')
  queue.dispose()
  clock.advance(5000)
  t.equal(opened.length, 3, 'a disposed queue fires nothing')
})

function run(schedule: 'custom' | 'report', random: () => number, stopWhenDoneAt?: number): { values: number[]; last: Simulation } {
  let sim = START_SIMULATION
  const values: number[] = []
  for (let tick = 0; tick < 200 && !sim.stopped; tick++) {
    if (stopWhenDoneAt !== undefined && tick === stopWhenDoneAt) break
    sim = advanceSimulation(sim, random, schedule)
    values.push(sim.value)
  }
  return { values, last: sim }
}

t.test('simulated progress (custom): 2 s ticks, about 30 % a round of 30 steps, three rounds at most, stops beyond 90', async (t) => {
  t.equal(SIMULATION.tickMs, 2000)
  for (const seed of [1, 2, 3, 4, 5]) {
    const { values, last } = run('custom', seeded(seed))
    t.ok(last.stopped)
    t.ok(values.length <= 90, `at most three rounds of 30 ticks (${values.length})`)
    t.ok(values.every((v, i) => i === 0 || v >= values[i - 1]!), 'never goes back')
    t.ok(values.at(-1)! > 60 && values.at(-1)! < 99, `ends near 90 (${values.at(-1)!.toFixed(1)})`)
    const round1 = values[29]!
    t.ok(round1 > 15 && round1 < 45, `about 30 % after the first round (${round1.toFixed(1)})`)
  }
  const always = run('custom', () => 1)
  t.ok(always.last.value > 90 && always.values.length < 90, 'fast increments stop beyond 90 % before the rounds end')
})

t.test('simulated progress (report list): three phases of 30 increments, each adding up to 30 %', async (t) => {
  const { values, last } = run('report', seeded(11))
  t.equal(values.length, 90)
  t.ok(last.stopped)
  t.equal(values[29], 30)
  t.equal(values[59], 60)
  t.equal(values[89], 90)
  t.ok(values.every((v, i) => i === 0 || v >= values[i - 1]!))
  const stopped = advanceSimulation(last, seeded(1), 'report')
  t.equal(stopped, last, 'a stopped simulation stays where it is')
})
