import { randomUUID } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { SharedStore } from './store.ts'

/** One instance: an lru-cache bounded by bytes; locks are entries of their own with their lease as ttl. */
export class MemoryStore implements SharedStore {
  readonly kind = 'memory'
  private readonly values: LRUCache<string, Buffer>
  private readonly locks = new LRUCache<string, string>({ max: 100_000, ttlAutopurge: false })

  constructor(maxBytes: number) {
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

  async close(): Promise<void> {
    this.values.clear()
    this.locks.clear()
  }
}
