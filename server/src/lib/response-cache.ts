import { LRUCache } from 'lru-cache'
import type { BufferedResponse } from './upstream-client.ts'

export interface CachedResponse {
  status: number
  contentType: string | null
  body: Buffer
}

/**
 * A byte-bounded response cache whose concurrent misses for one key make one upstream call
 * (lru-cache's fetch). Only successes are kept; a failed fetch is handed to every waiter and forgotten.
 */
export class ResponseCache {
  private readonly lru: LRUCache<string, CachedResponse, () => Promise<BufferedResponse>>
  constructor(maxBytes: number, ttlMs: number, private readonly onLookup: (hit: boolean) => void) {
    this.lru = new LRUCache<string, CachedResponse, () => Promise<BufferedResponse>>({
      maxSize: maxBytes,
      sizeCalculation: (value, key) => value.body.length + key.length + 64,
      ttl: ttlMs,
      ttlAutopurge: false,
      fetchMethod: async (_key, _stale, { context, options }) => {
        const response = await context()
        const cacheable = response.status === 200 && isSuccessBody(response)
        if (!cacheable) options.ttl = 1
        return { status: response.status, contentType: response.contentType, body: response.body }
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
