import type { TaskKind, TaskPanelView, TaskRow, TaskVersions } from '../bff/tasks.ts'

/**
 * The download panel's timers and bookkeeping (spec 3 §4, §9) as pure functions and small state
 * machines with injected clocks and random sources, so they are tested without a browser. The BFF
 * decides every state; these only schedule.
 */

/**
 * BFF path (below /report/bff) of the list versions, and the SWR key the panel reads them under: a
 * page that creates a task revalidates it, and the panel reacts (here, not in bff/tasks.ts, so the
 * entry chunk does not carry TypeBox).
 */
export const TASK_VERSIONS_PATH = '/tasks/versions'

export const TASK_REFRESH_MS = 60_000
export const QUEUE_TICK_MIN_MS = 1000
export const QUEUE_TICK_MAX_MS = 2000

// ---- refresh --------------------------------------------------------------------------------------

/** spec 3 §2: nothing polls under these paths (prefixes of the full path). */
export function pollsOn(pathname: string, noPollPaths: readonly string[]): boolean {
  return !noPollPaths.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
}

/** The list refresh period: every refreshMs while the panel is expanded, never when collapsed or on a no-poll page. */
export function refreshInterval(input: { expanded: boolean; pathname: string; noPollPaths: readonly string[]; refreshMs?: number }): number {
  return input.expanded && pollsOn(input.pathname, input.noPollPaths) ? (input.refreshMs ?? TASK_REFRESH_MS) : 0
}

/** The kinds whose list version moved (a first reading moves nothing). */
export function changedKinds(previous: TaskVersions | null, next: TaskVersions): TaskKind[] {
  if (!previous) return []
  return (Object.keys(next) as (keyof TaskVersions)[]).filter((kind) => previous[kind] !== next[kind])
}

/** spec 3 §2: embedded mode's panel has no custom-table (norm) or export-report (report) tab. */
export const HIDDEN_WHEN_EMBEDDED: readonly TaskKind[] = ['norm', 'report']

/**
 * spec 3 §2: the tab a new task or a moved list brings forward, the first of `kinds` whose tab the
 * panel can show (the 答题卡 tab joins once its exam has exports); none when every one is hidden.
 */
export function tabToBringForward(kinds: readonly TaskKind[], embedded: boolean): TaskKind | undefined {
  return kinds.find((kind) => !embedded || !HIDDEN_WHEN_EMBEDDED.includes(kind))
}

// ---- automatic download ----------------------------------------------------------------------------

/** Ids of the rows generating now. */
export function generatingIds(rows: readonly TaskRow[]): Set<string> {
  return new Set(rows.filter((r) => r.state === 'generating').map((r) => r.id))
}

/** spec 3 §4: a task seen generating at the previous refresh and done with a URL now opens its file. */
export function newlyDone(previousGenerating: ReadonlySet<string>, rows: readonly TaskRow[]): TaskRow[] {
  return rows.filter((r) => previousGenerating.has(r.id) && r.state === 'done' && r.downloadUrl !== null)
}

/**
 * sessionStorage key of one-click task ids a page downloads itself (local export, spec 3 §2 export
 * way 2): the panel's automatic download leaves them alone, so a file never arrives twice.
 */
export const LOCAL_EXPORT_IDS_KEY = 'report.download-tasks.local-export'

/**
 * sessionStorage key under which a page that created a task names its list: the panel, wherever it
 * mounts next in this tab, expands on that list's tab (spec 3 §2 "a new task brings its own tab to
 * the front and expands the panel"), then clears it.
 */
export const TASK_CREATED_KEY = 'report.download-tasks.created'

export function markTaskCreated(store: KeyValueStore, kind: TaskKind): void {
  store.setItem(TASK_CREATED_KEY, kind)
}

/** The list of a task created since the panel last looked, once. */
export function takeTaskCreated(store: KeyValueStore): TaskKind | null {
  const kind = store.getItem(TASK_CREATED_KEY)
  store.removeItem(TASK_CREATED_KEY)
  return kind === 'group' || kind === 'exam' || kind === 'norm' || kind === 'report' || kind === 'answerCard' ? kind : null
}

export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function readPending(store: KeyValueStore, key: string): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(key) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

function writePending(store: KeyValueStore, key: string, ids: readonly string[]): void {
  if (ids.length === 0) store.removeItem(key)
  else store.setItem(key, JSON.stringify(ids))
}

/**
 * Custom tasks (spec 3 §4): the ids still generating are kept in storage under a per-user key, so a
 * reload keeps waiting for them. On each refresh: an id that is done with a URL fires its download and
 * leaves; ids no longer listed (deleted) leave; when none is generating, the key is cleared; ids
 * generating now are added. Returns the rows to download.
 */
export function syncPendingCustom(store: KeyValueStore, key: string, rows: readonly TaskRow[]): TaskRow[] {
  const pending = new Set(readPending(store, key))
  const fire = rows.filter((r) => pending.has(r.id) && r.state === 'done' && r.downloadUrl !== null)
  const generating = rows.filter((r) => r.state === 'generating').map((r) => r.id)
  const listed = new Set(rows.map((r) => r.id))
  const kept = [...pending].filter((id) => listed.has(id) && !fire.some((r) => r.id === id))
  const next = generating.length === 0 ? [] : [...new Set([...kept.filter((id) => generating.includes(id)), ...generating])]
  writePending(store, key, next)
  return fire
}

/** A deleted custom task leaves the pending list at once. */
export function forgetPending(store: KeyValueStore, key: string, id: string): void {
  writePending(store, key, readPending(store, key).filter((x) => x !== id))
}

/** A row's key across the panel's lists: two lists may hold the same upstream id. */
export const followKey = (kind: TaskKind, id: string): string => `${kind}:${id}`

