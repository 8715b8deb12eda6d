import { MemoryStore } from './memory.ts'
import type { SharedStore } from './store.ts'

/** At most `max` per window of `windowMs` at `key` (the window starts with its first count). */
export interface WindowLimit {
  key: string
  windowMs: number
  max: number
}

export type Reservation<L extends WindowLimit> = { ok: true; release(): Promise<void> } | { ok: false; refused: L; resetMs: number }

/** A store's counts bounded in memory: 100,000 keys of a few dozen bytes. */
const FALLBACK_BYTES = 8 * 1024 * 1024

/**
 * Counts against several window limits at once, in the store every instance shares (Redis when set),
 * so a limit holds across instances. Each count is taken before the act it limits, in one step, so
 * concurrent acts cannot all pass a limit of one; a refused or failed act gives its counts back.
 * With the store away, this instance's memory counts instead (the limit then holds per instance).
 */
export class WindowCounts {
  private readonly local = new MemoryStore(FALLBACK_BYTES)

  constructor(
    private readonly store: SharedStore,
    private readonly failed: (error: unknown) => void,
  ) {}

  private async count(key: string, delta: number, windowMs: number): Promise<{ count: number; resetMs: number }> {
    if (this.store.kind === 'memory') return this.store.count(key, delta, windowMs)
    try {
      return await this.store.count(key, delta, windowMs)
    } catch (error) {
      this.failed(error)
      return this.local.count(key, delta, windowMs)
    }
  }

  private async release(limits: readonly WindowLimit[]): Promise<void> {
    await Promise.all(limits.map((l) => this.count(l.key, -1, l.windowMs)))
  }

  /** Counts one against every limit; refused (and counted back) when any is past its max: the first such limit, and when its window ends. */
  async reserve<L extends WindowLimit>(limits: readonly L[]): Promise<Reservation<L>> {
    const counts = await Promise.all(limits.map((l) => this.count(l.key, 1, l.windowMs)))
    const over = limits.findIndex((l, i) => counts[i]!.count > l.max)
    if (over === -1) return { ok: true, release: () => this.release(limits) }
    await this.release(limits)
    return { ok: false, refused: limits[over]!, resetMs: counts[over]!.resetMs }
  }
}
