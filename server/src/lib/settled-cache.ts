import { LRUCache } from 'lru-cache'
import type { SharedFlight } from './shared-store/index.ts'

/** How much a SettledCache keeps: bytes, as `sizeOf` reckons them. */
export interface SettledLimit<V> {
  maxBytes: number
  sizeOf: (value: V, key: string) => number
}

/**
 * Values that take upstream calls to learn and are the same for a while (a user's facts, a session's
 * access to an exam): kept for `ttlMs` per key, one fetch at a time per key, failures never kept.
 */
export class SettledCache<V extends {}> {
  private readonly settled: LRUCache<string, V>
  private readonly pending = new Map<string, Promise<V>>()

  constructor(
    ttlMs: number,
    limit: SettledLimit<V>,
    /** Told of every lookup: a kept value (hit), or a fetch started or joined (miss). */
    private readonly onLookup: (hit: boolean) => void = () => {},
    /** Several instances' cache behind this one (Redis): a miss here asks it before fetching. */
    private readonly shared?: { flight: SharedFlight<V>; ttlMs: number; waitMs: number },
  ) {
    this.settled = new LRUCache<string, V>({ maxSize: limit.maxBytes, sizeCalculation: (value, key) => Math.max(1, limit.sizeOf(value, key)), ttl: ttlMs })
  }

  /** The bytes kept, as `sizeOf` reckons them. */
  get size(): number {
    return this.settled.calculatedSize
  }

  get(key: string, fetch: () => Promise<V>): Promise<V> {
    const known = this.settled.get(key)
    this.onLookup(known !== undefined)
    if (known !== undefined) return Promise.resolve(known)
    let inFlight = this.pending.get(key)
    if (!inFlight) {
      const shared = this.shared
      const load = shared ? shared.flight.get(key, fetch, { ttlMs: shared.ttlMs, lockMs: shared.waitMs, waitMs: shared.waitMs }) : fetch()
      inFlight = load.then(
        (value) => {
          this.settled.set(key, value)
          this.pending.delete(key)
          return value
        },
        (error: unknown) => {
          this.pending.delete(key)
          throw error
        },
      )
      this.pending.set(key, inFlight)
    }
    return inFlight
  }
}
