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

/**
 * A byte-bounded response cache whose concurrent misses for one key make one upstream call
 * (lru-cache's fetch). Only successes are kept; a failed fetch is handed to every waiter and forgotten.
 */
export class ResponseCache {
  private readonly lru: LRUCache<string, CachedResponse, () => Promise<BufferedResponse>>
  /**
   * @param shared several instances' cache behind this one (Redis): a miss here asks it, and one
   * instance at a time calls the upstream for a key.
   */
  constructor(maxBytes: number, ttlMs: number, private readonly onLookup: (hit: boolean) => void, shared?: SharedFlight<CachedResponse>) {
    const fromUpstream = async (load: () => Promise<BufferedResponse>): Promise<CachedResponse> => {
      const response = await load()
      return { status: response.status, contentType: response.contentType, body: response.body, cacheable: response.status === 200 && isSuccessBody(response) }
    }
    this.lru = new LRUCache<string, CachedResponse, () => Promise<BufferedResponse>>({
      maxSize: maxBytes,
      sizeCalculation: (value, key) => value.body.length + key.length + 64,
      ttl: ttlMs,
      ttlAutopurge: false,
      fetchMethod: async (key, _stale, { context, options }) => {
        const value = shared
          ? await shared.get(key, () => fromUpstream(context), { ttlMs, lockMs: SHARED_LOCK_MS, waitMs: SHARED_WAIT_MS, keep: (v) => v.cacheable !== false })
          : await fromUpstream(context)
        if (value.cacheable === false) options.ttl = 1
        return value
      },
    })
  }

  async get(key: string, load: () => Promise<BufferedResponse>): Promise<CachedResponse> {
    // A hit is answered from get() alone: fetch() would build its options and a promise per lookup.
    const cached = this.lru.get(key)
    if (cached !== undefined && cached.status === 200) {
      this.onLookup(true)
      return cached
    }
    // A key whose fetch is in flight has no value yet: joining that fetch counts as a miss, as before.
    this.onLookup(false)
    const value = await this.lru.fetch(key, { context: load })
    if (!value) throw new Error('cache fetch produced nothing')
    if (value.status !== 200) this.lru.delete(key)
    return value
  }

  /** Forgets a kept answer (one that may no longer go to who asks); another instance's copy in the shared store expires on its own. */
  delete(key: string): void {
    this.lru.delete(key)
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
