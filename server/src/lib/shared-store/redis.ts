import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { KEY_PREFIX, type SharedStore } from './store.ts'

// Compare-and-delete in one step: a lock whose lease ran out and was taken by another instance is not ours to drop.
const UNLOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"
// Add to a count in one step; its window starts with it, and a release after the window ended adds nothing.
const COUNT = [
  "if tonumber(ARGV[1]) < 0 and redis.call('exists', KEYS[1]) == 0 then return {0, 0} end",
  "local c = redis.call('incrby', KEYS[1], ARGV[1])",
  "if redis.call('pttl', KEYS[1]) < 0 then redis.call('pexpire', KEYS[1], ARGV[2]) end",
  "return {c, redis.call('pttl', KEYS[1])}",
].join('\n')

/** Several instances: one Redis (ioredis). Calls fail fast rather than queue while Redis is away. */
export class RedisStore implements SharedStore {
  readonly kind = 'redis'
  readonly client: Redis

  constructor(url: string) {
    this.client = new Redis(url, { keyPrefix: KEY_PREFIX, maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false })
    // ioredis reconnects by itself; an unhandled 'error' event would end the process.
    this.client.on('error', () => {})
  }

  async get(key: string): Promise<Buffer | undefined> {
    return (await this.client.getBuffer(key)) ?? undefined
  }

  async set(key: string, value: Buffer, ttlMs: number): Promise<void> {
    await this.client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)))
  }

  async delete(key: string): Promise<void> {
    await this.client.del(key)
  }

  async lock(key: string, ttlMs: number): Promise<string | undefined> {
    const owner = randomUUID()
    const taken = await this.client.set(key, owner, 'PX', Math.max(1, Math.round(ttlMs)), 'NX')
    return taken === 'OK' ? owner : undefined
  }

  async unlock(key: string, owner: string): Promise<void> {
    await this.client.eval(UNLOCK, 1, key, owner)
  }

  async count(key: string, delta: number, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const [count, resetMs] = (await this.client.eval(COUNT, 1, key, String(Math.trunc(delta)), String(Math.max(1, Math.round(windowMs))))) as [number, number]
    return { count, resetMs: Math.max(0, resetMs) }
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect())
  }
}
