import { randomUUID } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { SharedStore } from './store.ts'

/** One instance: an lru-cache bounded by bytes; locks are entries of their own with their lease as ttl. */
export class MemoryStore implements SharedStore {
  readonly kind = 'memory'
  private readonly values: LRUCache<string, Buffer>
  private readonly locks = new LRUCache<string, string>({ max: 100_000, ttlAutopurge: false })
  /** Counts with the end of their window; an ended one is replaced on its next count (and the least recently used go past 100,000). */
  private readonly counts = new LRUCache<string, { count: number; until: number }>({ max: 100_000 })

  /** `now`: the clock count windows run on (tests move it by hand). */
  constructor(
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.values = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (value, key) => value.length + key.length + 64 })
  }

  async get(key: string): Promise<Buffer | undefined> {
    return this.values.get(key)
  }

  async set(key: string, value: Buffer, ttlMs: number): Promise<void> {
    this.values.set(key, value, { ttl: ttlMs })
  }

  async delete(key: string): Promise<void> {
    this.values.delete(key)
  }

  async lock(key: string, ttlMs: number): Promise<string | undefined> {
    if (this.locks.get(key) !== undefined) return undefined
    const owner = randomUUID()
    this.locks.set(key, owner, { ttl: ttlMs })
    return owner
  }

  async unlock(key: string, owner: string): Promise<void> {
    if (this.locks.get(key) === owner) this.locks.delete(key)
  }

  async count(key: string, delta: number, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const now = this.now()
    const known = this.counts.get(key)
    const live = known && known.until > now ? known : undefined
    if (!live && delta < 0) return { count: 0, resetMs: 0 }
    const entry = live ?? { count: 0, until: now + windowMs }
    entry.count += delta
    this.counts.set(key, entry)
    return { count: entry.count, resetMs: entry.until - now }
  }

  async close(): Promise<void> {
    this.values.clear()
    this.locks.clear()
    this.counts.clear()
  }
}