/** A one-click or export task a page downloads itself: the panel's automatic download leaves it alone. */
export function markLocalExport(store: KeyValueStore, kind: TaskKind, id: string): void {
  const kept = readPending(store, LOCAL_EXPORT_IDS_KEY).slice(-49)
  try {
    store.setItem(LOCAL_EXPORT_IDS_KEY, JSON.stringify([...kept, followKey(kind, id)]))
  } catch {
    // A full storage: the panel may download the file a second time; nothing is lost.
  }
}

/** A page that stops following its task (it left before the file came) hands it back to the panel. */
export function forgetLocalExport(store: KeyValueStore, kind: TaskKind, id: string): void {
  const key = followKey(kind, id)
  const kept = readPending(store, LOCAL_EXPORT_IDS_KEY).filter((x) => x !== key)
  try {
    if (kept.length === 0) store.removeItem(LOCAL_EXPORT_IDS_KEY)
    else store.setItem(LOCAL_EXPORT_IDS_KEY, JSON.stringify(kept))
  } catch {
    // A full storage: the panel leaves the file to the page that no longer follows it; the list still has it.
  }
}

export interface AutoDownloadStep {
  /** The files to queue, in the panel's order. */
  urls: string[]
  /** Keys of the refresh-followed rows generating now: the next step's `previous`. */
  generating: Set<string>
}

/**
 * spec 3 §4, one refresh of the panel: the refresh-followed tasks seen generating at the previous
 * refresh (null: the first reading, which fires nothing) and done now, and the stored custom tasks
 * that are done, less the ones a page downloads itself.
 */
export function autoDownloadStep(
  panel: TaskPanelView,
  previous: ReadonlySet<string> | null,
  stores: { session: KeyValueStore; local: KeyValueStore },
): AutoDownloadStep {
  const local = new Set(readPending(stores.session, LOCAL_EXPORT_IDS_KEY))
  const followed = panel.tabs.filter((t) => t.follow === 'refresh').flatMap((t) => t.rows.map((r) => ({ ...r, id: followKey(t.kind, r.id) })))
  const fire = previous ? newlyDone(previous, followed) : []
  // One pending list per user: every stored tab's rows are synced against it in one pass, or one tab's
  // sync would drop the ids of another's.
  const stored = panel.tabs.filter((t) => t.follow === 'stored').flatMap((t) => t.rows.map((r) => ({ row: r, key: followKey(t.kind, r.id) })))
  const keyOf = new Map(stored.map((s) => [s.row, s.key]))
  fire.push(...syncPendingCustom(stores.local, panel.pendingStorageKey, stored.map((s) => s.row)).map((r) => ({ ...r, id: keyOf.get(r)! })))
  const urls = fire.flatMap((r) => (r.downloadUrl !== null && !local.has(r.id) ? [r.downloadUrl] : []))
  return { urls, generating: generatingIds(followed) }
}

export type Schedule = (fn: () => void, ms: number) => () => void

/** spec 3 §9: the queue's tick is random between 1000 and 2000 ms. */
export function queueTick(random: () => number): number {
  return QUEUE_TICK_MIN_MS + Math.floor(random() * (QUEUE_TICK_MAX_MS - QUEUE_TICK_MIN_MS + 1))
}

/** spec 3 §4: downloads go through one queue with one worker, one file per random tick. */
export class DownloadQueue {
  private readonly waiting: string[] = []
  private cancel: (() => void) | null = null

  constructor(
    private readonly open: (url: string) => void,
    private readonly schedule: Schedule,
    private readonly random: () => number = Math.random,
  ) {}

  get size(): number {
    return this.waiting.length
  }

  enqueue(url: string): void {
    this.waiting.push(url)
    this.work()
  }

  dispose(): void {
    this.cancel?.()
    this.cancel = null
    this.waiting.length = 0
  }

  private work(): void {
    if (this.cancel || this.waiting.length === 0) return
    this.cancel = this.schedule(() => {
      this.cancel = null
      const url = this.waiting.shift()
      if (url !== undefined) this.open(url)
      this.work()
    }, queueTick(this.random))
  }
}

// ---- simulated progress ----------------------------------------------------------------------------

export const SIMULATION = { tickMs: 2000, stepsPerRound: 30, percentPerRound: 30, rounds: 3, cap: 90 } as const

export interface Simulation {
  value: number
  step: number
  round: number
  stopped: boolean
}

export const START_SIMULATION: Simulation = { value: 0, step: 0, round: 1, stopped: false }

/**
 * One 2-second tick (spec 3 §4). custom: a random increment averaging percentPerRound / stepsPerRound
 * (about 30 % per round of 30 steps), up to three rounds, stopping beyond 90 %. report (the report
 * list's reading): three phases of 30 random increments that add up to 30 % each (60 s per phase),
 * stopping after phase 3 or beyond 90 %.
 */
export function advanceSimulation(sim: Simulation, random: () => number, schedule: 'custom' | 'report' = 'custom'): Simulation {
  if (sim.stopped) return sim
  const { stepsPerRound, percentPerRound, rounds, cap } = SIMULATION
  const mean = percentPerRound / stepsPerRound
  let value: number
  if (schedule === 'custom') value = sim.value + random() * 2 * mean
  else {
    // The phase's remaining share spread over its remaining steps, with noise: the phase ends on its 30 %.
    const target = sim.round * percentPerRound
    const left = stepsPerRound - sim.step
    value = left <= 1 ? target : Math.min(target, sim.value + ((target - sim.value) / left) * (0.5 + random()))
  }
  let step = sim.step + 1
  let round = sim.round
  if (step >= stepsPerRound) {
    step = 0
    round += 1
  }
  const stopped = value > cap || round > rounds
  return { value: Math.min(value, 99), step, round, stopped }
}
