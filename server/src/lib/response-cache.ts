import { LRUCache } from 'lru-cache'
import type { Codec, SharedFlight } from './shared-store/index.ts'
import type { BufferedResponse } from './upstream-client.ts'

export interface CachedResponse {
  status: number
  contentType: string | null
  body: Buffer
  /** False for an answer that is passed on but never kept (a failure). */
  cacheable?: boolean
}

/** An upstream answer sheet comes in well under this; past it another instance may call the upstream. */
const SHARED_LOCK_MS = 15_000
const SHARED_WAIT_MS = 15_000

/** A kept answer in the shared store: a JSON head line, then the body bytes as they came. */
export const cachedResponseCodec: Codec<CachedResponse> = {
  encode(value) {
    const head = Buffer.from(`${JSON.stringify({ status: value.status, contentType: value.contentType })}\n`)
    return Buffer.concat([head, value.body])
  },
  decode(bytes) {
    const end = bytes.indexOf(10)
    const head = JSON.parse(bytes.subarray(0, end).toString('utf8')) as { status: number; contentType: string | null }
    return { ...head, body: bytes.subarray(end + 1), cacheable: true }
  },
}

/** What one flight of a key is given: the load, and the rule for a copy loaded before (optional). */
interface Flight {
  load: () => Promise<BufferedResponse>
  reusable: (() => Promise<boolean>) | undefined
}

/**
 * A byte-bounded response cache whose concurrent misses for one key make one upstream call
 * (lru-cache's fetch). Only successes are kept; a failed fetch is handed to every waiter and forgotten.
 *
 * A key may carry a reuse rule (`reusable`): a copy loaded before (kept here, or another instance's in
 * the shared store) goes out only if the rule allows it, judged once for everyone asking at the same
 * time, and is otherwise loaded anew in one flight. The waiters of a load take its answer as it is: the
 * rule is about copies kept from before, and asking it of a load's own waiters made one upstream call
 * per waiter whenever it said no (issue 32).
 */
export class ResponseCache {
  private readonly lru: LRUCache<string, CachedResponse, Flight>
  /** Kept copies being judged: one verdict (and at most one new load) per key at a time. */
  private readonly judging = new Map<string, Promise<CachedResponse>>()
  /**
   * @param shared several instances' cache behind this one (Redis): a miss here asks it, and one
   * instance at a time calls the upstream for a key.
   */
  constructor(maxBytes: number, ttlMs: number, private readonly onLookup: (hit: boolean) => void, shared?: SharedFlight<CachedResponse>) {
    const fromUpstream = async (load: () => Promise<BufferedResponse>): Promise<CachedResponse> => {
      const response = await load()
      return { status: response.status, contentType: response.contentType, body: response.body, cacheable: response.status === 200 && isSuccessBody(response) }
    }
    this.lru = new LRUCache<string, CachedResponse, Flight>({
      maxSize: maxBytes,
      sizeCalculation: (value, key) => value.body.length + key.length + 64,
      ttl: ttlMs,
      ttlAutopurge: false,
      fetchMethod: async (key, _stale, { context, options }) => {
        let loaded = false
        const load = () => {
          loaded = true
          return fromUpstream(context.load)
        }
        let value = shared ? await shared.get(key, load, { ttlMs, lockMs: SHARED_LOCK_MS, waitMs: SHARED_WAIT_MS, keep: (v) => v.cacheable !== false }) : await load()
        // Another instance's kept copy was loaded before: judged here, once for this flight's waiters.
        if (!loaded && context.reusable && value.status === 200 && !(await context.reusable())) value = await load()
        if (value.cacheable === false) options.ttl = 1
        return value
      },
    })
  }

  /**
   * The answer for `key`: a kept copy (if `reusable` allows it), or the one load in flight for it.
   * `reusable` must judge the same for every caller of a key (the key names who asks).
   */
  async get(key: string, load: () => Promise<BufferedResponse>, reusable?: () => Promise<boolean>): Promise<CachedResponse> {
    // A hit is answered from get() alone: fetch() would build its options and a promise per lookup.
    const cached = this.lru.get(key)
    if (cached !== undefined && cached.status === 200) {
      if (!reusable) {
        this.onLookup(true)
        return cached
      }
      const value = await this.judge(key, cached, { load, reusable })
      this.onLookup(value === cached)
      return value
    }
    // A key whose fetch is in flight has no value yet: joining that fetch counts as a miss, as before.
    this.onLookup(false)
    return this.fetch(key, { load, reusable })
  }

  private async fetch(key: string, flight: Flight): Promise<CachedResponse> {
    const value = await this.lru.fetch(key, { context: flight })
    if (!value) throw new Error('cache fetch produced nothing')
    if (value.status !== 200) this.lru.delete(key)
    return value
  }

  /** A kept copy if its rule allows it now, else a new load; concurrent askers of a key share both. */
  private judge(key: string, cached: CachedResponse, flight: Flight & { reusable: () => Promise<boolean> }): Promise<CachedResponse> {
    let verdict = this.judging.get(key)
    if (verdict === undefined) {
      verdict = (async () => {
        if (await flight.reusable()) return cached
        this.lru.delete(key)
        return this.fetch(key, flight)
      })().finally(() => this.judging.delete(key))
      this.judging.set(key, verdict)
    }
    return verdict
  }

  get size(): number {
    return this.lru.calculatedSize
  }
}

/** JSON answers count as a success only with code 0; images and other bodies by status alone. */
function isSuccessBody(response: BufferedResponse): boolean {
  if (!response.contentType?.includes('json')) return true
  try {
    return (JSON.parse(response.body.toString('utf8')) as { code?: unknown }).code === 0
  } catch {
    return false
  }
}
